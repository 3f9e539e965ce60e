/**
 * A field's wetting events: GET /api/v2/events/{field_id}?start=&end= (epoch seconds), and the
 * grower's answer to "Was this an irrigation?" (POST /api/v2/events/{event_id}/answer), which
 * refreshes every events list of the field (the chart marks and Home's question).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FieldEvent } from '@shared/events/schemas';
import { apiRequest } from '../../../lib/api-client';
import type { EpochRange } from '../../../lib/epoch-range';

export const getFieldEvents = (fieldId: string, range: EpochRange, signal?: AbortSignal) =>
  apiRequest<{ data: FieldEvent[] }>(`/api/v2/events/${encodeURIComponent(fieldId)}`, {
    query: { start: range.start, end: range.end },
    signal,
  }).then((r) => r.data);

export const fieldEventsQuery = (fieldId: string | null, range: EpochRange) =>
  queryOptions({
    queryKey: ['events', fieldId, range.start, range.end] as const,
    queryFn: ({ signal }) => getFieldEvents(fieldId!, range, signal),
    enabled: Boolean(fieldId),
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useFieldEvents = (fieldId: string | null, range: EpochRange) => useQuery(fieldEventsQuery(fieldId, range));

export const answerEvent = (eventId: string, irrigation: boolean) =>
  apiRequest<{ data: FieldEvent }>(`/api/v2/events/${encodeURIComponent(eventId)}/answer`, {
    method: 'POST',
    json: { irrigation },
  }).then((r) => r.data);

export function useAnswerEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, irrigation }: { eventId: string; irrigation: boolean }) => answerEvent(eventId, irrigation),
    onSuccess: () => client.invalidateQueries({ queryKey: ['events'] }),
  });
}
