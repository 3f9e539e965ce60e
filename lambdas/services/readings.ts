/**
 * Read side of the readings (monitoring spec §3, §7): a field's sensors, per-sensor readings for
 * a range (valid ones only: what charts get), the latest reading, and the CSV export.
 */
import type { ReadingsStore, Reading } from '../store/readings/port';
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
