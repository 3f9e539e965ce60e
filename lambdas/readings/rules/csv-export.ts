/**
 * The sensor CSV: 21 depth rows, 0 to -200 cm in 10 cm steps, by one column per reading time
 * `yyyy-MM-dd HH:mm`, values with 2 decimals; file `<sensor_id>.csv`. Sensors measure at 10, 50
 * and 100 cm; the other rows come from the soil profile model (shared/agronomy/profile.ts), bounded
 * by 0 and, for a sensor in a zone, by the zone's saturation (as the depth chart and forecasts are).
 *
 * Units: the downloader's. Moisture is % volumetric in every unit system; the depth column is in
 * cm (metric: the spec's file, byte for byte) or in inches to one decimal (US customary), and its
 * header says which: 'Depth (cm)' or 'Depth (in)'. No separate unit row: the spec's layout (the
 * header, then the 21 depth rows) is what API clients read by position. Numbers are written with
 * a decimal point and times as yyyy-MM-dd HH:mm in every language: the file is for machines and
 * spreadsheets, not prose.
 */
import { estimateProfile, measurementsOf } from '@shared/agronomy/profile';
import type { ByDepth } from '@shared/readings/depths';
import { localMinute } from '@shared/time/local-dates';
import { toShown, unitSymbol, type UnitSystem } from '@shared/units/quantities';

export const CSV_DEPTHS = Array.from({ length: 21 }, (_, i) => -i * 10);
const BELOW_SURFACE = CSV_DEPTHS.map((d) => -d);

/** One reading as the CSV takes it: its time (epoch ms) and its moisture (%) at each measured depth. */
export interface CsvReading {
  time: number;
  calibrated: ByDepth<number | null>;
}

/** The 21 depth values of one reading's moisture, from its measured depths, at most `saturation` when given. */
export function csvProfile(moisture: ByDepth<number | null>, saturation?: number): (number | null)[] {
  return estimateProfile(measurementsOf(moisture), BELOW_SURFACE, saturation);
}

/** A depth row's label in the unit system: "-100" (cm), "-39.4" (in); never "-0". */
const depthLabel = (depth: number, units: UnitSystem) =>
  units === 'metric' ? String(depth) : String(-toShown('depth', -depth, units) || 0);

export function sensorCsv(
  readings: readonly CsvReading[],
  timeZone = 'UTC',
  saturation?: number,
  units: UnitSystem = 'metric',
): string {
  const header = [`Depth (${unitSymbol('depth', units)})`, ...readings.map((r) => localMinute(r.time, timeZone))];
  const profiles = readings.map((r) => csvProfile(r.calibrated, saturation));
  const rows = CSV_DEPTHS.map((depth, row) => [
    depthLabel(depth, units),
    ...profiles.map((p) => {
      const v = p[row];
      return v === null || v === undefined ? '' : v.toFixed(2);
    }),
  ]);
  return [header, ...rows].map((cells) => cells.join(',')).join('\r\n') + '\r\n';
}
