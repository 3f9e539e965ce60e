/**
 * A zone's advice (resource `advice`): its irrigation recommendation, time to refill, water budget
 * and the soil points its wettings suggest. The keys live under the zone (`['zones', zoneId, …]`),
 * so a change to the zone (or to its field or farm, which reaches every zone) refreshes its advice.
 */
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { EpochRange } from '../lib/epoch-range';
import { call } from './client';

/** The advice parts of a zone's keys: what a change to its irrigation log makes stale. */
const ADVICE_PARTS = ['recommendation', 'refill-time', 'water-budget'] as const;

export const adviceKeys = {
  recommendation: (zoneId: string) => ['zones', zoneId, 'recommendation'] as const,
  refillTime: (zoneId: string) => ['zones', zoneId, 'refill-time'] as const,
  /** Every range of the zone's budget. */
  waterBudgets: (zoneId: string | null) => ['zones', zoneId, 'water-budget'] as const,
  waterBudget: (zoneId: string | null, range?: EpochRange) =>
    ['zones', zoneId, 'water-budget', range?.start ?? null, range?.end ?? null] as const,
  soilPoints: (zoneId: string | null) => ['zones', zoneId, 'soil-points'] as const,
};

/**
 * An irrigation logged, changed or deleted on a zone changes what its recommendation, refill time
 * and water budget say; without a zone (a confirmed event logs into a zone the client does not
 * know), every zone's.
 */
export function invalidateZoneAdvice(client: QueryClient, zoneId?: string) {
  return client.invalidateQueries({
    predicate: ({ queryKey: [resource, zone, part] }) =>
      resource === 'zones' &&
      (zoneId === undefined || zone === zoneId) &&
      (ADVICE_PARTS as readonly unknown[]).includes(part),
  });
}

export const zoneRecommendationQuery = (zoneId: string) =>
  queryOptions({
    queryKey: adviceKeys.recommendation(zoneId),
    queryFn: ({ signal }) => call('zoneRecommendation', { params: { id: zoneId }, signal }).then((r) => r.data),
    // Forecasts come every couple of hours; a few minutes old is fresh enough.
    staleTime: 5 * 60_000,
  });

export const useZoneRecommendation = (zoneId: string) => useQuery(zoneRecommendationQuery(zoneId));

export const zoneRefillQuery = (zoneId: string) =>
  queryOptions({
    queryKey: adviceKeys.refillTime(zoneId),
    queryFn: ({ signal }) => call('zoneRefillTime', { params: { id: zoneId }, signal }).then((r) => r.data),
    staleTime: 10 * 60_000,
  });

export const useZoneRefill = (zoneId: string) => useQuery(zoneRefillQuery(zoneId));

/** Optionally over `start`..`end` in epoch seconds (both or neither; neither: the last 8 weeks). */
export const waterBudgetQuery = (zoneId: string | null, range?: EpochRange) =>
  queryOptions({
    queryKey: adviceKeys.waterBudget(zoneId, range),
    queryFn: ({ signal }) =>
      call('waterBudget', {
        params: { id: zoneId! },
        query: range ? { start: range.start, end: range.end } : undefined,
        signal,
      }).then((r) => r.data),
    enabled: Boolean(zoneId),
    staleTime: 10 * 60_000,
    retry: false,
  });

export const useWaterBudget = (zoneId: string | null, range?: EpochRange) => useQuery(waterBudgetQuery(zoneId, range));

export const soilPointsQuery = (zoneId: string | null) =>
  queryOptions({
    queryKey: adviceKeys.soilPoints(zoneId),
    queryFn: ({ signal }) => call('soilPoints', { params: { id: zoneId! }, signal }),
    enabled: Boolean(zoneId),
    staleTime: 10 * 60_000,
    retry: false,
  });

export const useSoilPoints = (zoneId: string | null) => useQuery(soilPointsQuery(zoneId));
