/**
 * Zones: the grower's zones (all, or one field's), created in a field, changed and deleted. A zone
 * change reaches its list, the field's moisture answer (each sensor's zone limits) and everything
 * kept under the zone (its recommendation, water budget, refill times).
 */
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Contract } from '@shared/contract';
import type { ZonePayloadInput } from '@shared/management/schemas';
import { call, type CallAnswer } from './client';
import { everyFieldMoisture } from './readings';

export const zoneKeys = {
  all: ['zones'] as const,
  list: (fieldId?: string) => ['zones', 'list', fieldId ?? 'all'] as const,
};

export type ZoneRow = CallAnswer<Contract['listZones']>['data'][number];

export const zonesQuery = (fieldId?: string) =>
  queryOptions({
    queryKey: zoneKeys.list(fieldId),
    queryFn: ({ signal }) =>
      call('listZones', { query: fieldId ? { field: fieldId } : {}, signal }).then((r) => r.data),
  });
export const useZones = (fieldId?: string) => useQuery(zonesQuery(fieldId));

/** One field's zones for the dashboard (none asked for before a field is chosen). */
export const fieldZonesQuery = (fieldId: string | null) =>
  queryOptions({ ...zonesQuery(fieldId ?? undefined), enabled: Boolean(fieldId), staleTime: 5 * 60_000 });
export const useFieldZones = (fieldId: string | null) => useQuery(fieldZonesQuery(fieldId));

/** What a zone change makes stale: the zones (and what is kept under them) and the fields' moisture. */
const zoneChanged = (client: QueryClient) =>
  Promise.all([client.invalidateQueries({ queryKey: zoneKeys.all }), client.invalidateQueries(everyFieldMoisture)]);

export function useSaveZone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, fieldId, zoneId }: { payload: ZonePayloadInput; fieldId: string; zoneId?: string }) =>
      (zoneId
        ? call('updateZone', { params: { id: zoneId }, body: { ...payload, fieldId } })
        : call('createZone', { params: { id: fieldId }, body: payload })
      ).then((r) => r.data),
    onSettled: () => zoneChanged(client),
  });
}

export function useDeleteZone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (zoneId: string) => call('deleteZone', { params: { id: zoneId } }),
    onSettled: () => zoneChanged(client),
  });
}
