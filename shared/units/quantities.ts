/**
 * The quantities the product shows, each stored in SI and shown in the grower's unit system
 * (metric or US customary). Nothing stored ever changes: conversion happens at display and input
 * only, through this module (web app, e-mail and SMS texts, PDF, CSV).
 *
 * Each quantity's `siDecimals` is the precision a value is stored with when a person types it,
 * and `usDecimals` the decimals a US-customary input keeps. They are chosen so that an SI value on
 * its grid, shown in US units and typed back, comes back to exactly the same SI value: half a US
 * step, in SI, is less than half an SI step (0.0005 in = 0.0127 mm < 0.05 mm). A unit test checks
 * this for every quantity.
 */
export const UNIT_SYSTEMS = ['metric', 'us'] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];

export const QUANTITY_NAMES = [
  'depth', // soil and root depths: cm ↔ in
  'water', // rain, ET0, ETc, irrigation depths, deficits: mm ↔ in
  'rate', // application rates: mm/h ↔ in/h
  'temperature', // °C ↔ °F
  'temperatureDelta', // a temperature difference (a margin above a threshold): °C ↔ °F without the offset
  'area', // ha ↔ ac
  'volume', // ML ↔ ac-in
  'speed', // wind: km/h ↔ mph
  'distance', // metres ↔ feet (how far a sensor lies from its field)
] as const;
export type Quantity = (typeof QUANTITY_NAMES)[number];

interface QuantityRule {
  si: string;
  us: string;
  /** SI → US. */
  toUs: (si: number) => number;
  /** US → SI. */
  toSi: (us: number) => number;
  siDecimals: number;
  usDecimals: number;
  /** Decimals a reading is shown with (fewer than an input keeps: 0.49 in, not 0.492 in). */
  showDecimals: Record<UnitSystem, number>;
}

const MM_PER_IN = 25.4;
const CM_PER_IN = 2.54;
const HA_PER_AC = 0.40468564224;
/** One acre-inch: 43,560 ft² × 1/12 ft = 3,630 ft³ = 102.79015312896 m³, in megalitres. */
const ML_PER_AC_IN = 0.10279015312896;
const KM_PER_MI = 1.609344;
const M_PER_FT = 0.3048;

const scale = (
  si: string,
  us: string,
  siPerUs: number,
  siDecimals: number,
  usDecimals: number,
  show: [number, number],
): QuantityRule => ({
  si,
  us,
  toUs: (v) => v / siPerUs,
  toSi: (v) => v * siPerUs,
  siDecimals,
  usDecimals,
  showDecimals: { metric: show[0], us: show[1] },
});

export const QUANTITIES: Readonly<Record<Quantity, QuantityRule>> = {
  depth: scale('cm', 'in', CM_PER_IN, 1, 2, [0, 1]),
  water: scale('mm', 'in', MM_PER_IN, 1, 3, [1, 2]),
  rate: scale('mm/h', 'in/h', MM_PER_IN, 1, 3, [1, 2]),
  temperature: {
    si: '°C',
    us: '°F',
    toUs: (c) => c * 1.8 + 32,
    toSi: (f) => (f - 32) / 1.8,
    siDecimals: 1,
    usDecimals: 1,
    showDecimals: { metric: 1, us: 1 },
  },
  temperatureDelta: scale('°C', '°F', 1 / 1.8, 1, 1, [1, 1]),
  area: scale('ha', 'ac', HA_PER_AC, 2, 2, [2, 2]),
  volume: scale('ML', 'ac-in', ML_PER_AC_IN, 3, 3, [2, 2]),
  speed: scale('km/h', 'mph', KM_PER_MI, 1, 2, [0, 0]),
  distance: scale('m', 'ft', M_PER_FT, 1, 1, [0, 0]),
};

const roundTo = (n: number, decimals: number): number => {
  const f = 10 ** decimals;
  const r = Math.round(n * f) / f;
  return Object.is(r, -0) ? 0 : r;
};

/** The unit a quantity is shown in: 'mm' or 'in', '°C' or '°F', … */
export const unitSymbol = (q: Quantity, system: UnitSystem): string =>
  system === 'us' ? QUANTITIES[q].us : QUANTITIES[q].si;

/** An SI value in the grower's units, unrounded. */
export const toDisplay = (q: Quantity, si: number, system: UnitSystem): number =>
  system === 'us' ? QUANTITIES[q].toUs(si) : si;

/** An SI value as an input shows it for editing: in the grower's units, to the decimals an input keeps. */
export const toInput = (q: Quantity, si: number, system: UnitSystem): number =>
  roundTo(toDisplay(q, si, system), system === 'us' ? QUANTITIES[q].usDecimals : QUANTITIES[q].siDecimals);

/** A value typed in the grower's units, as the SI value to store (to the stored precision). */
export const fromInput = (q: Quantity, shown: number, system: UnitSystem): number =>
  roundTo(system === 'us' ? QUANTITIES[q].toSi(shown) : shown, QUANTITIES[q].siDecimals);

/** An SI value in the grower's units rounded as a reading is shown (`decimals` overrides). */
export const toShown = (q: Quantity, si: number, system: UnitSystem, decimals?: number): number =>
  roundTo(toDisplay(q, si, system), decimals ?? QUANTITIES[q].showDecimals[system]);

/** An SI bound (a form's min or max) in the grower's units, rounded inward so the bound stays valid. */
export function boundForInput(q: Quantity, si: number, system: UnitSystem, side: 'min' | 'max'): number {
  const d = system === 'us' ? QUANTITIES[q].usDecimals : QUANTITIES[q].siDecimals;
  const f = 10 ** d;
  const v = toDisplay(q, si, system) * f;
  return (side === 'min' ? Math.ceil(v - 1e-9) : Math.floor(v + 1e-9)) / f;
}
