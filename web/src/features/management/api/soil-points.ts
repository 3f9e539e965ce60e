/** The full and refill points a zone's own wettings suggest: GET /api/v2/zone/{id}/soil-points. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SoilPointsAnswer } from '@shared/irrigation/soil-points';
import { apiRequest } from '../../../lib/api-client';

export const soilPointsQuery = (zoneId: string | null) =>
  queryOptions({
    queryKey: ['zone', 'soil-points', zoneId] as const,
    queryFn: ({ signal }) =>
      apiRequest<SoilPointsAnswer>(`/api/v2/zone/${encodeURIComponent(zoneId!)}/soil-points`, { signal }),
    enabled: Boolean(zoneId),
    staleTime: 10 * 60_000,
    retry: false,
  });

export const useSoilPoints = (zoneId: string | null) => useQuery(soilPointsQuery(zoneId));
