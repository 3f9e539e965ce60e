/**
 * A field's wetting events (resource `events`): the events of a range (epoch seconds) and the
 * grower's answer to "Was this an irrigation?". An answer changes the events (the chart marks and
 * Home's question) and, as a Yes logs an irrigation in the event's zone (a No takes it back), the
 * irrigation logs and the zones' advice.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EpochRange } from '../lib/epoch-range';
import { invalidateZoneAdvice } from './advice';
import { call } from './client';

export const eventKeys = {
  all: ['events'] as const,
  field: (fieldId: string | null) => ['events', fieldId] as const,
  list: (fieldId: string | null, range: EpochRange) => ['events', fieldId, range.start, range.end] as const,
};

export const getFieldEvents = (fieldId: string, range: EpochRange, signal?: AbortSignal) =>
  call('listEvents', { params: { id: fieldId }, query: { start: range.start, end: range.end }, signal }).then(
    (r) => r.data,
  );

export const fieldEventsQuery = (fieldId: string | null, range: EpochRange) =>
  queryOptions({
    queryKey: eventKeys.list(fieldId, range),
    queryFn: ({ signal }) => getFieldEvents(fieldId!, range, signal),
    enabled: Boolean(fieldId),
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useFieldEvents = (fieldId: string | null, range: EpochRange) => useQuery(fieldEventsQuery(fieldId, range));

export function useAnswerEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, irrigation }: { eventId: string; irrigation: boolean }) =>
      call('answerEvent', { params: { id: eventId }, body: { irrigation } }).then((r) => r.data),
    // Waits for the events only (what the question shows); the logs and advice follow.
    onSettled: () => {
      // The irrigations resource by its name: irrigations.ts imports this module.
      void client.invalidateQueries({ queryKey: ['irrigations'] });
      void invalidateZoneAdvice(client);
      return client.invalidateQueries({ queryKey: eventKeys.all });
    },
  });
}
