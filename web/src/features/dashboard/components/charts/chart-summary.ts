/** Text alternatives for the charts: what a reader of the picture would take from it, in words. */
import type { Words } from '../../../../lib/words';
import { shortDateTime } from './time-axis';

export interface TimePoint {
  x: number;
  y: number;
}

/**
 * "Moisture 10 cm: 21.0 % to 25.3 %, last 23.4 % at 24 Nov 20:00", or "Moisture 10 cm: no data".
 * The points are in the unit given (already converted to the person's units).
 */
export function describeSeries(
  { t, f }: Words,
  label: string,
  points: readonly TimePoint[],
  unit: string,
  decimals = 1,
): string {
  if (points.length === 0) return t('dashboard.seriesNoData', { label });
  const ys = points.map((p) => p.y);
  const last = points.reduce((a, b) => (b.x >= a.x ? b : a));
  const v = (n: number) => `${f.number(n, decimals, true)} ${unit}`;
  return t('dashboard.seriesSummary', {
    label,
    min: v(Math.min(...ys)),
    max: v(Math.max(...ys)),
    last: v(last.y),
    at: shortDateTime(last.x, f.locale),
  });
}
