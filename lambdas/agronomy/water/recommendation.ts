/**
 * How much to irrigate a zone and by when, from what its sensors measured, their forecasts, the
 * weather forecast and the zone's system. Pure: the service passes everything in.
 *
 * - deficit: to field capacity over the root depth (shared/agronomy/water.ts), the mean over the
 *   zone's sensors with a reading.
 * - rain: of the rain forecast for the next 48 h, each day's beyond its first 2 mm (what the
 *   canopy and the surface hold back, as the forecast model takes it), pro rata to the part of
 *   the day inside the window, taken off the deficit up to the deficit: net = deficit − taken.
 * - gross = net ÷ efficiency; run time = gross ÷ application rate.
 * - due: now when a sensor is already below the zone's refill point at its interest layer; else
 *   the earliest crossing of it over the zone's sensors (the time-to-refill estimate's, else the
 *   forecast's); else not within the forecast (72 h).
 * - band: the sensors' own +24 h forecast error (mean absolute, per depth, over the skill
 *   window) profiled and summed over the root depth like the water, in mm; with fewer than
 *   MIN_SKILL_N verified forecasts, no band and the words why.
 */
import { cropById, defaultRootDepthCm, etc, kcOnDay } from '@shared/agronomy/crops';
import { estimateProfile, LAYER_DEPTHS, MEASURED_DEPTHS } from '@shared/agronomy/profile';
import {
  deficitToFieldCapacity,
  layersFromDepths,
  readilyAvailableWater,
  totalAvailableWater,
  waterMm,
  type DepthLimits,
} from '@shared/agronomy/water';
import { efficiencyOf, FALLBACK_ROOT_DEPTH_CM, type ZoneSystem } from '@shared/irrigation/system';
import type {
  AdviceReasonCode,
  DueKind,
  Recommendation,
  RecommendationBasis,
  SensorBasis,
  SkillNoteValues,
} from '@shared/irrigation/recommendation';
import { adviceReasonText, ENGLISH_TEXT, skillNoteText } from '@shared/i18n/labels/advice-texts';
import { FORECAST_PARAMETERS } from '../forecast/forecast';
import { FORECAST_HORIZON_H, type WeatherInterval } from '../forecast/forecast-types';

const HOUR_MS = 3_600_000;
/** Rain forecast looked at, h. */
export const RAIN_WINDOW_H = 48;
/** Each day's first rain that never reaches the roots, mm: the forecast model's interception. */
export const INTERCEPTED_MM_PER_DAY = FORECAST_PARAMETERS.interceptionMm;
/** The skill horizon the band comes from, h. */
export const BAND_HORIZON_H = 24;
/** Verified +24 h forecasts needed at each depth before the band is given (two days of 2-hourly forecasts). */
export const MIN_SKILL_N = 24;
/** The depletion fraction without a crop: FAO-56's common value. */
export const DEFAULT_P = 0.5;

export interface SensorSoil {
  sensorId: string;
  /** When the values were measured, epoch ms. */
  measuredAt: number;
  /** % VWC at MEASURED_DEPTHS (10, 50, 100 cm). */
  values: readonly (number | null)[];
  /** The newest forecast: rows [hours after issue, moisture per depth…]. */
  forecast?: { issued_at: number; depths: readonly number[]; steps: readonly (number | null)[][] };
  /** Its verified +24 h forecasts: per depth, the sum of absolute errors (% VWC) and their number. */
  skill24: readonly { depthCm: number; sumAbs: number; n: number }[];
  /**
   * The time-to-refill estimate at the refill depth (refill-time.ts, the one the zone card's
   * refill line shows and the backtest measures): its crossing (epoch ms), or null when it sees
   * none within 3 days. Absent when it could not be made: the forecast's crossing stands in.
   */
  refillEstimate?: { atMs: number | null };
}

export interface RecommendationInput {
  now: number;
  /** The zone's local calendar day (yyyy-mm-dd): Kc's day. */
  today: string;
  zone: {
    name: string;
    limits: DepthLimits;
    saturation?: number;
    /** The refill point at the zone's interest layer, % VWC. */
    refill: { depthCm: number; value: number };
  };
  system: ZoneSystem | undefined;
  sensors: readonly SensorSoil[];
  /** Daily weather covering now to now + 48 h; null when it could not be had. */
  weather: readonly WeatherInterval[] | null;
}

const finite = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);
const r1 = (v: number) => Math.round(v * 10) / 10;
const r2 = (v: number) => Math.round(v * 100) / 100;
const seconds = (ms: number) => Math.floor(ms / 1000);
const mean = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;

/** The root depth a system gives, and where it came from. */
export function rootDepthOf(system: ZoneSystem): { cm: number; source: 'grower' | 'crop' | 'default' } {
  if (finite(system.root_depth_cm)) return { cm: system.root_depth_cm, source: 'grower' };
  const crop = cropById(system.crop);
  return crop ? { cm: defaultRootDepthCm(crop), source: 'crop' } : { cm: FALLBACK_ROOT_DEPTH_CM, source: 'default' };
}

/** Rain forecast and its effective part in [fromMs, toMs), mm; each daily interval pro rata to its overlap. */
export function rainIn(
  weather: readonly WeatherInterval[],
  fromMs: number,
  toMs: number,
): { forecast: number; effective: number } {
  let forecast = 0;
  let effective = 0;
  for (const w of weather) {
    if (!finite(w.precipMm) || w.toMs <= w.fromMs) continue;
    const overlap = Math.max(0, Math.min(toMs, w.toMs) - Math.max(fromMs, w.fromMs));
    if (!overlap) continue;
    const share = overlap / (w.toMs - w.fromMs);
    forecast += w.precipMm * share;
    effective += Math.max(0, w.precipMm - INTERCEPTED_MM_PER_DAY) * share;
  }
  return { forecast, effective };
}

/** When the forecast first has `depthCm` below `refill` after `now` (epoch ms), within its horizon. */
export function crossingOf(
  forecast: SensorSoil['forecast'],
  depthCm: number,
  refill: number,
  now: number,
): number | undefined {
  if (!forecast) return undefined;
  const i = forecast.depths.indexOf(depthCm);
  if (i < 0) return undefined;
  for (const step of forecast.steps) {
    const [hours, value] = [step[0], step[1 + i]];
    if (!finite(hours) || !finite(value)) continue;
    const at = forecast.issued_at + hours * HOUR_MS;
    if (at > now && value < refill) return at;
  }
  return undefined;
}

/** A measured value at a depth (10, 50 or 100 cm). */
const valueAt = (s: SensorSoil, depthCm: number) =>
  s.values[MEASURED_DEPTHS.indexOf(depthCm as (typeof MEASURED_DEPTHS)[number])];

/** The band: the +24 h error profiled over the root depth, mm; null with too little history. */
function bandOf(
  sensors: readonly SensorSoil[],
  rootDepthCm: number,
): { band: number | null; n: number; mae: (number | null)[]; noteValues: SkillNoteValues | null } {
  const per = sensors.map((s) =>
    MEASURED_DEPTHS.map((d) => {
      const k = s.skill24.find((x) => x.depthCm === d);
      return k && k.n > 0 ? { mae: k.sumAbs / k.n, n: k.n } : { mae: null, n: 0 };
    }),
  );
  const withHistory = per.filter((depths) => depths.every((d) => d.n >= MIN_SKILL_N));
  const n = per.reduce((s, depths) => s + Math.min(...depths.map((d) => d.n)), 0);
  const mae = MEASURED_DEPTHS.map((_, i) => {
    const known = per.flatMap((depths) => (finite(depths[i]!.mae) ? [depths[i]!.mae!] : []));
    return known.length ? r2(mean(known)) : null;
  });
  if (!withHistory.length) {
    const fewest = per.length ? Math.max(...per.map((depths) => Math.min(...depths.map((d) => d.n)))) : 0;
    return { band: null, n, mae, noteValues: { count: fewest, needed: MIN_SKILL_N } };
  }
  const bands = withHistory.flatMap((depths) => {
    const mm = waterMm(layersFromDepths(depths.map((d) => d.mae)), rootDepthCm);
    return mm === null ? [] : [mm];
  });
  return { band: bands.length ? r1(mean(bands)) : null, n, mae, noteValues: null };
}

/** The recommendation of a zone. */
export function recommend(input: RecommendationInput): Recommendation {
  const { now, zone, system } = input;
  const crop = cropById(system?.crop);
  const root = system ? rootDepthOf(system) : null;
  const kc = crop && system?.planting_date ? (kcOnDay(crop, system.planting_date, input.today) ?? null) : null;
  const today = input.weather?.find((w) => w.fromMs <= now && now < w.toMs);
  const et0 = finite(today?.et0Mm) ? today.et0Mm : null;
  const p = crop?.p ?? DEFAULT_P;
  const taw = root ? totalAvailableWater(zone.limits, root.cm) : null;
  const measured = input.sensors.filter((s) => s.values.some(finite));

  const sensors: SensorBasis[] = measured.map((s) => {
    const profile = estimateProfile(
      MEASURED_DEPTHS.map((depth, i) => ({ depth, value: s.values[i] ?? null })),
      LAYER_DEPTHS,
      zone.saturation,
    );
    // The advice's "by when" is the time-to-refill estimate's, so the card's two lines agree.
    const estimated = s.refillEstimate !== undefined;
    const crossing = estimated
      ? (s.refillEstimate!.atMs ?? undefined)
      : crossingOf(s.forecast, zone.refill.depthCm, zone.refill.value, now);
    const deficit = root ? deficitToFieldCapacity(profile, zone.limits, root.cm) : null;
    return {
      sensor_id: s.sensorId,
      measured_at: seconds(s.measuredAt),
      values: MEASURED_DEPTHS.map((depth, i) => ({ depth_cm: depth, value: s.values[i] ?? null })),
      profile: root
        ? LAYER_DEPTHS.filter((d) => d <= root.cm + 10).map((_, i) => (finite(profile[i]) ? r1(profile[i]!) : null))
        : [],
      deficit_mm: deficit === null ? null : r1(deficit),
      crossing_at: crossing === undefined ? null : seconds(crossing),
      crossing_source: estimated ? 'refill-time' : 'forecast',
    };
  });

  const skill = bandOf(measured, root?.cm ?? FALLBACK_ROOT_DEPTH_CM);
  const rain = input.weather ? rainIn(input.weather, now, now + RAIN_WINDOW_H * HOUR_MS) : null;
  const basis: RecommendationBasis = {
    zone_name: zone.name,
    computed_at: seconds(now),
    reason: null,
    reason_code: null,
    method: system?.method ?? null,
    application_rate_mm_h: system?.application_rate_mm_h ?? null,
    efficiency_pct: system ? efficiencyOf(system) : null,
    root_depth_cm: root?.cm ?? null,
    root_depth_source: root?.source ?? null,
    crop: crop ? { id: crop.id, name: crop.name } : null,
    planting_date: system?.planting_date ?? null,
    kc: kc === null ? null : r2(kc),
    et0_today_mm: et0 === null ? null : r1(et0),
    etc_today_mm: kc !== null && et0 !== null ? r1(etc(kc, et0)) : null,
    p: system ? p : null,
    taw_mm: taw === null ? null : r1(taw),
    raw_mm: taw === null ? null : r1(readilyAvailableWater(taw, p)),
    wilting_point: MEASURED_DEPTHS.map((depth, i) => ({ depth_cm: depth, value: zone.limits.wiltingPoint[i] ?? null })),
    field_capacity: MEASURED_DEPTHS.map((depth, i) => ({
      depth_cm: depth,
      value: zone.limits.fieldCapacity[i] ?? null,
    })),
    refill: { depth_cm: zone.refill.depthCm, value: r1(zone.refill.value) },
    sensors,
    rain: {
      known: rain !== null,
      window_h: RAIN_WINDOW_H,
      forecast_mm: rain ? r1(rain.forecast) : null,
      intercepted_mm_per_day: INTERCEPTED_MM_PER_DAY,
      effective_mm: rain ? r1(rain.effective) : null,
      taken_mm: null,
    },
    due: null,
    forecast_horizon_h: FORECAST_HORIZON_H,
    skill: {
      horizon_h: BAND_HORIZON_H,
      n: skill.n,
      min_n: MIN_SKILL_N,
      mae: MEASURED_DEPTHS.map((depth, i) => ({ depth_cm: depth, value: skill.mae[i] ?? null })),
      note: skill.noteValues ? skillNoteText('too_little_history', skill.noteValues, ENGLISH_TEXT) : null,
      note_code: skill.noteValues ? 'too_little_history' : null,
      note_values: skill.noteValues,
    },
  };
  const none = (code: AdviceReasonCode): Recommendation => ({
    deficit_mm: null,
    rain_forecast_mm: null,
    net_mm: null,
    gross_mm: null,
    run_minutes: null,
    due_at: null,
    band_mm: null,
    basis: { ...basis, reason: adviceReasonText(code, ENGLISH_TEXT), reason_code: code },
  });

  if (!input.sensors.length) return none('no_sensor');
  if (!system) return none('no_system');
  const deficits = sensors.flatMap((s) => (finite(s.deficit_mm) ? [s.deficit_mm] : []));
  if (!deficits.length) return none('no_recent_reading');

  const deficit = mean(deficits);
  const taken = rain ? Math.min(rain.effective, deficit) : 0;
  const net = Math.max(0, deficit - taken);
  const gross = net / (efficiencyOf(system) / 100);
  const runMinutes = Math.round((gross / system.application_rate_mm_h) * 60);

  const below = measured.some((s) => {
    const v = valueAt(s, zone.refill.depthCm);
    const estimatedAt = s.refillEstimate?.atMs;
    return (finite(v) && v < zone.refill.value) || (finite(estimatedAt) && estimatedAt <= now);
  });
  const crossings = sensors.flatMap((s) => (s.crossing_at === null ? [] : [s.crossing_at]));
  const due: DueKind = below ? 'now' : crossings.length ? 'forecast' : 'not-within-forecast';
  const dueAt = due === 'now' ? seconds(now) : due === 'forecast' ? Math.min(...crossings) : null;

  return {
    deficit_mm: r1(deficit),
    rain_forecast_mm: r1(taken),
    net_mm: r1(net),
    gross_mm: r1(gross),
    run_minutes: runMinutes,
    due_at: dueAt,
    band_mm: skill.band,
    basis: { ...basis, due, rain: { ...basis.rain, taken_mm: rain ? r1(taken) : null } },
  };
}
