/**
 * A Kings Creek format station (scripts/backtest/station.ts reads the files) in the shapes the
 * wetting detector takes: soil samples in epoch seconds and % VWC, hourly rain in mm.
 */
import { lowerBound } from '@shared/sorted';
import type { AtmRow, SoilSeries } from '../backtest/station';
import type { SoilSample } from '../../lambdas/agronomy/water/wetting-events';

export function soilSamples(series: SoilSeries): SoilSample[] {
  return series.times.map((ms, row) => {
    const vwc: Record<number, number | undefined> = {};
    const temp: Record<number, number | undefined> = {};
    series.depthsCm.forEach((d, k) => {
      vwc[d] = series.moisture[row]![k] ?? undefined;
      temp[d] = series.temperatures[row]![k] ?? undefined;
    });
    return { t: Math.round(ms / 1000), vwc, temp };
  });
}

/** The hours the gauge reported (a blank hour is unknown, not dry), epoch seconds. */
export function rainHours(rows: readonly AtmRow[]): { t: number; mm: number }[] {
  return rows.flatMap((r) => (r.precipMm === null ? [] : [{ t: Math.round(r.time / 1000), mm: r.precipMm }]));
}

/**
 * The rain the classifier sees for a wetting: the gauge's hours, or null (unknown) when the gauge
 * reported under half of the hours from two days before the onset to 6 h after it (outside its
 * record, e.g. after the network removed its gauges, "no rain" would be a guess).
 */
export function rainAround(
  hours: readonly { t: number; mm: number }[],
  onset: number,
): { t: number; mm: number }[] | null {
  const from = onset - 48 * 3600;
  const to = onset + 6 * 3600;
  const lo = lowerBound(hours, from, (h) => h.t);
  const near: { t: number; mm: number }[] = [];
  for (let i = lo; i < hours.length && hours[i]!.t < to; i++) near.push(hours[i]!);
  return near.length >= (to - from) / 3600 / 2 ? near : null;
}
