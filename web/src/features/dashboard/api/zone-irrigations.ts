/** A zone's irrigation log and its totals: GET /api/v2/zone/{id}/irrigations?start=&end= (absent: the whole log). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ZoneIrrigationLog } from '@shared/irrigation/log';
import { apiRequest } from '../../../lib/api-client';

/** Every query of one zone's log starts with this key: a change to the log invalidates them all. */
export const zoneIrrigationsKey = (zoneId: string) => ['dashboard', 'irrigations', zoneId] as const;

export const zoneIrrigationsQuery = (zoneId: string, range: { start?: number; end?: number } = {}) =>
  queryOptions({
    queryKey: [...zoneIrrigationsKey(zoneId), range.start ?? null, range.end ?? null] as const,
    queryFn: ({ signal }) =>
      apiRequest<{ data: ZoneIrrigationLog }>(`/api/v2/zone/${encodeURIComponent(zoneId)}/irrigations`, {
        query: range,
        signal,
      }).then((r) => r.data),
  });

export const useZoneIrrigations = (zoneId: string, range: { start?: number; end?: number } = {}, enabled = true) =>
  useQuery({ ...zoneIrrigationsQuery(zoneId, range), enabled });
