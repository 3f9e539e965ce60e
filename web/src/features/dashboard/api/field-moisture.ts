/**
 * Every sensor of a field with its readings, forecasts, past forecasts, skill and zone:
 * GET /api/v2/moisture/{field_id}. Without a range: the last 3 days (else each sensor's latest
 * reading); with `start`..`end` (epoch seconds): the range, averaged down to a chart's worth of
 * points per sensor. Charts A and B and the map share one request per field and range.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SensorMoisture } from '@shared/readings/views';
import { apiRequest } from '../../../lib/api-client';
import type { EpochRange } from '../../../lib/epoch-range';

export const getFieldMoisture = (fieldId: string, range?: EpochRange, signal?: AbortSignal) =>
  apiRequest<{ data: SensorMoisture[] }>(`/api/v2/moisture/${encodeURIComponent(fieldId)}`, {
    query: range ? { start: range.start, end: range.end } : undefined,
    signal,
  }).then((r) => r.data);

export const fieldMoistureQuery = (fieldId: string | null, range?: EpochRange) =>
  queryOptions({
    queryKey: ['dashboard', 'moisture', fieldId, range?.start ?? null, range?.end ?? null] as const,
    queryFn: ({ signal }) => getFieldMoisture(fieldId!, range, signal),
    enabled: Boolean(fieldId),
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });

export const useFieldMoisture = (fieldId: string | null, range?: EpochRange) =>
  useQuery(fieldMoistureQuery(fieldId, range));
