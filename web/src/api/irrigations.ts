/**
 * A zone's irrigation log (resource `irrigations`): the entries starting in a range with their
 * totals, and logging, changing and deleting an entry. A change to the log changes what the zone's
 * advice says (recommendation, refill time, water budget) and how the field's wetting events are
 * explained, so each mutation refreshes those too.
 */
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { IrrigationInputFields } from '@shared/irrigation/log';
import { invalidateZoneAdvice } from './advice';
import { call } from './client';
import { eventKeys } from './events';
import { newChangeId, sendOrQueue } from './offline-queue';

export interface IrrigationRange {
  start?: number;
  end?: number;
}

export const irrigationKeys = {
  all: ['irrigations'] as const,
  /** Every query of one zone's log: a change to the log invalidates them all. */
  zone: (zoneId: string) => ['irrigations', zoneId] as const,
  list: (zoneId: string, range: IrrigationRange = {}) =>
    ['irrigations', zoneId, range.start ?? null, range.end ?? null] as const,
};

/** Absent ends: the whole log. */
export const zoneIrrigationsQuery = (zoneId: string, range: IrrigationRange = {}) =>
  queryOptions({
    queryKey: irrigationKeys.list(zoneId, range),
    queryFn: ({ signal }) =>
      call('listIrrigations', { params: { id: zoneId }, query: range, signal }).then((r) => r.data),
  });

export const useZoneIrrigations = (zoneId: string, range: IrrigationRange = {}, enabled = true) =>
  useQuery({ ...zoneIrrigationsQuery(zoneId, range), enabled });

/**
 * What a change to a zone's log makes stale: the log, the zone's advice and the events it explains.
 * The mutation waits for the log only: the advice is recomputed from forecasts, and the caller's
 * "saved" should not wait for it.
 */
function logChanged(client: QueryClient, zoneId: string) {
  void invalidateZoneAdvice(client, zoneId);
  void client.invalidateQueries({ queryKey: eventKeys.all });
  return client.invalidateQueries({ queryKey: irrigationKeys.zone(zoneId) });
}

/**
 * Log an entry. Each entry gets its own client_key, so the server stores it once however often it
 * is sent; without a network it is queued (lib/pwa/queue.ts) and the mutation answers null. Runs
 * offline too (networkMode 'always'): React Query would otherwise hold it until the network returns.
 */
export function useLogIrrigation(zoneId: string) {
  const client = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (input: IrrigationInputFields) => {
      const id = newChangeId();
      const body = { ...input, client_key: id };
      return sendOrQueue({ kind: 'irrigation', id, zoneId, body }, () =>
        call('createIrrigation', { params: { id: zoneId }, body }).then((r) => r.data),
      );
    },
    onSettled: () => logChanged(client, zoneId),
  });
}

/** The same input as logging it. */
export function useEditIrrigation(zoneId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ irrigationId, input }: { irrigationId: string; input: IrrigationInputFields }) =>
      call('updateIrrigation', { params: { id: irrigationId }, body: input }).then((r) => r.data),
    onSettled: () => logChanged(client, zoneId),
  });
}

export function useDeleteIrrigation(zoneId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (irrigationId: string) => call('deleteIrrigation', { params: { id: irrigationId } }),
    onSettled: () => logChanged(client, zoneId),
  });
}
