/**
 * Water in the root zone, in millimetres, from the 20-layer profile (profile.ts: values in % VWC
 * at 0, 10, … 190 cm) and the zone's wilting point and field capacity at the sensor's depths:
 * total available water (FAO-56 eq. 82: TAW = 1000 (θFC − θWP) Zr), readily available water
 * (eq. 83: RAW = p · TAW) and the deficit to field capacity (the root-zone depletion Dr).
 *
 * A profile is a set of point values 10 cm apart, so the water over a depth is the trapezoid
 * rule through them: each 10 cm slice holds the mean of its two ends × its thickness
 * (% VWC × cm ÷ 10 = mm). A root depth between two layers ends on a value interpolated between
 * them. WP and FC are profiled from their three depths the same way the moisture is
 * (estimateProfile), so a soil whose limits change with depth is read as the moisture is.
 */
import { estimateProfile, LAYER_DEPTHS, LAYER_STEP_CM, MEASURED_DEPTHS } from './profile';
import { depthValues } from '../readings/depths';
import type { ZoneLimits } from '../management/zone-limits';

/** The deepest depth a profile reaches, cm. */
export const PROFILE_DEPTH_CM = LAYER_DEPTHS[LAYER_DEPTHS.length - 1]!;

/** A zone's limits at the sensor's depths, in depth order (10, 50, 100 cm), % VWC. */
export interface DepthLimits {
  wiltingPoint: readonly [number, number, number];
  fieldCapacity: readonly [number, number, number];
}

const finite = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);

/** The 20-layer profile of values given at the sensor's three depths (a limit, an error). */
export const layersFromDepths = (values: readonly (number | null)[]): (number | null)[] =>
  estimateProfile(MEASURED_DEPTHS.map((depth, i) => ({ depth, value: values[i] ?? null })));

/**
 * The water (mm) a profile holds from the surface to `depthCm`; null when a layer it needs is
 * unknown or the depth is outside the profile.
 */
export function waterMm(layers: readonly (number | null)[], depthCm: number): number | null {
  if (!Number.isFinite(depthCm) || depthCm < 0 || depthCm > PROFILE_DEPTH_CM) return null;
  let sumPctCm = 0;
  for (let k = 0; k * LAYER_STEP_CM < depthCm; k++) {
    const top = layers[k];
    const below = layers[k + 1];
    if (!finite(top) || !finite(below)) return null;
    const thickness = Math.min(LAYER_STEP_CM, depthCm - k * LAYER_STEP_CM);
    const bottom = top + ((below - top) * thickness) / LAYER_STEP_CM;
    sumPctCm += ((top + bottom) / 2) * thickness;
  }
  // % × cm: ÷ 100 for the fraction, × 10 for mm.
  return sumPctCm / 10;
}

/** Total available water over the root depth, mm (FAO-56 eq. 82, integrated over the profile). */
export function totalAvailableWater(limits: DepthLimits, rootDepthCm: number): number | null {
  const fc = waterMm(layersFromDepths(limits.fieldCapacity), rootDepthCm);
  const wp = waterMm(layersFromDepths(limits.wiltingPoint), rootDepthCm);
  return fc === null || wp === null ? null : Math.max(0, fc - wp);
}

/** Readily available water, mm (FAO-56 eq. 83): the share p of TAW a crop takes without stress. */
export const readilyAvailableWater = (tawMm: number, p: number): number => p * tawMm;

/**
 * The deficit to field capacity over the root depth, mm: the water at field capacity less the
 * water the profile holds, never below 0 (FAO-56's Dr; water above field capacity drains within a
 * day or two, so a wet layer is not a store beyond FC). Null when the profile is unknown there.
 */
export function deficitToFieldCapacity(
  profile: readonly (number | null)[],
  limits: DepthLimits,
  rootDepthCm: number,
): number | null {
  const held = waterMm(profile, rootDepthCm);
  const fc = waterMm(layersFromDepths(limits.fieldCapacity), rootDepthCm);
  return held === null || fc === null ? null : Math.max(0, fc - held);
}

/** A zone's limits by depth as the arrays the profile takes. */
export const depthLimitsOf = (zone: { limits: Pick<ZoneLimits, 'wiltingPoint' | 'fieldCapacity'> }): DepthLimits => ({
  wiltingPoint: depthValues(zone.limits.wiltingPoint),
  fieldCapacity: depthValues(zone.limits.fieldCapacity),
});
