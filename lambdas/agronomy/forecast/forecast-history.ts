/**
 * What a sensor's own recent history says about its soil: the current level at each depth, how
 * fast each depth has been drying since the last rain, and how wet each depth gets.
 */
import type { SoilObservation } from './forecast-types';

const HOUR = 3_600_000;

export interface Point {
  /** Hours relative to the forecast's origin (≤ 0). */
  h: number;
  v: number;
}

/** Each depth's valid values as (hours before the origin, value), oldest first. */
export function seriesByDepth(history: readonly SoilObservation[], depthCount: number, issuedAt: number): Point[][] {
  const out: Point[][] = Array.from({ length: depthCount }, () => []);
  for (const o of history) {
    if (o.time > issuedAt) continue;
    const h = (o.time - issuedAt) / HOUR;
    for (let d = 0; d < depthCount; d++) {
      const v = o.moisture[d];
      if (v != null && Number.isFinite(v)) out[d]!.push({ h, v });
    }
  }
  return out;
}

/** The newest value, when it is recent enough to stand for "now". */
export function currentValue(points: readonly Point[], maxAgeH: number): number | null {
  const last = points[points.length - 1];
  return last && last.h >= -maxAgeH ? last.v : null;
}

/**
 * Hours since the soil last took in water: the newest time the depth rose by more than
 * `riseThreshold` (percent) within `withinH` hours. −Infinity when it did not in the history.
 */
export function lastWettingH(points: readonly Point[], riseThreshold: number, withinH: number): number {
  for (let i = points.length - 1; i > 0; i--) {
    let min = Infinity;
    for (let j = i - 1; j >= 0 && points[j]!.h >= points[i]!.h - withinH; j--) min = Math.min(min, points[j]!.v);
    if (points[i]!.v - min > riseThreshold) return points[i]!.h;
  }
  return -Infinity;
}

/** Least-squares slope (per hour) of the points with h ≥ fromH; null with fewer than `minSpanH` hours. */
export function slopeSince(points: readonly Point[], fromH: number, minSpanH: number): number | null {
  let [n, sh, sv, shh, shv] = [0, 0, 0, 0, 0];
  let first = Infinity;
  for (let i = points.length - 1; i >= 0 && points[i]!.h >= fromH; i--) {
    const { h, v } = points[i]!;
    first = h;
    n++;
    sh += h;
    sv += v;
    shh += h * h;
    shv += h * v;
  }
  const span = n > 0 ? -first : 0;
  if (n < 3 || span < minSpanH) return null;
  const den = n * shh - sh * sh;
  return den > 0 ? (n * shv - sh * sv) / den : null;
}

/** The q-quantile (0…1) of the values. */
export function quantile(points: readonly Point[], q: number): number | null {
  if (points.length === 0) return null;
  const sorted = points.map((p) => p.v).sort((a, b) => a - b);
  const at = Math.min(sorted.length - 1, Math.max(0, Math.round(q * (sorted.length - 1))));
  return sorted[at]!;
}

/**
 * The step in which the sensor reports (the smallest gap between two different values it gave),
 * 0 when it reports finer than `finest` or shows too few values to tell.
 */
export function resolution(points: readonly Point[], finest = 0.01): number {
  const sorted = [...new Set(points.map((p) => Math.round(p.v * 1e6) / 1e6))].sort((a, b) => a - b);
  if (sorted.length < 3) return 0;
  let step = Infinity;
  for (let i = 1; i < sorted.length; i++) step = Math.min(step, sorted[i]! - sorted[i - 1]!);
  return step >= finest ? step : 0;
}
