/**
 * One zone's soil-point suggestions from its sensors' own (pure): each sensor's suggestion per
 * depth (soil-points.ts) pooled over the sensors, weighted by their wettings. A depth counts once
 * MIN_SOIL_POINT_WETTINGS wettings drained there; until then its figures are null.
 */
import { refillPoint } from '@shared/alerts/kinds';
import { MIN_SOIL_POINT_WETTINGS, type SoilPointSuggestion } from '@shared/irrigation/soil-points';
import type { SoilPoints } from './soil-points';

/** One sensor's suggestion at a depth, as soil-points.ts makes it. */
export type SensorSoilPoint = SoilPoints;

/** What a share-based refill point is placed with at a depth: the zone's wilting point and refill share. */
export interface ZoneDepthLimits {
  wiltingPoint: number;
  refillShare: number;
}

const round1 = (n: number) => Math.round(n * 10) / 10 + 0;

/**
 * Per depth: the full point is the wettings-weighted mean of the sensors' full points (each a
 * median over its wettings); the spread pools each sensor's own (its interquartile range) with how
 * far its full point lies from that mean, so one sensor keeps its own; the refill point is where drying slowed when any
 * sensor saw it (weighted the same way), else the zone's refill share between its wilting point and the suggested full
 * point.
 */
export function poolSoilPoints(
  perSensor: readonly (readonly SensorSoilPoint[])[],
  depths: readonly number[],
  limits: (depthCm: number) => ZoneDepthLimits | undefined,
): SoilPointSuggestion[] {
  return depths.map((depthCm) => {
    const rows = perSensor.flatMap((s) => s.filter((r) => r.depthCm === depthCm));
    const withFull = rows.filter(
      (r): r is SensorSoilPoint & { fullPoint: number } => r.fullPoint !== null && r.nEvents > 0,
    );
    // Every wetting a sensor counted is evidence, even where its own engine found too few for a figure.
    const counted = rows.reduce((s, r) => s + r.nEvents, 0);
    const n = withFull.reduce((s, r) => s + r.nEvents, 0);
    if (counted < MIN_SOIL_POINT_WETTINGS || n === 0)
      return {
        depth_cm: depthCm,
        full_point: null,
        n_events: counted,
        spread: null,
        refill_point: null,
        refill_basis: 'share' as const,
      };
    const full = withFull.reduce((s, r) => s + r.fullPoint * r.nEvents, 0) / n;
    const variance =
      withFull.reduce((s, r) => s + r.nEvents * ((r.spread ?? 0) ** 2 + (r.fullPoint - full) ** 2), 0) / n;
    const stress = withFull.filter(
      (r): r is typeof r & { refillPoint: number } => r.refillBasis === 'stress-onset' && r.refillPoint !== null,
    );
    let refill: number | null = null;
    let basis: 'stress-onset' | 'share' = 'share';
    if (stress.length) {
      const m = stress.reduce((s, r) => s + r.nEvents, 0);
      refill = stress.reduce((s, r) => s + r.refillPoint * r.nEvents, 0) / m;
      basis = 'stress-onset';
    } else {
      const l = limits(depthCm);
      if (l && full > l.wiltingPoint) refill = refillPoint(l.wiltingPoint, full, l.refillShare);
    }
    return {
      depth_cm: depthCm,
      full_point: round1(full),
      n_events: counted,
      spread: round1(Math.sqrt(variance)),
      refill_point: refill === null ? null : round1(refill),
      refill_basis: basis,
    };
  });
}

/**
 * More wettings needed before any depth has a suggestion: 0 once one has; else what the best
 * depth lacks, and at least one (wettings split over sensors can count three without any sensor
 * having enough for a figure of its own).
 */
export const neededEvents = (rows: readonly SoilPointSuggestion[]): number =>
  rows.some((r) => r.full_point !== null)
    ? 0
    : Math.max(1, MIN_SOIL_POINT_WETTINGS - Math.max(0, ...rows.map((r) => r.n_events)));
