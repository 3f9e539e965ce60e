/**
 * A zone's soil limits by the names the code uses inside: the wilting point, field capacity and
 * saturation (% VWC) at each measured depth. The spec's wire names (`wpoint_50` is the wilting
 * point at 10 cm, `fcapacity_100` the field capacity at 50 cm, `saturation_150` the saturation at
 * 100 cm) stay at the edge: the zone's answers, its stored attributes (kept, so no stored zone
 * needs migrating). The mapping below is the only place the two are paired.
 */
import { DEPTH_KEYS, WIRE_ZONE_SUFFIX, type ByDepth, type DepthKey } from '../readings/depths';

export const LIMIT_NAMES = ['wiltingPoint', 'fieldCapacity', 'saturation'] as const;
export type LimitName = (typeof LIMIT_NAMES)[number];

/** A zone's limits at each measured depth, % VWC. */
export type ZoneLimits = Record<LimitName, ByDepth<number>>;

/** The prefix of each limit's wire name. */
export const WIRE_LIMIT_PREFIX = {
  wiltingPoint: 'wpoint',
  fieldCapacity: 'fcapacity',
  saturation: 'saturation',
} as const satisfies Record<LimitName, string>;

export type WireLimitKey = `${(typeof WIRE_LIMIT_PREFIX)[LimitName]}_${(typeof WIRE_ZONE_SUFFIX)[DepthKey]}`;
/** The limits under their wire names. */
export type WireZoneLimits = Record<WireLimitKey, number>;

/** The wire name of one limit at one depth (`wiltingPoint`, `at10cm` → `wpoint_50`). */
export const wireLimitKey = (limit: LimitName, depth: DepthKey) =>
  `${WIRE_LIMIT_PREFIX[limit]}_${WIRE_ZONE_SUFFIX[depth]}` as WireLimitKey;

/** Every wire limit name. */
export const WIRE_LIMIT_KEYS: readonly WireLimitKey[] = LIMIT_NAMES.flatMap((l) =>
  DEPTH_KEYS.map((d) => wireLimitKey(l, d)),
);

const byDepth = <T>(f: (d: DepthKey) => T): ByDepth<T> => ({
  at10cm: f('at10cm'),
  at50cm: f('at50cm'),
  at100cm: f('at100cm'),
});

/** The limits of a zone given under the wire names. */
export const limitsFromWire = (w: WireZoneLimits): ZoneLimits => ({
  wiltingPoint: byDepth((d) => w[wireLimitKey('wiltingPoint', d)]),
  fieldCapacity: byDepth((d) => w[wireLimitKey('fieldCapacity', d)]),
  saturation: byDepth((d) => w[wireLimitKey('saturation', d)]),
});

/** The limits under their wire names, for an answer or a stored item. */
export function wireLimits(limits: ZoneLimits): WireZoneLimits {
  const out = {} as WireZoneLimits;
  for (const l of LIMIT_NAMES) for (const d of DEPTH_KEYS) out[wireLimitKey(l, d)] = limits[l][d];
  return out;
}

/** A wire object without its limit fields. */
export function withoutWireLimits<T extends WireZoneLimits>(w: T): Omit<T, WireLimitKey> {
  const rest: Partial<T> = { ...w };
  for (const k of WIRE_LIMIT_KEYS) delete rest[k];
  return rest as Omit<T, WireLimitKey>;
}

/** The highest saturation of the three depths: what a profile estimated for the zone is bounded by. */
export const highestSaturation = (limits: Pick<ZoneLimits, 'saturation'>) =>
  Math.max(limits.saturation.at10cm, limits.saturation.at50cm, limits.saturation.at100cm);

/**
 * The depth a zone's interest layer names: it keeps the spec's wire values (50 is 10 cm, 100 is
 * 50 cm, 150 is 100 cm, as WIRE_ZONE_SUFFIX pairs them); 10 cm when it names none of them.
 */
export const interestDepthOf = (layer: number): DepthKey => depthOfWireSuffix(layer) ?? 'at10cm';

/** The depth a wire suffix names (50 → 10 cm, 100 → 50 cm, 150 → 100 cm); undefined for another. */
export const depthOfWireSuffix = (suffix: number | string): DepthKey | undefined =>
  DEPTH_KEYS.find((k) => WIRE_ZONE_SUFFIX[k] === String(suffix));

/** The limits at one depth. */
export const limitsAt = (limits: ZoneLimits, depth: DepthKey): Record<LimitName, number> => ({
  wiltingPoint: limits.wiltingPoint[depth],
  fieldCapacity: limits.fieldCapacity[depth],
  saturation: limits.saturation[depth],
});
