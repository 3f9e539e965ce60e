/**
 * A zone's recommendation (`GET /api/v2/zone/{id}/recommendation`), computed when asked from what
 * is stored: the zone (WP/FC, refill point, `system`), the field's sensors that lie in it (the
 * zone a sensor lies in is the first of its field's zones that holds it, as the dashboard and the
 * alerts place it), each one's newest forecast (its origin is the reading it started from, its
 * steps give the refill crossing) and skill counters, read together as the field answer reads
 * them (field-forecasts.ts: two BatchGetItems whatever the number of sensors), and the field's
 * daily weather for the next 48 h from the weather cache. Its due time is the time-to-refill
 * estimate's (zone-refill.ts), so the zone card's advice and refill lines name the same time.
 *
 * Computed on read rather than stored by the forecast job: its inputs are the newest forecasts
 * themselves, so it is exactly as fresh as the newest forecast, a change of the zone's system
 * shows at once, and the forecast job does no extra work.
 */
import { depthLimitsOf } from '@shared/agronomy/water';
import { MEASURED_DEPTHS } from '@shared/agronomy/profile';
import type { Recommendation } from '@shared/irrigation/recommendation';
import { zoneRefillPoint } from '../../agronomy/alert-conditions';
import { localDate } from '../../agronomy/local-dates';
import { recommend, RAIN_WINDOW_H, BAND_HORIZON_H, type SensorSoil } from '../../agronomy/water/recommendation';
import { refusal } from '../../platform/refusal';
import { NotFoundError } from '../../platform/errors';
import type { SkillCounters, WeatherSource } from '../../forecasts';
import { seriesOf, type SensorItem, ownFieldSensors, zoneSystemOf } from '../../sensors';
import type { FieldItem } from '../../farms';
import { listZones, type ZoneItem } from '../../farms';
import { logger } from '../../platform/telemetry/logger';
import { forecastsOfSeries, zoneAt, zoneSaturation } from '../../forecasts';
import type { ReadingsStore } from '../../readings';
import { refillTimeOf } from './zone-refill';
import { cachePlace, fieldCentroid, forecastWeather, timeZoneAt } from '../../weather';

const HOUR_MS = 3_600_000;
/** A forecast made from a reading older than this says nothing about the soil now. */
export const STALE_MS = 3 * 24 * HOUR_MS;

/** A series' +24 h skill per depth: the sums of its daily counters. */
function skill24(days: readonly SkillCounters[]): SensorSoil['skill24'] {
  const total = (key: string) =>
    days.reduce((s, d) => s + (Object.hasOwn(d, key) && typeof d[key] === 'number' ? d[key] : 0), 0);
  return MEASURED_DEPTHS.map((depthCm) => ({
    depthCm,
    sumAbs: total(`model_h${BAND_HORIZON_H}_d${depthCm}`),
    n: total(`n_h${BAND_HORIZON_H}_d${depthCm}`),
  }));
}

/**
 * Each sensor's time-to-refill estimate at the refill depth (zone-refill.ts: what the zone card's
 * refill line says), so the advice's "by when" is the same time; a sensor or a zone it cannot
 * estimate is left out, and the forecast's crossing stands in for it.
 */
async function refillEstimates(
  zone: ZoneItem,
  field: FieldItem,
  inZone: readonly SensorItem[],
  depthCm: number,
  ctx: RefillContext,
  now: number,
): Promise<Map<string, SensorSoil['refillEstimate']>> {
  const view = await refillTimeOf(zone, field, inZone, { ...ctx, now }).catch((err: unknown) => {
    logger.warn('recommendation made without the time-to-refill estimate', { zoneId: zone.id, error: String(err) });
    return null;
  });
  const out = new Map<string, SensorSoil['refillEstimate']>();
  for (const sensor of view?.sensors ?? []) {
    const d = sensor.depths.find((x) => x.depth_cm === depthCm);
    // To the hour before, as the refill line words it: an estimate's minutes are not worth stating, and "by" should not
    // be late.
    if (d?.status === 'crossing' && d.at !== null)
      out.set(sensor.sensor_id, { atMs: Math.max(now, Math.floor(d.at / 3600) * 3_600_000) });
    else if (d?.status === 'below') out.set(sensor.sensor_id, { atMs: now });
    else if (d?.status === 'not-within') out.set(sensor.sensor_id, { atMs: null });
  }
  return out;
}

/**
 * What the time-to-refill estimate reads: the readings and the field's weather (the API's advice function has both).
 */
export type RefillContext = { store: ReadingsStore; weather: WeatherSource };

/**
 * The recommendation of one of the caller's zones; another grower's (or no) zone is a 404.
 * Without `refill` (the alerts, which want the amount only) the due time is the forecast's crossing.
 */
export async function zoneRecommendation(
  userName: string,
  zoneId: string,
  now = Date.now(),
  refill?: RefillContext,
): Promise<Recommendation> {
  const zones = await listZones(userName);
  const zone = zones.find((z) => z.id === zoneId);
  if (!zone) throw new NotFoundError(refusal('refusals.zoneNotFound'));
  const { field, sensors } = await ownFieldSensors(userName, zone.field_id);
  const inZone = sensors.filter((s) => zoneAt(zones, zone.field_id, s.points.coordinates)?.id === zone.id);
  const place = fieldCentroid(field.points.coordinates[0] as [number, number][]);
  const refillAt = zoneRefillPoint(zone);
  const [forecasts, weather, estimates] = await Promise.all([
    inZone.length ? forecastsOfSeries(inZone.map(seriesOf), now) : Promise.resolve(new Map()),
    forecastWeather(place, now, now + RAIN_WINDOW_H * HOUR_MS).catch((err: unknown) => {
      // The advice stands without the rain; its basis says the weather was not known.
      logger.warn('recommendation made without weather', { zoneId, error: String(err) });
      return null;
    }),
    refill && inZone.length
      ? refillEstimates(zone, field, inZone, refillAt.depthCm, refill, now)
      : Promise.resolve(new Map<string, SensorSoil['refillEstimate']>()),
  ]);
  const soils: SensorSoil[] = inZone.map((s) => {
    const f = forecasts.get(seriesOf(s));
    const newest = f?.newest && now - f.newest.issued_at <= STALE_MS ? f.newest : undefined;
    return {
      sensorId: s.sensor_id,
      measuredAt: newest?.issued_at ?? now,
      values: MEASURED_DEPTHS.map((d) => {
        const i = newest ? newest.depths.indexOf(d) : -1;
        const v = i >= 0 ? newest!.origin[i] : null;
        return typeof v === 'number' && Number.isFinite(v) ? v : null;
      }),
      forecast: newest,
      skill24: skill24(f?.skill ?? []),
      ...(estimates.has(s.sensor_id) ? { refillEstimate: estimates.get(s.sensor_id) } : {}),
    };
  });
  return recommend({
    now,
    today: localDate(now, timeZoneAt(cachePlace(place))),
    zone: {
      name: zone.zonename,
      limits: depthLimitsOf(zone),
      saturation: zoneSaturation(zone),
      refill: { depthCm: refillAt.depthCm, value: refillAt.refill },
    },
    system: zoneSystemOf(zone),
    sensors: soils,
    weather,
  });
}
