/**
 * Daily evaporation (FAO-56 ET0, mm) at a field: GET /api/v2/evaporation/{field_id}, optionally
 * over `start`..`end` in epoch seconds (both or neither; neither: the last 14 days).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EvaporationAnswer } from '@shared/weather/schemas';
import { apiRequest } from '../../../lib/api-client';
import type { EpochRange } from '../../../lib/epoch-range';

export const getEvaporation = (fieldId: string, range?: EpochRange, signal?: AbortSignal) =>
  apiRequest<{ data: EvaporationAnswer }>(`/api/v2/evaporation/${encodeURIComponent(fieldId)}`, {
    query: range ? { start: range.start, end: range.end } : undefined,
    signal,
  }).then((r) => r.data);

export const evaporationQuery = (fieldId: string | null, range?: EpochRange) =>
  queryOptions({
    queryKey: ['weather', 'evaporation', fieldId, range?.start, range?.end] as const,
    queryFn: ({ signal }) => getEvaporation(fieldId!, range, signal),
    enabled: Boolean(fieldId),
    staleTime: 10 * 60_000,
    retry: false,
  });

export const useEvaporation = (fieldId: string | null, range?: EpochRange) =>
  useQuery(evaporationQuery(fieldId, range));
