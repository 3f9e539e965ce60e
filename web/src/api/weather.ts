/**
 * Weather at a field (resource `weather`): its 5-day forecast, daily rainfall (12 days back to 2
 * ahead, or a range) and daily evaporation (FAO-56 ET0; the last 14 days, or a range). The server
 * caches the provider for hours, so a view's reloads within minutes would only show the same figures.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EpochRange } from '../lib/epoch-range';
import { call } from './client';

const FRESH_MS = 10 * 60_000;

export const weatherKeys = {
  all: ['weather'] as const,
  field: (fieldId: string | null) => ['weather', fieldId] as const,
  forecast: (fieldId: string | null) => ['weather', fieldId, 'forecast'] as const,
  rainfall: (fieldId: string | null, range?: EpochRange) =>
    ['weather', fieldId, 'rainfall', range?.start ?? null, range?.end ?? null] as const,
  evaporation: (fieldId: string | null, range?: EpochRange) =>
    ['weather', fieldId, 'evaporation', range?.start ?? null, range?.end ?? null] as const,
};

const rangeQuery = (range?: EpochRange) => (range ? { start: range.start, end: range.end } : undefined);

export const weatherForecastQuery = (fieldId: string | null) =>
  queryOptions({
    queryKey: weatherKeys.forecast(fieldId),
    // The signal cancels the request when the view that asked for it goes away.
    queryFn: ({ signal }) => call('weatherForecast', { params: { field_id: fieldId! }, signal }).then((r) => r.data),
    enabled: Boolean(fieldId),
    staleTime: FRESH_MS,
    retry: false,
  });

export const useWeatherForecast = (fieldId: string | null) => useQuery(weatherForecastQuery(fieldId));

export const rainfallQuery = (fieldId: string | null, range?: EpochRange) =>
  queryOptions({
    queryKey: weatherKeys.rainfall(fieldId, range),
    queryFn: ({ signal }) =>
      call('rainfall', { params: { field_id: fieldId! }, query: rangeQuery(range), signal }).then((r) => r.data),
    enabled: Boolean(fieldId),
    staleTime: FRESH_MS,
    retry: false,
  });

export const useRainfall = (fieldId: string | null, range?: EpochRange) => useQuery(rainfallQuery(fieldId, range));

export const evaporationQuery = (fieldId: string | null, range?: EpochRange) =>
  queryOptions({
    queryKey: weatherKeys.evaporation(fieldId, range),
    queryFn: ({ signal }) =>
      call('evaporation', { params: { field_id: fieldId! }, query: rangeQuery(range), signal }).then((r) => r.data),
    enabled: Boolean(fieldId),
    staleTime: FRESH_MS,
    retry: false,
  });

export const useEvaporation = (fieldId: string | null, range?: EpochRange) =>
  useQuery(evaporationQuery(fieldId, range));
