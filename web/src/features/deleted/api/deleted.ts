/** Recently deleted: GET /api/v2/deleted, POST /api/v2/deleted/{kind}/{id}/restore, DELETE /api/v2/deleted/{kind}/{id}. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeletedEntryView } from '@shared/management/deleted';
import { apiRequest } from '../../../lib/api-client';

export const deletedKeys = { all: ['recently-deleted'] as const };

/**
 * What a restore brings back: farms, fields, zones and sensors (management and dashboards), the
 * readings and charts of those sensors, the gateways' field and sensor lists, and this list.
 * Named here because features do not import each other's keys; the weather, profile and payments
 * caches are untouched by a restore.
 */
const restoredDataKeys = [
  deletedKeys.all,
  ['farms'],
  ['fields'],
  ['zones'],
  ['sensors'],
  ['field-moisture'],
  ['gateways'],
  ['field-gateways'],
  ['gateway-sensors'],
  ['dashboard'],
  ['notifications'],
] as const;

export const useDeletedEntries = () =>
  useQuery({
    queryKey: deletedKeys.all,
    queryFn: ({ signal }) =>
      apiRequest<{ data: DeletedEntryView[] }>('/api/v2/deleted', { signal }).then((r) => r.data),
  });

type EntryRef = Pick<DeletedEntryView, 'kind' | 'id'>;
const path = (e: EntryRef) => `/api/v2/deleted/${e.kind}/${encodeURIComponent(e.id)}`;

export interface RestoreResult {
  name: string;
  restored: { fields: number; zones: number; sensors: number };
  notes: string[];
}

/** A restore brings farms, fields, zones, sensors and readings back: every list and chart of them is stale (refetched when next shown). */
export function useRestoreEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (e: EntryRef) =>
      apiRequest<{ data: RestoreResult }>(`${path(e)}/restore`, { method: 'POST' }).then((r) => r.data),
    onSettled: () => Promise.all(restoredDataKeys.map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}

export function usePurgeEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (e: EntryRef) =>
      apiRequest<{ data: { name: string } }>(path(e), { method: 'DELETE' }).then((r) => r.data),
    onSettled: () => client.invalidateQueries({ queryKey: deletedKeys.all }),
  });
}
