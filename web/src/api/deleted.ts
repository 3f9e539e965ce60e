/**
 * deleted: Recently deleted (GET /api/v2/deleted), a restore (POST /api/v2/deleted/{kind}/{id}/restore)
 * and a delete for good (DELETE /api/v2/deleted/{kind}/{id}).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeletedKind } from '@shared/management/deleted';
import { call } from './client';
import { FIELD_CONTENTS, invalidateResources } from './resources';

export const deletedKeys = { all: ['deleted'] as const };

export const deletedEntriesQuery = () =>
  queryOptions({
    queryKey: deletedKeys.all,
    queryFn: ({ signal }) => call('listDeleted', { signal }).then((r) => r.data),
  });
export const useDeletedEntries = () => useQuery(deletedEntriesQuery());

export interface EntryRef {
  kind: DeletedKind;
  id: string;
}

/** A restore brings farms, fields, zones, sensors and their readings back: every view of them is refreshed. */
export function useRestoreEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (params: EntryRef) => call('restoreDeleted', { params }).then((r) => r.data),
    onSettled: () => invalidateResources(client, ['farms', ...FIELD_CONTENTS]),
  });
}

export function usePurgeEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (params: EntryRef) => call('purgeDeleted', { params }).then((r) => r.data),
    onSettled: () => invalidateResources(client, ['deleted']),
  });
}
