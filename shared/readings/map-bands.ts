/**
 * What the field map colours a sensor by, and the colour band of a value.
 *
 * Moisture is banded by the thresholds of the sensor's zone at the depth shown: below the wilting
 * point band 0, below field capacity band 1, below saturation band 2, otherwise band 3. A sensor
 * outside every zone has no thresholds, so its moisture is not banded ('no-zone'). Battery
 * (0…4 V) and temperature (−40…60 °C) scales are split into 4 equal bands; a value beyond its
 * scale takes the end band. A reading without the value shown is 'none'; the info view colours
 * nothing ('info').
 */
import type { MoistureReading, ZoneProfile } from './views';
import { DEPTH_CM_OF, DEPTH_KEYS, WIRE_PERCENT, type DepthKey } from './depths';
import { limitsAt, limitsFromWire } from '../management/zone-limits';

/**
 * A moisture view is named as the reading's field it shows (its wire name: the view is also the
 * dashboard address's `mode`, which keeps it); depthOfView says which depth that is.
 */
export type MoistureDepth = (typeof WIRE_PERCENT)[DepthKey];
export type MapDataType = 'info' | 'battery_vol' | 'temperature' | MoistureDepth;

/** The map opens on moisture at 10 cm. */
export const DEFAULT_MAP_DATA_TYPE: MapDataType = WIRE_PERCENT.at10cm;

export const MOISTURE_DEPTHS: readonly MoistureDepth[] = DEPTH_KEYS.map((d) => WIRE_PERCENT[d]);
/** The depth a moisture view shows. */
export const depthOfView = (view: MoistureDepth): DepthKey => DEPTH_KEYS.find((d) => WIRE_PERCENT[d] === view)!;
/** How deep a moisture view's depth lies underground, cm. */
export const DEPTH_CM = Object.fromEntries(DEPTH_KEYS.map((d) => [WIRE_PERCENT[d], DEPTH_CM_OF[d]])) as Record<
  MoistureDepth,
  number
>;

/** The dashboard's scales. */
export const MAP_SCALES = {
  battery_vol: { min: 0, max: 4, unit: 'V' },
  temperature: { min: -40, max: 60, unit: '°C' },
  moisture: { min: 0, max: 100, unit: '%' },
} as const;

export const BAND_COUNT = 4;
export type Band = 0 | 1 | 2 | 3;
/** A band, or why there is none. */
export type BandResult = Band | 'none' | 'no-zone' | 'info';

export const isMoistureDepth = (t: MapDataType): t is MoistureDepth =>
  (MOISTURE_DEPTHS as readonly string[]).includes(t);

export interface SoilThresholds {
  wiltingPoint: number;
  fieldCapacity: number;
  saturation: number;
}

/** The zone's thresholds at the depth a moisture view shows. */
export const thresholdsAt = (zone: ZoneProfile, view: MoistureDepth): SoilThresholds =>
  limitsAt(limitsFromWire(zone), depthOfView(view));

export function moistureBand(value: number, t: SoilThresholds): Band {
  if (value < t.wiltingPoint) return 0;
  if (value < t.fieldCapacity) return 1;
  if (value < t.saturation) return 2;
  return 3;
}

/**
 * One of 4 equal bands over [min, max]; the top edge belongs to the top band, values beyond the scale to the end bands.
 */
export function equalBand(value: number, scale: { readonly min: number; readonly max: number }): Band {
  const i = Math.floor(((value - scale.min) / (scale.max - scale.min)) * BAND_COUNT);
  return Math.min(BAND_COUNT - 1, Math.max(0, i)) as Band;
}

/** The value a reading holds for a data type (null for the info view or a missing value). */
export function readingValue(reading: MoistureReading | null, type: MapDataType): number | null {
  if (!reading || type === 'info') return null;
  const v = reading[type];
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}

/** The band of a sensor's reading for the data type shown. */
export function bandOf(type: MapDataType, reading: MoistureReading | null, zone: ZoneProfile | null): BandResult {
  if (type === 'info') return 'info';
  const value = readingValue(reading, type);
  if (value === null) return 'none';
  if (type === 'battery_vol') return equalBand(value, MAP_SCALES.battery_vol);
  if (type === 'temperature') return equalBand(value, MAP_SCALES.temperature);
  return zone ? moistureBand(value, thresholdsAt(zone, type)) : 'no-zone';
}

const trim = (n: number) => String(Number(n.toFixed(1)));

/**
 * A value with its unit: moisture rounded to 1 decimal and never below 0, in %; temperature in
 * °C and battery in V (its own unit: a voltage read as a percentage would mislead), 1 decimal;
 * '–' when there is no value.
 */
export function formatMapValue(type: Exclude<MapDataType, 'info'>, value: number | null): string {
  if (value === null) return '–';
  if (type === 'temperature') return `${value.toFixed(1)} °C`;
  if (type === 'battery_vol') return `${value.toFixed(2)} V`;
  return `${Math.max(0, Number(value.toFixed(1))).toFixed(1)} %`;
}

/** The name of a data type as the control bar and legend say it. */
export function dataTypeName(type: MapDataType): string {
  if (type === 'info') return 'Info';
  if (type === 'battery_vol') return 'Battery';
  if (type === 'temperature') return 'Temperature';
  return `Moisture ${DEPTH_CM[type]} cm underground`;
}

export interface LegendEntry {
  band: BandResult;
  label: string;
}

/**
 * The legend of a data type: its 4 bands, lowest first (moisture: the zone's thresholds; battery and temperature: the
 * band's range).
 */
export function legendBands(type: MapDataType): LegendEntry[] {
  if (type === 'info') return [];
  if (isMoistureDepth(type)) {
    return [
      { band: 0, label: '< WP' },
      { band: 1, label: 'WP - FC' },
      { band: 2, label: 'FC - SAT' },
      { band: 3, label: '> SAT' },
    ];
  }
  const scale = MAP_SCALES[type];
  const step = (scale.max - scale.min) / BAND_COUNT;
  return ([0, 1, 2, 3] as const).map((band) => ({
    band,
    label: `${trim(scale.min + band * step)} to ${trim(scale.min + (band + 1) * step)} ${scale.unit}`,
  }));
}

/** What the states without a band are called in a legend. */
export const UNBANDED_LABELS: Record<'none' | 'no-zone', string> = {
  none: 'No reading',
  'no-zone': 'Outside every zone (no thresholds)',
};
