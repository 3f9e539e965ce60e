/**
 * Read side of the readings (monitoring spec §3, §7): a field's sensors, per-sensor readings for
 * a range (valid ones only: what charts get), the latest reading, and the CSV export.
 */
import { pointInPolygon } from '../../shared/geo';
import type { ReadingsStore, Reading } from '../store/readings/port';
import { listZones } from '../store/zones';
import { listSensorsOfField } from '../store/sensors';
import { ownField } from './fields';
import { ownSensor, presentSensor } from './sensors';

/** Spec §3 "Moisture reading": time in ms, the three calibrated depths, temperature, battery. */
export interface MoistureReading {
  time: number;
  cap50_percent: number | null;
  cap100_percent: number | null;
  cap150_percent: number | null;
  temperature: number | null;
  battery_vol: number | null;
}

export const toMoisture = (r: Reading): MoistureReading => ({
  time: r.time,
  cap50_percent: r.calibrated.cap50_percent,
  cap100_percent: r.calibrated.cap100_percent,
  cap150_percent: r.calibrated.cap150_percent,
  temperature: r.temperature,
  battery_vol: r.battery_vol,
});

export async function sensorsOfField(userName: string, fieldId: string) {
  const field = await ownField(userName, fieldId);
  const sensors = (await listSensorsOfField(fieldId)).filter((s) => s.owner === userName);
  return sensors.sort((a, b) => (a.alias || a.sensor_id).localeCompare(b.alias || b.sensor_id)).map((s) => presentSensor(s, field));
}

export async function readingsOf(userName: string, sensorId: string, store: ReadingsStore, fromMs: number, toMs: number): Promise<MoistureReading[]> {
  await ownSensor(userName, sensorId);
  return (await store.range(sensorId, { from: fromMs, to: toMs, validOnly: true })).map(toMoisture);
}

export async function latestOf(userName: string, sensorId: string, store: ReadingsStore): Promise<MoistureReading | null> {
  await ownSensor(userName, sensorId);
  const r = await store.latest(sensorId, { validOnly: true });
  return r ? toMoisture(r) : null;
}

/**
 * `GET /api/v2/moisture/{field_id}` (monitoring spec §3 "per-sensor data"): each sensor of the
 * field with its latest valid reading as `moisture`, the zone it lies in (profile of §3), and the
 * prediction slots the agronomy issue fills (null until then).
 */
export async function moistureOfField(userName: string, fieldId: string, store: ReadingsStore) {
  const [sensors, zones] = await Promise.all([sensorsOfField(userName, fieldId), listZones(userName)]);
  const fieldZones = zones.filter((z) => z.field_id === fieldId);
  return Promise.all(
    sensors.map(async (s) => {
      const latest = await store.latest(s.sensor_id, { validOnly: true });
      const zone = fieldZones.find((z) => pointInPolygon(s.points.coordinates, z.points.coordinates[0]!));
      return {
        sensor_id: s.sensor_id,
        alias: s.alias,
        points: s.points,
        moisture: latest ? [toMoisture(latest)] : [],
        prediction: null,
        pastPrediction: null,
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
            }
          : null,
      };
    }),
  );
}
