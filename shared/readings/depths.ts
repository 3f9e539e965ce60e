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

/** The values in depth order (10, 50, 100 cm), as the profile model's arrays take them. */
export const depthValues = <T>(v: ByDepth<T>): [T, T, T] => [v.at10cm, v.at50cm, v.at100cm];

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

/** Values under the wire names of `names` (WIRE_RAW or WIRE_PERCENT). */
export type Wire<Names extends ByDepth<string>, T> = { [K in DepthKey as Names[K]]: T };

/*
 * The edges' mappings. Written out (not built from the tables at run time) because a year's
 * answer maps tens of thousands of readings; the computed keys still come from the tables.
 */

/** Depth-named moisture values under their wire names (`at10cm` → `cap50_percent`). */
export const wirePercent = <T>(v: ByDepth<T>): Wire<typeof WIRE_PERCENT, T> => ({
  [WIRE_PERCENT.at10cm]: v.at10cm,
  [WIRE_PERCENT.at50cm]: v.at50cm,
  [WIRE_PERCENT.at100cm]: v.at100cm,
});
/** Moisture values under their wire names back into depth names (`cap50_percent` → `at10cm`). */
export const fromWirePercent = <T>(w: Wire<typeof WIRE_PERCENT, T>): ByDepth<T> => ({
  at10cm: w[WIRE_PERCENT.at10cm],
  at50cm: w[WIRE_PERCENT.at50cm],
  at100cm: w[WIRE_PERCENT.at100cm],
});
/** Depth-named raw values under their wire names (`at10cm` → `cap50`). */
export const wireRaw = <T>(v: ByDepth<T>): Wire<typeof WIRE_RAW, T> => ({
  [WIRE_RAW.at10cm]: v.at10cm,
  [WIRE_RAW.at50cm]: v.at50cm,
  [WIRE_RAW.at100cm]: v.at100cm,
});
/** Raw values under their wire names back into depth names (`cap50` → `at10cm`). */
export const fromWireRaw = <T>(w: Wire<typeof WIRE_RAW, T>): ByDepth<T> => ({
  at10cm: w[WIRE_RAW.at10cm],
  at50cm: w[WIRE_RAW.at50cm],
  at100cm: w[WIRE_RAW.at100cm],
});

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
