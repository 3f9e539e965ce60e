/**
 * Daily rainfall at a field: GET /api/v2/weather/{field_id}/rainfall, from 12 days ago to 2 days
 * ahead, or over `start`..`end` in epoch seconds (the report's range).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RainfallAnswer } from '@shared/weather/schemas';
import { apiRequest } from '../../../lib/api-client';
import type { EpochRange } from '../../../lib/epoch-range';

export const getRainfall = (fieldId: string, signal?: AbortSignal, range?: EpochRange) =>
  apiRequest<{ data: RainfallAnswer }>(`/api/v2/weather/${encodeURIComponent(fieldId)}/rainfall`, {
    query: range ? { start: range.start, end: range.end } : undefined,
    signal,
  }).then((r) => r.data);

export const rainfallQuery = (fieldId: string | null, range?: EpochRange) =>
  queryOptions({
    queryKey: ['weather', 'rainfall', fieldId, range?.start ?? null, range?.end ?? null] as const,
    queryFn: ({ signal }) => getRainfall(fieldId!, signal, range),
    enabled: Boolean(fieldId),
    staleTime: 10 * 60_000,
    retry: false,
  });

export const useRainfall = (fieldId: string | null, range?: EpochRange) => useQuery(rainfallQuery(fieldId, range));
