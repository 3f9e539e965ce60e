/**
 * The full and refill points a zone's own wettings suggest (`GET /api/v2/zone/{id}/soil-points`),
 * one row per measured depth, with the evidence: how many wettings and how far apart their
 * full points lay. The zone wizard shows them beside the entered values.
 */
import * as z from 'zod';

/** A depth's suggestion counts once this many wettings drained to a full point there. */
export const MIN_SOIL_POINT_WETTINGS = 3;

export const soilPointSuggestionSchema = z.strictObject({
  depth_cm: z.number(),
  full_point: z
    .number()
    .nullable()
    .describe(`% VWC, one decimal; null until ${MIN_SOIL_POINT_WETTINGS} wettings drained to one`),
  n_events: z.number().describe('Wettings whose drainage stopped at this depth (over every sensor used)'),
  spread: z
    .number()
    .nullable()
    .describe(
      "% VWC: how far the wettings' full points lay from each other (their interquartile range, pooled over " +
        'sensors); null without a full point',
    ),
  refill_point: z.number().nullable().describe('% VWC, one decimal; null without a full point'),
  refill_basis: z
    .enum(['stress-onset', 'share'])
    .describe(
      "'stress-onset': where drying visibly slowed in the readings; 'share': the zone's refill share between " +
        'its wilting point and the suggested full point',
    ),
});
export type SoilPointSuggestion = z.infer<typeof soilPointSuggestionSchema>;

export const soilPointsAnswerSchema = z.strictObject({
  data: z.array(soilPointSuggestionSchema),
  needed_events: z.number().describe('More wettings needed before any depth has a suggestion (0 once one has)'),
  basis: z.strictObject({
    sensor_ids: z.array(z.string()).describe('The sensors whose readings were used'),
    sensors_from: z
      .enum(['zone', 'field'])
      .describe("'zone': sensors inside the zone; 'field': the zone has none, so every sensor of its field"),
    since: z.number().describe('Epoch seconds: the readings looked at start here'),
  }),
});
export type SoilPointsAnswer = z.infer<typeof soilPointsAnswerSchema>;
