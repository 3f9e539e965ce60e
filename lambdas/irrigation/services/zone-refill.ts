/**
 * Time to refill for a zone: for each of its sensors (those whose position lies in the zone), the
 * estimate of refill-time.ts from the last 7 days of valid readings, the zone's refill point at
 * each depth (between its WP and FC by its refill share) and the field's weather, the same inputs
 * the forecasts are made from. Another grower's zone is not found (404).
 */
import { DEFAULT_REFILL_SHARE, refillPoint } from '@shared/alerts/kinds';
import { MEASURED_DEPTHS } from '@shared/agronomy/profile';
import { depthLimitsOf } from '@shared/agronomy/water';
import type { RefillDepthView, ZoneRefillView } from '@shared/advice/refill-time';
import { estimateRefillTime } from '../../agronomy/water/refill-time';
import { ENGLISH_TEXT, refillReasonText, refillZoneReasonText } from '@shared/i18n/labels/advice-texts';
import { interestDepthOf } from '@shared/management/zone-limits';
import { DEPTH_CM_OF, depthValues } from '@shared/readings/depths';
import type { ReadingsStore } from '../../readings';
import type { FieldItem, ZoneItem } from '../../farms';
import { seriesOf, type SensorItem, ownZone } from '../../sensors';
import { fieldCentroid } from '../../weather';
import type { WeatherSource } from '../../forecasts';
import { validReadings } from '../../readings';
const HOUR_MS = 3_600_000;
const HISTORY_MS = 7 * 24 * HOUR_MS;

/** The zone's refill point at 10, 50 and 100 cm, % VWC. */
export function zoneRefillPoints(zone: ZoneItem): number[] {
  const share =
    zone.refill_share !== undefined && Number.isFinite(zone.refill_share) ? zone.refill_share : DEFAULT_REFILL_SHARE;
  const { wiltingPoint, fieldCapacity } = depthLimitsOf(zone);
  return wiltingPoint.map((wp, i) => refillPoint(wp, fieldCapacity[i]!, share));
}

const round = (v: number | null, digits: number) => (v === null ? null : Math.round(v * 10 ** digits) / 10 ** digits);

/** What the estimate reads besides the zone: the readings and the field's weather. */
export type RefillTimeContext = { store: ReadingsStore; weather: WeatherSource; now?: number };

export async function zoneRefillTime(
  userName: string,
  zoneId: string,
  ctx: RefillTimeContext,
): Promise<ZoneRefillView> {
  const { zone, field, inside } = await ownZone(userName, zoneId);
  return refillTimeOf(zone, field, inside, ctx);
}

/** The estimate for a zone, its field and its sensors already read (the recommendation has read them). */
export async function refillTimeOf(
  zone: ZoneItem,
  field: FieldItem,
  inZone: readonly SensorItem[],
  ctx: RefillTimeContext,
): Promise<ZoneRefillView> {
  const zoneId = zone.id;
  const interest = DEPTH_CM_OF[interestDepthOf(zone.interest_layer)];
  if (!inZone.length)
    return {
      zone_id: zoneId,
      interest_depth_cm: interest,
      sensors: [],
      reason: refillZoneReasonText('no_sensor', ENGLISH_TEXT),
      reason_code: 'no_sensor',
    };
  const ring = field.points.coordinates[0];
  const centre = ring?.length ? fieldCentroid(ring) : undefined;
  const refillPoints = zoneRefillPoints(zone);
  const now = ctx.now ?? Date.now();
  const weatherByHour = new Map<number, ReturnType<WeatherSource>>();
  const out = await Promise.all(
    inZone.map(async (sensor) => {
      const history = await validReadings(ctx.store, seriesOf(sensor), now - HISTORY_MS, now);
      const newest = history[history.length - 1];
      if (!newest) {
        const depths = MEASURED_DEPTHS.map((depth_cm, i): RefillDepthView => ({
          depth_cm,
          status: 'unknown',
          refill_point: round(refillPoints[i]!, 2),
          current: null,
          hours: null,
          at: null,
          drying_per_day: null,
          et0_per_day: null,
          reason: refillReasonText('no_readings_7_days', ENGLISH_TEXT),
          reason_code: 'no_readings_7_days',
          freezing: false,
        }));
        return { sensor_id: sensor.sensor_id, alias: sensor.alias, issued_at: null, depths };
      }
      const issuedAt = newest.time;
      // The sensors of a zone mostly share their newest reading's hour: one weather look-up for them.
      const hourKey = Math.floor(issuedAt / HOUR_MS);
      let weather = weatherByHour.get(hourKey);
      if (!weather)
        weatherByHour.set(
          hourKey,
          (weather = centre
            ? ctx.weather(centre, issuedAt - HISTORY_MS, issuedAt + 72 * HOUR_MS)
            : Promise.resolve([])),
        );
      const estimate = estimateRefillTime({
        issuedAt,
        depthsCm: MEASURED_DEPTHS,
        history: history.map((r) => ({
          time: r.time,
          moisture: depthValues(r.calibrated),
          temperature: r.temperature,
        })),
        refillPoints,
        weather: await weather,
        ...(centre ? { latitude: centre.lat } : {}),
      });
      const depths = estimate.map((e): RefillDepthView => ({
        depth_cm: e.depthCm,
        status: e.status,
        refill_point: round(e.refillPoint, 2),
        current: round(e.current, 2),
        hours: round(e.hours, 1),
        at: e.at === null ? null : Math.round(e.at / 1000),
        drying_per_day: e.dryingPerDay,
        freezing: e.freezing,
        et0_per_day: e.et0PerDay,
        reason: e.reason,
        reason_code: e.reasonCode,
      }));
      return { sensor_id: sensor.sensor_id, alias: sensor.alias, issued_at: Math.round(issuedAt / 1000), depths };
    }),
  );
  return { zone_id: zoneId, interest_depth_cm: interest, sensors: out, reason: null, reason_code: null };
}
