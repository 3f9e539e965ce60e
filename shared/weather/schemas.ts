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
export type WeatherSourceName = 'simulated' | 'visualcrossing';

export interface ForecastDay {
  datetime: string;
  conditions: string | null;
  icon: string | null;
  tempmin: number | null;
  tempmax: number | null;
  /** km/h, one decimal. */
  windspeed: number | null;
  /** %, whole. */
  humidity: number | null;
}

export interface ForecastAnswer {
  days: ForecastDay[];
  currentConditions: { temp: number | null };
  timezone: string;
  location: string;
  source: WeatherSourceName;
}

export interface RainfallAnswer {
  data: { datetime: string; precip: number | null }[];
  timezone: string;
  source: WeatherSourceName;
}

export interface EvaporationAnswer {
  data: { date: string; evaporation: number }[];
  source: WeatherSourceName;
}
