/**
 * An IrriMAX Live export as Fieldwise readings: each `A` (moisture, volumetric %) channel serves
 * the measured depth nearest to its own (A1(10) → 10 cm, A3(30) none, A5(50) → 50 cm), the `T`
 * channel nearest 10 cm gives the temperature, `V1` the battery voltage when it is one a
 * Fieldwise battery can have (BATTERY_LIMITS_V: a single cell; a logger on a 6 or 12 V pack
 * reports its pack, which would flag every reading, so it is left out); the wall-clock times
 * become UTC in the site's time zone, daylight saving included (wall-clock.ts).
 */
import { BATTERY_LIMITS_V, withinLimits } from '@shared/calibration/plausibility';
import { DEPTH_KEYS } from '@shared/readings/depths';
import type { IrrimaxColumn, IrrimaxTable } from './irrimax-csv';
import { channelsByDepth, noDepths, type VendorReading } from './vendor-reading';
import { wallSeriesToUtc } from './wall-clock';

type Placed = IrrimaxColumn & { depthCm: number; at: number };

/** Where each value of a row comes from (column positions). */
export function irrimaxLayout(table: Pick<IrrimaxTable, 'columns'>) {
  const placed = (type: string): Placed[] =>
    table.columns.flatMap((c, at) => (c.type === type && c.depthCm !== null ? [{ ...c, depthCm: c.depthCm, at }] : []));
  const moisture = channelsByDepth(placed('A'));
  // The temperature nearest the top measured depth; the shallowest when none is within reach.
  const temps = placed('T').sort((a, b) => a.depthCm - b.depthCm);
  const temperature = channelsByDepth(temps).at10cm ?? temps[0];
  const battery = table.columns.findIndex((c) => c.type === 'V' && c.index === 1);
  return { moisture, temperature, battery: battery >= 0 ? battery : undefined };
}

const cellVoltage = (v: number | null | undefined) =>
  v !== null && v !== undefined && withinLimits(v, BATTERY_LIMITS_V) ? v : null;

export function irrimaxReadings(table: IrrimaxTable, timeZone: string): VendorReading[] {
  const layout = irrimaxLayout(table);
  const times = wallSeriesToUtc(
    table.rows.map((r) => r.wall),
    timeZone,
  );
  return table.rows.map((row, i) => {
    const moisture = noDepths();
    for (const key of DEPTH_KEYS) {
      const col = layout.moisture[key];
      if (col) moisture[key] = row.values[col.at] ?? null;
    }
    return {
      time: times[i]!,
      moisture,
      temperature: layout.temperature ? (row.values[layout.temperature.at] ?? null) : null,
      battery: cellVoltage(layout.battery !== undefined ? row.values[layout.battery] : null),
    };
  });
}
