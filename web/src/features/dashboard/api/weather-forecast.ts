/** A field's 5-day forecast with current temperature and place: GET /api/v2/weather/{field_id}/forecast. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ForecastAnswer } from '@shared/weather/schemas';
import { apiRequest } from '../../../lib/api-client';

export const getWeatherForecast = (fieldId: string, signal?: AbortSignal) =>
  apiRequest<{ data: ForecastAnswer }>(`/api/v2/weather/${encodeURIComponent(fieldId)}/forecast`, { signal }).then(
    (r) => r.data,
  );

export const weatherForecastQuery = (fieldId: string | null) =>
  queryOptions({
    queryKey: ['weather', 'forecast', fieldId] as const,
    // The signal cancels the request when the view that asked for it goes away.
    queryFn: ({ signal }) => getWeatherForecast(fieldId!, signal),
    enabled: Boolean(fieldId),
    // The server caches for hours; refetching within minutes would only show the same figures.
    staleTime: 10 * 60_000,
    retry: false,
  });

export const useWeatherForecast = (fieldId: string | null) => useQuery(weatherForecastQuery(fieldId));
