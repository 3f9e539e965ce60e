/** Zones: GET /api/v2/zone/ (list), POST /api/v2/zone/{fieldId}, PUT/DELETE /api/v2/zone/{zoneId}. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ZonePayloadInput } from '@shared/management/schemas';
import { apiRequest } from '../../../lib/api-client';
import { zoneKeys } from './keys';
import type { ZoneRow } from './types';

export { zoneKeys };

export const zonesQuery = (fieldId?: string) =>
  queryOptions({
    queryKey: [...zoneKeys.all, fieldId ?? 'all'],
    queryFn: ({ signal }) =>
      apiRequest<{ data: ZoneRow[] }>('/api/v2/zone/', {
        query: { field: fieldId },
        signal,
        withCredentials: true,
      }).then((r) => r.data),
  });
export const useZones = (fieldId?: string) => useQuery(zonesQuery(fieldId));

export function useSaveZone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, fieldId, zoneId }: { payload: ZonePayloadInput; fieldId: string; zoneId?: string }) =>
      zoneId
        ? apiRequest<{ data: ZoneRow }>(`/api/v2/zone/${encodeURIComponent(zoneId)}`, {
            method: 'PUT',
            json: { ...payload, fieldId },
          }).then((r) => r.data)
        : apiRequest<{ data: ZoneRow }>(`/api/v2/zone/${encodeURIComponent(fieldId)}`, { json: payload }).then(
            (r) => r.data,
          ),
    onSettled: () => client.invalidateQueries({ queryKey: zoneKeys.all }),
  });
}

export function useDeleteZone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (zoneId: string) => apiRequest(`/api/v2/zone/${encodeURIComponent(zoneId)}`, { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: zoneKeys.all }),
  });
}
