/**
 * The admin prediction data answer (`GET /api/v2/prediction?username=&start=`): target time →
 * sensor → column. Each row is a time the forecasts covered, from `start` to the end of the newest
 * forecast; each cell is what the newest forecast issued by then said, or null.
 */
import * as z from 'zod';

/** The soil profile: 20 layers, 10 cm apart, from the surface (Layer_0) to 190 cm (Layer_19). */
export const LAYER_COUNT = 20;
export const LAYER_STEP_CM = 10;

/** The columns under each sensor: soil temperature, then the 20 layers from the surface down. */
export type PredictionColumn = 'Temperature' | `Layer_${number}`;
export const PREDICTION_COLUMNS: readonly PredictionColumn[] = [
  'Temperature',
  ...Array.from({ length: LAYER_COUNT }, (_, i) => `Layer_${i}` as const),
];

export const predictionCells = z.partialRecord(
  z.union([z.literal('Temperature'), z.templateLiteral(['Layer_', z.number()])]),
  z.number().nullable(),
);
export type PredictionCells = z.infer<typeof predictionCells>;
/** ISO time → sensor id → column → value. */
export const predictionData = z
  .record(z.string(), z.record(z.string(), predictionCells))
  .describe('ISO time → sensor id → column (Temperature, Layer_0 … Layer_19) → value.');
export type PredictionData = z.infer<typeof predictionData>;
