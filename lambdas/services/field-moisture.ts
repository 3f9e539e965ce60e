/**
 * `GET /api/v2/moisture/{field_id}`: every sensor of a
 * field with its moisture (the last 3 days, else the latest reading; or over a range, averaged
 * down to a chart's worth of points) and the zone it lies in.
 */
import { pointInPolygon } from '@shared/geo';
import type { ReadingsStore, SeriesKey } from '../store/readings/port';
import { seriesOf } from '../store/sensors';
import { listZones } from '../store/zones';
import type { MoistureReading, SensorMoisture } from '@shared/readings/views';
import { toMoisture, validReadings } from './readings';
import { pastPredictionRows, predictionRows, skillOf } from './forecast-views';
import { newestForecast } from '../store/forecasts';
import { ownFieldSensors, presentSensor } from './sensors';

/** Without a range: the last 3 days (the dashboard's daily samples reach 3 days back). */
const RECENT_MS = 3 * 86_400_000;
/** A field's range answer holds at most this many points per sensor; longer ranges are averaged. */
export const MAX_POINTS_PER_SENSOR = 750;

/**
 * At most `maxPoints` readings: beyond that, the means over equal time buckets (a chart of a year
 * is a few hundred pixels wide; the per-sensor route and the CSV keep every reading).
 */
export function thin(readings: MoistureReading[], fromMs: number, toMs: number, maxPoints = MAX_POINTS_PER_SENSOR): { readings: MoistureReading[]; resolution_s: number | null } {
  if (readings.length <= maxPoints) return { readings, resolution_s: null };
  const bucketMs = Math.ceil((toMs - fromMs + 1) / maxPoints / 60_000) * 60_000;
  const keys = ['time', 'cap50_percent', 'cap100_percent', 'cap150_percent', 'temperature', 'battery_vol'] as const;
  const out: MoistureReading[] = [];
  let i = 0;
  while (i < readings.length) {
    const bucket = Math.floor((readings[i]!.time - fromMs) / bucketMs);
    const sums = new Map<string, [number, number]>();
    for (; i < readings.length && Math.floor((readings[i]!.time - fromMs) / bucketMs) === bucket; i++) {
      for (const k of keys) {
        const v = readings[i]![k];
        if (v === null) continue;
        const [sum, n] = sums.get(k) ?? [0, 0];
        sums.set(k, [sum + v, n + 1]);
      }
    }
    const mean = (k: (typeof keys)[number]) => {
      const [sum, n] = sums.get(k) ?? [0, 0];
      return n ? Math.round((sum / n) * 1000) / 1000 : null;
    };
    out.push({ time: Math.round(mean('time')!), cap50_percent: mean('cap50_percent'), cap100_percent: mean('cap100_percent'), cap150_percent: mean('cap150_percent'), temperature: mean('temperature'), battery_vol: mean('battery_vol') });
  }
  return { readings: out, resolution_s: bucketMs / 1000 };
}

/**
 * Each sensor of the field with its `moisture` (its valid readings of the last 3 days, else its
 * latest one; or with a range every valid reading in it, averaged down to MAX_POINTS_PER_SENSOR),
 * the zone it lies in (with the ids of the field's sensors in that zone), its forecasts
 * (`prediction`, `pastPrediction`: forecast-views.ts) and how good they have been (`skill`).
 */
export async function moistureOfField(userName: string, fieldId: string, store: ReadingsStore, range?: { fromMs: number; toMs: number }): Promise<SensorMoisture[]> {
  const [{ field, sensors: registrations }, zones] = await Promise.all([ownFieldSensors(userName, fieldId), listZones(userName)]);
  const sensors = registrations.map((s) => ({ ...presentSensor(s, field), series: seriesOf(s) }));
  const fieldZones = zones.filter((z) => z.field_id === fieldId);
  const moistureOf = async (series: SeriesKey): Promise<{ moisture: MoistureReading[]; resolution_s?: number | null }> => {
    if (!range) {
      // The dashboard cards take daily samples up to 3 days back; a sensor
      // silent for longer still shows its last reading.
      const now = Date.now();
      const recent = await validReadings(store, series, now - RECENT_MS, now);
      if (recent.length) return { moisture: recent.map(toMoisture) };
      const latest = await store.latest(series, { validOnly: true });
      return { moisture: latest ? [toMoisture(latest)] : [] };
    }
    const all = (await validReadings(store, series, range.fromMs, range.toMs)).map(toMoisture);
    const { readings, resolution_s } = thin(all, range.fromMs, range.toMs);
    return { moisture: readings, resolution_s };
  };
  const zoneOf = (s: (typeof sensors)[number]) => fieldZones.find((z) => pointInPolygon(s.points.coordinates, z.points.coordinates[0]!));
  const now = Date.now();
  return Promise.all(
    sensors.map(async (s) => {
      const zone = zoneOf(s);
      const saturation = zone ? Math.max(zone.saturation_50, zone.saturation_100, zone.saturation_150) : undefined;
      const [{ moisture, resolution_s }, newest, skill] = await Promise.all([moistureOf(s.series), newestForecast(s.series), skillOf(s.series, now)]);
      return {
        sensor_id: s.sensor_id,
        alias: s.alias,
        points: s.points,
        moisture,
        ...(resolution_s !== undefined ? { resolution_s } : {}),
        prediction: predictionRows(newest, now, saturation),
        pastPrediction: await pastPredictionRows(s.series, newest, now, saturation),
        skill,
        zone: zone
          ? {
              id: zone.id,
              zonename: zone.zonename,
              croptype: zone.croptype,
              interest_layer: zone.interest_layer,
              wpoint_50: zone.wpoint_50,
              wpoint_100: zone.wpoint_100,
              wpoint_150: zone.wpoint_150,
              fcapacity_50: zone.fcapacity_50,
              fcapacity_100: zone.fcapacity_100,
              fcapacity_150: zone.fcapacity_150,
              saturation_50: zone.saturation_50,
              saturation_100: zone.saturation_100,
              saturation_150: zone.saturation_150,
              sensors: sensors.filter((o) => zoneOf(o)?.id === zone.id).map((o) => o.sensor_id),
            }
          : null,
      };
    }),
  );
}
