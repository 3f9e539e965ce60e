/** A zone's time to refill: GET /api/v2/zone/{id}/refill-time. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ZoneRefillView } from '@shared/advice/refill-time';
import { apiRequest } from '../../../lib/api-client';

export const zoneRefillQuery = (zoneId: string) =>
  queryOptions({
    queryKey: ['dashboard', 'zone-refill', zoneId] as const,
    queryFn: ({ signal }) =>
      apiRequest<{ data: ZoneRefillView }>(`/api/v2/zone/${encodeURIComponent(zoneId)}/refill-time`, {
        signal,
        withCredentials: true,
      }).then((r) => r.data),
    staleTime: 10 * 60_000,
  });

export const useZoneRefill = (zoneId: string) => useQuery(zoneRefillQuery(zoneId));
