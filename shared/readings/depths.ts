/**
 * The three depths a Fieldwise sensor measures, by the names the code uses inside.
 *
 * The spec's wire names say something else: `cap50` is the reading at 10 cm, `cap100` at 50 cm,
 * `cap150` at 100 cm (and a zone's `wpoint_50`, `fcapacity_50`, `saturation_50` are its limits at
 * 10 cm). Those names stay at the edge (the API's bodies and answers, the CSV columns, the
 * stored attributes, which keep their names so no stored item needs migrating); everything in
 * between says the depth. The tables below are the only place the two are paired.
 */
export const DEPTHS_CM = [10, 50, 100] as const;
export type DepthCm = (typeof DEPTHS_CM)[number];

export const DEPTH_KEYS = ['at10cm', 'at50cm', 'at100cm'] as const;
export type DepthKey = (typeof DEPTH_KEYS)[number];
/** One value per measured depth. */
export type ByDepth<T> = Record<DepthKey, T>;

export const DEPTH_CM_OF: ByDepth<DepthCm> = { at10cm: 10, at50cm: 50, at100cm: 100 };

/** A raw reading's wire name at each depth (the ingest body, stored raw values, the CSV). */
export const WIRE_RAW = { at10cm: 'cap50', at50cm: 'cap100', at100cm: 'cap150' } as const satisfies ByDepth<string>;
/** A calibrated reading's wire name at each depth (answers, stored calibrated values). */
export const WIRE_PERCENT = {
  at10cm: 'cap50_percent',
  at50cm: 'cap100_percent',
  at100cm: 'cap150_percent',
} as const satisfies ByDepth<string>;
/** The suffix of a zone limit's wire name at each depth (`wpoint_50` is the wilting point at 10 cm). */
export const WIRE_ZONE_SUFFIX = { at10cm: '50', at50cm: '100', at100cm: '150' } as const satisfies ByDepth<string>;

/** How far a device's own depth may lie from a measured depth and still serve it. */
export const DEPTH_TOLERANCE_CM = 10;

/**
 * The measured depth a device's depth serves: the nearest of 10, 50 and 100 cm within ±10 cm
 * (so 20 cm serves 10 cm, and 30 or 80 cm none), or null when none is that close.
 */
export function nearestDepth(depthCm: number): DepthKey | null {
  if (!Number.isFinite(depthCm)) return null;
  let best: DepthKey | null = null;
  let bestGap = Infinity;
  for (const key of DEPTH_KEYS) {
    const gap = Math.abs(DEPTH_CM_OF[key] - depthCm);
    if (gap <= DEPTH_TOLERANCE_CM && gap < bestGap) [best, bestGap] = [key, gap];
  }
  return best;
}
