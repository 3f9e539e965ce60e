/** A sensor's newest valid reading (null when it has none): GET /api/v2/readings/{sensor_id}/latest. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MoistureReading } from '@shared/readings/views';
import { apiRequest } from '../../../lib/api-client';

export const getLatestReading = (sensorId: string, signal?: AbortSignal) =>
  apiRequest<{ data: MoistureReading | null }>(`/api/v2/readings/${encodeURIComponent(sensorId)}/latest`, {
    signal,
  }).then((r) => r.data ?? null);

export const latestReadingQuery = (sensorId: string | null) =>
  queryOptions({
    queryKey: ['dashboard', 'latest', sensorId] as const,
    queryFn: ({ signal }) => getLatestReading(sensorId!, signal),
    enabled: Boolean(sensorId),
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
    retry: false,
  });

export const useLatestReading = (sensorId: string | null) => useQuery(latestReadingQuery(sensorId));
