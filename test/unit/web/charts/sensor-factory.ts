/** A sensor of the field moisture answer for the chart tests, with overrides. */
import type { MoistureReading, PredictionRow, SensorMoisture, ZoneProfile } from '@shared/readings/views';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export const T0 = Date.UTC(2026, 10, 24, 12, 0);

export const reading = (
  time: number,
  m10: number | null,
  m50: number | null,
  m100: number | null,
  extra: Partial<MoistureReading> = {},
): MoistureReading => ({
  time,
  cap50_percent: m10,
  cap100_percent: m50,
  cap150_percent: m100,
  temperature: 18,
  battery_vol: 3.7,
  ...extra,
});

/** A forecast row whose 20 layers are `value` (Layer_1/5/10 as given when set). */
export function predictionRow(
  time: number,
  value: number,
  at: Partial<Record<`Layer_${number}`, number>> = {},
  temperature: number | null = 20,
): PredictionRow {
  const row: PredictionRow = { name: new Date(time).toISOString(), time, Temperature: temperature };
  for (let i = 0; i < 20; i++) row[`Layer_${i}`] = value;
  return Object.assign(row, at);
}

export const zone = (overrides: Partial<ZoneProfile> = {}): ZoneProfile => ({
  id: 'z1',
  zonename: 'North',
  croptype: 'Corn',
  interest_layer: 1,
  wpoint_50: 10,
  wpoint_100: 12,
  wpoint_150: 14,
  fcapacity_50: 25,
  fcapacity_100: 27,
  fcapacity_150: 29,
  saturation_50: 40,
  saturation_100: 42,
  saturation_150: 44,
  sensors: ['S1'],
  ...overrides,
});

export const sensor = (overrides: Partial<SensorMoisture> = {}): SensorMoisture => ({
  sensor_id: 'S1',
  alias: 'North probe',
  points: { type: 'Point', coordinates: [146, -34] },
  moisture: [],
  prediction: [],
  pastPrediction: [],
  skill: [],
  zone: null,
  ...overrides,
});
