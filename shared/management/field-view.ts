/** A field as the API answers it: one definition for the handlers, the contract and the web app. */
import * as z from 'zod';
import { polygonAnswerSchema } from '../geo';

export const fieldViewSchema = z.strictObject({
  field_id: z.string(),
  field_name: z.string(),
  farm_name: z.string(),
  crop_type: z.string(),
  points: polygonAnswerSchema.describe('The outline, a GeoJSON Polygon.'),
  coordinates: z
    .array(z.strictObject({ lat: z.number(), lng: z.number() }))
    .describe('The outline as {lat, lng}, without the closing repeat (derived from `points`).'),
  created_at: z.string(),
  frost_threshold_c: z
    .number()
    .describe(
      "The forecast air temperature (°C) at or below which the field's frost warning starts: " +
        'its own, else the default.',
    ),
});
export type FieldView = z.infer<typeof fieldViewSchema>;
