/**
 * Query rules of the weather routes. The evaporation range travels as epoch seconds, like every
 * other range of the reading routes; both ends or neither (then the last 14 days).
 */
import * as z from 'zod';
import { epochSecondsSchema, rangeRules } from '../readings/schemas';

export const evaporationQuerySchema = z
  .object({ start: epochSecondsSchema.optional(), end: epochSecondsSchema.optional() })
  .refine((q) => (q.start === undefined) === (q.end === undefined), {
    path: ['end'],
    message: 'give both start and end, or neither',
  })
  .superRefine(rangeRules());
export type EvaporationQuery = z.infer<typeof evaporationQuerySchema>;

/** The rainfall range: the same rules (both ends or neither; neither: 12 days back to 2 ahead). */
export const rainfallQuerySchema = evaporationQuerySchema;

/** What the weather routes answer (the web app reads the same types). */
export const WEATHER_SOURCES = ['simulated', 'visualcrossing'] as const;
export const weatherSourceSchema = z
  .enum(WEATHER_SOURCES)
  .describe('Where the figures come from: `simulated` is made-up offline weather (no weather key configured)');
export type WeatherSourceName = z.infer<typeof weatherSourceSchema>;

/** A local day at the field, yyyy-mm-dd. */
const localDay = z.string().describe('Local day at the field, yyyy-mm-dd');

export const forecastDaySchema = z.strictObject({
  datetime: localDay,
  conditions: z.string().nullable(),
  icon: z.string().nullable().describe("The provider's icon name (e.g. `partly-cloudy-day`)"),
  tempmin: z.number().nullable().describe('°C, whole degrees'),
  tempmax: z.number().nullable().describe('°C, whole degrees'),
  windspeed: z.number().nullable().describe('km/h, one decimal'),
  humidity: z.number().nullable().describe('%, whole'),
});
export type ForecastDay = z.infer<typeof forecastDaySchema>;

export const forecastAnswerSchema = z.strictObject({
  days: z.array(forecastDaySchema).describe('Today to today + 4 at the field'),
  currentConditions: z.strictObject({ temp: z.number().nullable().describe('°C, whole degrees') }),
  timezone: z.string().describe('The IANA time zone at the field'),
  location: z.string().describe('A place label made from the time zone ("Sydney")'),
  source: weatherSourceSchema,
});
export type ForecastAnswer = z.infer<typeof forecastAnswerSchema>;

export const rainfallAnswerSchema = z.strictObject({
  data: z.array(
    z.strictObject({ datetime: localDay, precip: z.number().nullable().describe('Rain of the day, mm, one decimal') }),
  ),
  timezone: z.string().describe('The IANA time zone at the field'),
  source: weatherSourceSchema,
});
export type RainfallAnswer = z.infer<typeof rainfallAnswerSchema>;

export const evaporationAnswerSchema = z.strictObject({
  data: z.array(
    z.strictObject({
      date: z.string().describe('Local day at the field, dd-mm-yyyy'),
      evaporation: z.number().describe('FAO-56 reference evapotranspiration (ET0) of the day, mm, two decimals'),
    }),
  ),
  source: weatherSourceSchema,
});
export type EvaporationAnswer = z.infer<typeof evaporationAnswerSchema>;
