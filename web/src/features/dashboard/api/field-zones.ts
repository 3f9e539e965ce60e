/** The zones of one field, with their outlines and thresholds: GET /api/v2/zone/?field=. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ZoneParams } from '@shared/management/views';
import { apiRequest } from '../../../lib/api-client';

export const fieldZonesQuery = (fieldId: string | null) =>
  queryOptions({
    queryKey: ['dashboard', 'zones', fieldId] as const,
    queryFn: ({ signal }) =>
      apiRequest<{ data: ZoneParams[] }>('/api/v2/zone/', {
        query: { field: fieldId! },
        signal,
        withCredentials: true,
      }).then((r) => r.data),
    enabled: Boolean(fieldId),
    staleTime: 5 * 60_000,
  });

export const useFieldZones = (fieldId: string | null) => useQuery(fieldZonesQuery(fieldId));
