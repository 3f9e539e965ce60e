/**
 * The charts' fixed colours and number formats. Depths keep one colour on every chart; the soil
 * bands keep theirs on the time series and the depth profile alike.
 */

/** One colour per measured depth and for soil temperature. */
export const SERIES_COLORS = {
  m10: '#2a6f97',
  m50: '#2f7a4a',
  m100: '#8a5a1f',
  temp: '#c2410c',
} as const;

/** The four soil bands, from dry to saturated: fill (light) and edge (strong). */
export const BAND_COLORS = {
  belowWp: { fill: 'rgba(214, 69, 65, 0.16)', edge: '#b3322d' },
  wpFc: { fill: 'rgba(242, 182, 50, 0.2)', edge: '#9a6a00' },
  fcSat: { fill: 'rgba(63, 148, 96, 0.18)', edge: '#28653f' },
  aboveSat: { fill: 'rgba(42, 111, 151, 0.16)', edge: '#1f5f83' },
} as const;
export type BandKey = keyof typeof BAND_COLORS;
export const BAND_LABELS: Record<BandKey, string> = {
  belowWp: '< WP',
  wpFc: 'WP - FC',
  fcSat: 'FC - SAT',
  aboveSat: '> SAT',
};

/** Moisture as shown: 1 decimal, never below 0. */
export const moisture1 = (v: number) => Math.max(0, Math.round(v * 10) / 10);
/** One decimal (temperature, millimetres). */
export const round1 = (v: number) => Math.round(v * 10) / 10;
/** Two decimals (battery volts). */
export const round2 = (v: number) => Math.round(v * 100) / 100;

/** A value with its unit for a sentence or label: "23.4 %", "-1.5 °C", "3.71 V", "4.2 mm". */
export const withUnit = (v: number, unit: '%' | '°C' | 'V' | 'mm', decimals = 1) => `${v.toFixed(decimals)} ${unit}`;

/** Whether a name in 11 px bold text fits a box `width` px wide (names that do not fit are left out). */
export const labelFits = (width: number | undefined, label: string) => (width ?? 0) >= label.length * 7 + 8;
