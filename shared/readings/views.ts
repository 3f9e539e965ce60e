/**
 * What the reading routes answer, shared with the web app. The depths keep the spec's wire names:
 * cap50 = 10 cm, cap100 = 50 cm, cap150 = 100 cm.
 */
import * as z from 'zod';
import { pointView } from '../geo';
import { zoneParams } from '../management/views';
import { LAYER_COUNT } from './prediction';

const value = (what: string) => z.number().nullable().describe(what);

/** One moisture reading: time in ms, the three calibrated depths, temperature, battery. */
export const moistureReading = z.strictObject({
  time: z.number().describe('Epoch milliseconds.'),
  cap50_percent: value('Volumetric moisture (%) at 10 cm.'),
  cap100_percent: value('Volumetric moisture (%) at 50 cm.'),
  cap150_percent: value('Volumetric moisture (%) at 100 cm.'),
  temperature: value('Soil temperature (°C).'),
  battery_vol: value('Battery voltage (V).'),
});
export type MoistureReading = z.infer<typeof moistureReading>;

/** A sensor's latest layer data: the measured depths as the profile's layers. */
export const layerReading = z.strictObject({
  time: z.number().describe('Epoch milliseconds.'),
  Layer_1: value('Volumetric moisture (%) at 10 cm.'),
  Layer_5: value('Volumetric moisture (%) at 50 cm.'),
  Layer_10: value('Volumetric moisture (%) at 100 cm.'),
  Temperature: value('Soil temperature (°C).'),
});
export type LayerReading = z.infer<typeof layerReading>;

type LayerKey = `Layer_${number}`;
type Value = ReturnType<typeof value>;
const layers = Object.fromEntries(
  Array.from({ length: LAYER_COUNT }, (_, i) => [`Layer_${i}`, value(`Moisture (%) at ${i * 10} cm.`)]),
) as Record<LayerKey, Value>;
const predictionShape: { name: z.ZodString; time: z.ZodNumber; Temperature: Value } & Record<LayerKey, Value> = {
  ...layers,
  name: z.string().describe('ISO time.'),
  time: z.number().describe('Epoch milliseconds.'),
  Temperature: value('Soil temperature (°C).'),
};

/** A forecast or past-forecast row: time, temperature and the 20 profile layers (Layer_1/5/10 = 10/50/100 cm). */
export const predictionRow = z.strictObject(predictionShape);
export type PredictionRow = z.infer<typeof predictionRow>;

/** How good a sensor's forecasts have been at one horizon and depth over the last 30 days. */
export const skillFigure = z.strictObject({
  horizon_h: z.number(),
  depth_cm: z.number(),
  model_mae: z
    .number()
    .nullable()
    .describe('Mean absolute error of our forecasts (moisture points); null with no verified forecast.'),
  persistence_mae: z.number().nullable().describe('The same for "no change" (the newest reading repeated).'),
  n: z.number().describe('Forecasts verified.'),
});
export type SkillFigure = z.infer<typeof skillFigure>;

/**
 * The zone a sensor lies in, with its soil thresholds (percent) per measured depth:
 * *_50 = 10 cm (cap50), *_100 = 50 cm (cap100), *_150 = 100 cm (cap150).
 */
export const zoneProfile = zoneParams
  .pick({
    id: true,
    zonename: true,
    croptype: true,
    interest_layer: true,
    wpoint_50: true,
    wpoint_100: true,
    wpoint_150: true,
    fcapacity_50: true,
    fcapacity_100: true,
    fcapacity_150: true,
    saturation_50: true,
    saturation_100: true,
    saturation_150: true,
  })
  .extend({ sensors: z.array(z.string()).describe("The field's sensors in this zone.") });
export type ZoneProfile = z.infer<typeof zoneProfile>;

/** One sensor of `GET /api/v2/moisture/{field_id}`'s `data`. */
export const sensorMoisture = z.strictObject({
  sensor_id: z.string(),
  alias: z.string(),
  points: pointView,
  moisture: z
    .array(moistureReading)
    .describe(
      'Oldest first: the last 3 days (else the latest reading) without a range; ' +
        "the range's readings (thinned) with one.",
    ),
  resolution_s: z
    .number()
    .nullable()
    .optional()
    .describe('Seconds per averaged point when a range answer was thinned; null when every reading is there.'),
  prediction: z.array(predictionRow).describe("The newest forecast's daily samples."),
  pastPrediction: z.array(predictionRow).describe('What earlier forecasts said about the last days.'),
  skill: z.array(skillFigure),
  zone: zoneProfile.nullable(),
});
export type SensorMoisture = z.infer<typeof sensorMoisture>;
