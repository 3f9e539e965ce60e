/** A zone's irrigation recommendation: GET /api/v2/zone/{id}/recommendation (refreshed with each forecast). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Recommendation } from '@shared/irrigation/recommendation';
import { apiRequest } from '../../../lib/api-client';

export const getZoneRecommendation = (zoneId: string, signal?: AbortSignal) =>
  apiRequest<{ data: Recommendation }>(`/api/v2/zone/${encodeURIComponent(zoneId)}/recommendation`, { signal }).then(
    (r) => r.data,
  );

export const zoneRecommendationQuery = (zoneId: string) =>
  queryOptions({
    queryKey: ['advice', 'recommendation', zoneId] as const,
    queryFn: ({ signal }) => getZoneRecommendation(zoneId, signal),
    // Forecasts come every couple of hours; a few minutes old is fresh enough.
    staleTime: 5 * 60_000,
  });

export const useZoneRecommendation = (zoneId: string) => useQuery(zoneRecommendationQuery(zoneId));
