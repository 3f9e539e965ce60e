/** Daily rainfall at a field from 12 days ago to 2 days ahead: GET /api/v2/weather/{field_id}/rainfall. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RainfallAnswer } from '@shared/weather/schemas';
import { apiRequest } from '../../../lib/api-client';

export const getRainfall = (fieldId: string, signal?: AbortSignal) =>
  apiRequest<{ data: RainfallAnswer }>(`/api/v2/weather/${encodeURIComponent(fieldId)}/rainfall`, { signal }).then((r) => r.data);

export const rainfallQuery = (fieldId: string | null) =>
  queryOptions({
    queryKey: ['weather', 'rainfall', fieldId] as const,
    queryFn: ({ signal }) => getRainfall(fieldId!, signal),
    enabled: Boolean(fieldId),
    staleTime: 10 * 60_000,
    retry: false,
  });

export const useRainfall = (fieldId: string | null) => useQuery(rainfallQuery(fieldId));
