/**
 * The soil-moisture profile: 20 layers, 0 to 190 cm below the surface in 10 cm steps (Layer_k at
 * 10·k cm; Layer_1, Layer_5 and Layer_10 are the sensor's own depths, 10, 50 and 100 cm),
 * estimated from what the sensor measured.
 *
 * - Between measured depths: a monotone cubic (Fritsch–Carlson / PCHIP). It passes through every
 *   measurement, is smooth (continuous slope), and never overshoots: between two measurements
 *   the estimate stays between them, so a wet layer over a dry one never shows a phantom peak.
 * - Above the top and below the deepest measurement: the end slope fades out over RELAX_CM, so
 *   the profile leaves the last measurement smoothly and levels off within a few layers instead
 *   of running on as a straight line into the unmeasured soil.
 * - Every value is kept within 0 and the zone's saturation (when known), the physical bounds.
 */

import { LAYER_COUNT, LAYER_STEP_CM } from '../readings/prediction';
import { DEPTH_CM_OF, DEPTH_KEYS, DEPTHS_CM, type ByDepth } from '../readings/depths';

export { LAYER_COUNT, LAYER_STEP_CM };
/** Depth (cm below the surface) of each layer: 0, 10, …, 190. */
export const LAYER_DEPTHS = Array.from({ length: LAYER_COUNT }, (_, i) => i * LAYER_STEP_CM);
/** The depths the sensor measures, cm: 10, 50 and 100. */
export const MEASURED_DEPTHS = DEPTHS_CM;
/** How fast the end slope fades outside the measured range, cm. */
const RELAX_CM = 15;

export interface Measurement {
  depth: number;
  value: number;
}

/** Interior slopes of a monotone cubic (Fritsch–Carlson), one per point. */
function monotoneSlopes(points: Measurement[]): number[] {
  const n = points.length;
  const h = points.slice(1).map((p, i) => p.depth - points[i]!.depth);
  const delta = points.slice(1).map((p, i) => (p.value - points[i]!.value) / h[i]!);
  if (n === 2) return [delta[0]!, delta[0]!];
  const m = new Array<number>(n).fill(0);
  for (let i = 1; i < n - 1; i++) {
    const [d0, d1] = [delta[i - 1]!, delta[i]!];
    if (d0 * d1 <= 0) continue; // a local extreme: flat there, so no overshoot
    const [w1, w2] = [2 * h[i]! + h[i - 1]!, h[i]! + 2 * h[i - 1]!];
    m[i] = (w1 + w2) / (w1 / d0 + w2 / d1); // weighted harmonic mean (PCHIP)
  }
  // One-sided three-point ends, limited so they keep the sign and size of the nearest secant.
  const end = (hA: number, hB: number, dA: number, dB: number) => {
    let s = ((2 * hA + hB) * dA - hA * dB) / (hA + hB);
    if (Math.sign(s) !== Math.sign(dA)) s = 0;
    else if (Math.sign(dA) !== Math.sign(dB) && Math.abs(s) > Math.abs(3 * dA)) s = 3 * dA;
    return s;
  };
  m[0] = end(h[0]!, h[1]!, delta[0]!, delta[1]!);
  m[n - 1] = end(h[n - 2]!, h[n - 3]!, delta[n - 2]!, delta[n - 3]!);
  return m;
}

function hermite(a: Measurement, b: Measurement, ma: number, mb: number, depth: number): number {
  const h = b.depth - a.depth;
  const t = (depth - a.depth) / h;
  const t2 = t * t;
  const t3 = t2 * t;
  return (
    (2 * t3 - 3 * t2 + 1) * a.value + (t3 - 2 * t2 + t) * h * ma + (-2 * t3 + 3 * t2) * b.value + (t3 - t2) * h * mb
  );
}

/**
 * The profile at `depths` from the measurements that exist (null values are left out), bounded
 * to [0, saturation]. With no measurement every layer is null; with one, the profile is flat.
 */
export function estimateProfile(
  measured: (Measurement | { depth: number; value: null })[],
  depths: readonly number[] = LAYER_DEPTHS,
  saturation?: number,
): (number | null)[] {
  const points = measured
    .filter((p): p is Measurement => p.value !== null && Number.isFinite(p.value))
    .sort((a, b) => a.depth - b.depth);
  if (points.length === 0) return depths.map(() => null);
  const upper = saturation !== undefined && saturation > 0 ? saturation : Number.POSITIVE_INFINITY;
  const clamp = (v: number) => Math.min(upper, Math.max(0, v));
  if (points.length === 1) return depths.map(() => clamp(points[0]!.value));

  const slopes = monotoneSlopes(points);
  const first = points[0]!;
  const last = points[points.length - 1]!;
  return depths.map((depth) => {
    if (depth <= first.depth)
      return clamp(first.value - slopes[0]! * RELAX_CM * (1 - Math.exp(-(first.depth - depth) / RELAX_CM)));
    if (depth >= last.depth)
      return clamp(
        last.value + slopes[slopes.length - 1]! * RELAX_CM * (1 - Math.exp(-(depth - last.depth) / RELAX_CM)),
      );
    const i = points.findIndex((p) => p.depth >= depth) - 1;
    return clamp(hermite(points[i]!, points[i + 1]!, slopes[i]!, slopes[i + 1]!, depth));
  });
}

/** A reading's values at the measured depths as the model's measurements (null: not measured). */
export const measurementsOf = (values: ByDepth<number | null>): { depth: number; value: number | null }[] =>
  DEPTH_KEYS.map((k) => ({ depth: DEPTH_CM_OF[k], value: values[k] }));

/** The 20 layers from a reading's three calibrated depths (percent), as Layer_0 … Layer_19. */
export function layersOf(
  reading: ByDepth<number | null>,
  saturation?: number,
): Record<`Layer_${number}`, number | null> {
  const values = estimateProfile(measurementsOf(reading), LAYER_DEPTHS, saturation);
  return Object.fromEntries(values.map((v, i) => [`Layer_${i}`, v]));
}
