/**
 * A zone's water budget week by week: GET /api/v2/zone/{id}/water-budget, optionally over
 * `start`..`end` in epoch seconds (both or neither; neither: the last 8 weeks).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WaterBudgetAnswer } from '@shared/irrigation/water-budget';
import { apiRequest } from '../../../lib/api-client';
import type { EpochRange } from '../../../lib/epoch-range';

export const getWaterBudget = (zoneId: string, range?: EpochRange, signal?: AbortSignal) =>
  apiRequest<{ data: WaterBudgetAnswer }>(`/api/v2/zone/${encodeURIComponent(zoneId)}/water-budget`, {
    query: range ? { start: range.start, end: range.end } : undefined,
    signal,
  }).then((r) => r.data);

export const waterBudgetQuery = (zoneId: string | null, range?: EpochRange) =>
  queryOptions({
    queryKey: ['zone', 'water-budget', zoneId, range?.start, range?.end] as const,
    queryFn: ({ signal }) => getWaterBudget(zoneId!, range, signal),
    enabled: Boolean(zoneId),
    staleTime: 10 * 60_000,
    retry: false,
  });

export const useWaterBudget = (zoneId: string | null, range?: EpochRange) => useQuery(waterBudgetQuery(zoneId, range));
