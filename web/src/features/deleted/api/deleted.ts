/** Recently deleted: GET /api/v2/deleted, POST /api/v2/deleted/{kind}/{id}/restore, DELETE /api/v2/deleted/{kind}/{id}. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeletedEntryView } from '@shared/management/deleted';
import { apiRequest } from '../../../lib/api-client';

export const deletedKeys = { all: ['recently-deleted'] as const };

export const useDeletedEntries = () =>
  useQuery({
    queryKey: deletedKeys.all,
    queryFn: ({ signal }) => apiRequest<{ data: DeletedEntryView[] }>('/api/v2/deleted', { signal }).then((r) => r.data),
  });

type EntryRef = Pick<DeletedEntryView, 'kind' | 'id'>;
const path = (e: EntryRef) => `/api/v2/deleted/${e.kind}/${encodeURIComponent(e.id)}`;

export interface RestoreResult {
  name: string;
  restored: { fields: number; zones: number; sensors: number };
  notes: string[];
}

/** A restore brings farms, fields, zones, sensors and readings back: every list and chart may be stale (all refetched when next shown). */
export function useRestoreEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (e: EntryRef) => apiRequest<{ data: RestoreResult }>(`${path(e)}/restore`, { method: 'POST' }).then((r) => r.data),
    onSettled: () => client.invalidateQueries(),
  });
}

export function usePurgeEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (e: EntryRef) => apiRequest<{ data: { name: string } }>(path(e), { method: 'DELETE' }).then((r) => r.data),
    onSettled: () => client.invalidateQueries({ queryKey: deletedKeys.all }),
  });
}
