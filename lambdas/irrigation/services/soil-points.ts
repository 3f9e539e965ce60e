/**
 * A zone's suggested full and refill points (GET /api/v2/zone/{id}/soil-points): the wettings
 * the detector finds in a year of each sensor's readings (the sensors inside the zone, else the
 * field's), what each sensor's drainage after them says per depth, pooled over the sensors.
 */
import { DEFAULT_REFILL_SHARE } from '@shared/alerts/kinds';
import { MEASURED_DEPTHS } from '@shared/agronomy/profile';
import { depthLimitsOf } from '@shared/agronomy/water';
import type { SoilPointsAnswer } from '@shared/irrigation/soil-points';
import { suggestSoilPoints } from '../../agronomy/water/soil-points';
import { detectWettings, type SoilSample } from '../../agronomy/water/wetting-events';
import { neededEvents, poolSoilPoints } from '../../agronomy/water/zone-soil-points';
import type { Reading, ReadingsStore } from '../../readings';
import { seriesOf, ownZone } from '../../sensors';
import { MAX_READINGS_PER_REQUEST } from '../../readings';
/** A year of readings: a season's wettings, and the next season's once it has come. */
export const SOIL_POINTS_HISTORY_DAYS = 365;

/** A reading as the detector takes it: the three depths' % VWC, the sensor's one temperature at the top depth. */
export const soilSample = (r: Reading): SoilSample => ({
  t: Math.floor(r.time / 1000),
  vwc: {
    [MEASURED_DEPTHS[0]]: r.calibrated.at10cm ?? undefined,
    [MEASURED_DEPTHS[1]]: r.calibrated.at50cm ?? undefined,
    [MEASURED_DEPTHS[2]]: r.calibrated.at100cm ?? undefined,
  },
  temp: { [MEASURED_DEPTHS[0]]: r.temperature ?? undefined },
});

export async function zoneSoilPoints(
  userName: string,
  zoneId: string,
  store: ReadingsStore,
  now = Date.now(),
): Promise<SoilPointsAnswer> {
  const { zone, inside, ofField } = await ownZone(userName, zoneId);
  const sensors = inside.length ? inside : ofField;
  const from = now - SOIL_POINTS_HISTORY_DAYS * 86_400_000;
  const perSensor = await Promise.all(
    sensors.map(async (sensor) => {
      // Newest first with a cap, so a sensor that reports every few minutes costs a bounded read
      // (its most recent readings) instead of a refusal.
      const readings = await store.range(seriesOf(sensor), {
        from,
        to: now,
        validOnly: true,
        descending: true,
        limit: MAX_READINGS_PER_REQUEST,
      });
      const samples = readings.reverse().map(soilSample);
      return samples.length ? suggestSoilPoints(samples, detectWettings(samples)) : [];
    }),
  );
  const { wiltingPoint } = depthLimitsOf(zone);
  const share = zone.refill_share ?? DEFAULT_REFILL_SHARE;
  const data = poolSoilPoints(perSensor, MEASURED_DEPTHS, (d) => {
    const i = MEASURED_DEPTHS.findIndex((m) => m === d);
    const wp = i >= 0 ? wiltingPoint[i] : undefined;
    return wp === undefined ? undefined : { wiltingPoint: wp, refillShare: share };
  });
  return {
    data,
    needed_events: neededEvents(data),
    basis: {
      sensor_ids: sensors.map((s) => s.sensor_id),
      sensors_from: inside.length ? 'zone' : 'field',
      since: Math.floor(from / 1000),
    },
  };
}
