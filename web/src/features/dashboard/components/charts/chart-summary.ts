/** Text alternatives for the charts: what a reader of the picture would take from it, in words. */
import { format } from 'date-fns';

export interface TimePoint {
  x: number;
  y: number;
}

/** "Moisture 10 cm: 21.0 % to 25.3 %, last 23.4 % at 24 Nov 20:00", or "Moisture 10 cm: no data". */
export function describeSeries(label: string, points: readonly TimePoint[], unit: string, decimals = 1): string {
  if (points.length === 0) return `${label}: no data`;
  const ys = points.map((p) => p.y);
  const last = points.reduce((a, b) => (b.x >= a.x ? b : a));
  const f = (v: number) => `${v.toFixed(decimals)} ${unit}`;
  const range = `${f(Math.min(...ys))} to ${f(Math.max(...ys))}`;
  return `${label}: ${range}, last ${f(last.y)} at ${format(last.x, 'd MMM HH:mm')}`;
}
