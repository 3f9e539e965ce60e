/**
 * Read side of the readings (monitoring spec §3, §7): a field's sensors, per-sensor readings for
 * a range (valid ones only: what charts get), the latest reading, layer data, a field's moisture
 * (now or over a range), and a user's records for the prediction page.
 */
import { pointInPolygon } from '../../shared/geo';
import { MAX_RECORD_SENSORS } from '../../shared/readings/schemas';
import { BadRequestError, NotFoundError } from '../errors';
import { listFields } from '../store/fields';
import type { ReadingsStore, Reading } from '../store/readings/port';
import { listZones } from '../store/zones';
import { listSensorsOfField } from '../store/sensors';
import { ownField } from './fields';
import { ownSensor, presentSensor } from './sensors';

const DAY_MS = 86_400_000;
/** A field's range answer holds at most this many points per sensor; longer ranges are averaged. */
export const MAX_POINTS_PER_SENSOR = 750;
/**
 * The most readings one request reads for one sensor: 400 days of 2-hourly readings is 4,800,
 * but a sensor set to report every 30 s makes 2,880 a day, and an unbounded read would pass
 * Lambda's memory, time and 6 MB answer limits. Beyond it the caller is asked for a shorter range.
 */
export const MAX_READINGS_PER_REQUEST = 20_000;

/** Valid readings of a sensor in a range, refusing (400) a range that holds too many. */
async function validReadings(store: ReadingsStore, sensorId: string, fromMs: number, toMs: number): Promise<Reading[]> {
  const readings = await store.range(sensorId, { from: fromMs, to: toMs, validOnly: true, limit: MAX_READINGS_PER_REQUEST + 1 });
  if (readings.length > MAX_READINGS_PER_REQUEST) {
    throw new BadRequestError(`end: ${sensorId} has more than ${MAX_READINGS_PER_REQUEST.toLocaleString('en')} readings in this range; ask for a shorter one`);
  }
  return readings;
}

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
  return (await validReadings(store, sensorId, fromMs, toMs)).map(toMoisture);
}

export async function latestOf(userName: string, sensorId: string, store: ReadingsStore): Promise<MoistureReading | null> {
  await ownSensor(userName, sensorId);
  const r = await store.latest(sensorId, { validOnly: true });
  return r ? toMoisture(r) : null;
}

/** Spec §3 "Latest per-sensor layer data": the measured depths as the profile's layers. */
export interface LayerReading {
  time: number;
  /** 10 cm (cap50). */
  Layer_1: number | null;
  /** 50 cm (cap100). */
  Layer_5: number | null;
  /** 100 cm (cap150). */
  Layer_10: number | null;
  Temperature: number | null;
}

const toLayers = (r: Reading): LayerReading => ({
  time: r.time,
  Layer_1: r.calibrated.cap50_percent,
  Layer_5: r.calibrated.cap100_percent,
  Layer_10: r.calibrated.cap150_percent,
  Temperature: r.temperature,
});

/** The last day's valid readings as layers, oldest first (the dashboard uses the last); else the latest one. */
export async function layersOf(userName: string, sensorId: string, store: ReadingsStore, now = Date.now()): Promise<LayerReading[]> {
  await ownSensor(userName, sensorId);
  const day = await store.range(sensorId, { from: now - DAY_MS, to: now, validOnly: true });
  if (day.length) return day.map(toLayers);
  const latest = await store.latest(sensorId, { validOnly: true });
  return latest ? [toLayers(latest)] : [];
}

/** One sensor of one field over a range (the spec's "per-field moisture by sensor"). */
export async function fieldSensorReadings(userName: string, fieldId: string, sensorId: string, store: ReadingsStore, fromMs: number, toMs: number) {
  const sensor = await ownSensor(userName, sensorId);
  if (sensor.field_id !== fieldId) throw new NotFoundError('Sensor not found.');
  return (await validReadings(store, sensorId, fromMs, toMs)).map(toMoisture);
}

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
 * `GET /api/v2/moisture/{field_id}` (monitoring spec §3 "per-sensor data"): each sensor of the
 * field with its `moisture` (the latest valid reading, or with a range every valid reading in it,
 * averaged down to MAX_POINTS_PER_SENSOR), the zone it lies in (profile of §3), and the
 * prediction slots the agronomy issue fills (null until then).
 */
export async function moistureOfField(userName: string, fieldId: string, store: ReadingsStore, range?: { fromMs: number; toMs: number }) {
  const [sensors, zones] = await Promise.all([sensorsOfField(userName, fieldId), listZones(userName)]);
  const fieldZones = zones.filter((z) => z.field_id === fieldId);
  const moistureOf = async (sensorId: string): Promise<{ moisture: MoistureReading[]; resolution_s?: number | null }> => {
    if (!range) {
      const latest = await store.latest(sensorId, { validOnly: true });
      return { moisture: latest ? [toMoisture(latest)] : [] };
    }
    const all = (await validReadings(store, sensorId, range.fromMs, range.toMs)).map(toMoisture);
    const { readings, resolution_s } = thin(all, range.fromMs, range.toMs);
    return { moisture: readings, resolution_s };
  };
  return Promise.all(
    sensors.map(async (s) => {
      const { moisture, resolution_s } = await moistureOf(s.sensor_id);
      const zone = fieldZones.find((z) => pointInPolygon(s.points.coordinates, z.points.coordinates[0]!));
      return {
        sensor_id: s.sensor_id,
        alias: s.alias,
        points: s.points,
        moisture,
        ...(resolution_s !== undefined ? { resolution_s } : {}),
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

/** The measured values of one reading in a user's records. */
export type RecordValues = Omit<MoistureReading, 'time'>;

/**
 * `GET /api/record` (the admin prediction page): the user's sensors (all, or those named) with
 * their valid readings from `fromMs` to now, keyed by sensor id, then by ISO time. Sensors are
 * read a few at a time; more than MAX_RECORD_SENSORS must be asked for by name.
 */
export async function recordsOf(
  userName: string,
  fromMs: number,
  store: ReadingsStore,
  opts: { sensorIds?: string[]; now?: number } = {},
): Promise<Record<string, Record<string, RecordValues>>> {
  const now = opts.now ?? Date.now();
  const fields = await listFields(userName);
  const own = (await Promise.all(fields.map((f) => listSensorsOfField(f.field_id)))).flat().filter((s) => s.owner === userName);
  const wanted = opts.sensorIds && new Set(opts.sensorIds);
  const sensors = wanted ? own.filter((s) => wanted.has(s.sensor_id)) : own;
  if (!wanted && sensors.length > MAX_RECORD_SENSORS) {
    throw new BadRequestError(`sensor_id: ${userName} has ${sensors.length} sensors; name at most ${MAX_RECORD_SENSORS} of them (comma-separated)`);
  }
  const out: Record<string, Record<string, RecordValues>> = {};
  for (let i = 0; i < sensors.length; i += 8) {
    await Promise.all(
      sensors.slice(i, i + 8).map(async (s) => {
        const readings = await validReadings(store, s.sensor_id, fromMs, now);
        out[s.sensor_id] = Object.fromEntries(readings.map((r) => {
          const { time, ...values } = toMoisture(r);
          return [new Date(time).toISOString(), values];
        }));
      }),
    );
  }
  return out;
}
