/**
 * The answer of `GET /api/v2/zone/{id}/recommendation`: how much to irrigate a zone and by when,
 * and every number the advice used (`basis`), so the web can say why in words. Depths in mm,
 * times in epoch seconds. Figures are null when the zone cannot be advised (`basis.reason` says why).
 */

/** When the zone is due: already below its refill point, at the forecast's crossing, or not within the forecast. */
export type DueKind = 'now' | 'forecast' | 'not-within-forecast';

export interface DepthValue {
  depth_cm: number;
  value: number | null;
}

export interface SensorBasis {
  sensor_id: string;
  /** When its values were measured (the newest forecast's origin), epoch s. */
  measured_at: number;
  /** % VWC at its depths. */
  values: DepthValue[];
  /** The 20-layer profile down to the root depth (layers 0, 10, … cm), % VWC, 1 decimal. */
  profile: (number | null)[];
  deficit_mm: number | null;
  /** When it reaches the refill point (epoch s); null when not within the forecast's 3 days. */
  crossing_at: number | null;
  /** Whose crossing: the time-to-refill estimate (the zone card's refill line), else the moisture forecast's. */
  crossing_source: 'refill-time' | 'forecast';
}

export interface RecommendationBasis {
  zone_name: string;
  computed_at: number;
  /** Why the figures are null (no sensor, no system, no reading yet); null when they are not. */
  reason: string | null;
  method: string | null;
  application_rate_mm_h: number | null;
  efficiency_pct: number | null;
  root_depth_cm: number | null;
  root_depth_source: 'grower' | 'crop' | 'default' | null;
  crop: { id: string; name: string } | null;
  planting_date: string | null;
  kc: number | null;
  et0_today_mm: number | null;
  etc_today_mm: number | null;
  /** Depletion fraction without stress (the crop's, else FAO-56's common 0.5). */
  p: number | null;
  taw_mm: number | null;
  raw_mm: number | null;
  wilting_point: DepthValue[];
  field_capacity: DepthValue[];
  refill: DepthValue;
  sensors: SensorBasis[];
  rain: {
    /** The weather could be had. */
    known: boolean;
    window_h: number;
    /** Rain forecast in the window, mm. */
    forecast_mm: number | null;
    /** What of it reaches the soil: each day's rain beyond the first `intercepted_mm_per_day`. */
    intercepted_mm_per_day: number;
    effective_mm: number | null;
    /** Effective rain taken off the deficit (at most the deficit). */
    taken_mm: number | null;
  };
  due: DueKind | null;
  /** How far ahead the forecast reaches, h. */
  forecast_horizon_h: number;
  skill: {
    horizon_h: number;
    /** Verified +24 h forecasts behind the band (the fewest of any depth used, summed over sensors). */
    n: number;
    /** The fewest needed for a band. */
    min_n: number;
    /** Mean absolute +24 h error per depth over the zone's sensors, % VWC. */
    mae: DepthValue[];
    /** Words when there is too little history to give a band. */
    note: string | null;
  };
}

export interface Recommendation {
  deficit_mm: number | null;
  rain_forecast_mm: number | null;
  net_mm: number | null;
  gross_mm: number | null;
  run_minutes: number | null;
  due_at: number | null;
  band_mm: number | null;
  basis: RecommendationBasis;
}

/** A run time in words: "45 min", "3 h", "3 h 10 min". */
export function runTimeWords(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  const h = Math.floor(m / 60);
  const rest = m % 60;
  if (!h) return `${rest} min`;
  return rest ? `${h} h ${rest} min` : `${h} h`;
}

/** A depth in mm as the advice says it: whole millimetres from 10 up, one decimal below. */
export const mmWords = (mm: number): string => `${mm >= 10 ? Math.round(mm) : Math.round(mm * 10) / 10} mm`;
