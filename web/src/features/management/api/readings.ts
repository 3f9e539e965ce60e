/** GET /api/v2/moisture/{field_id}: each sensor's recent readings (My Sensors shows the last one). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MoistureReading } from '@shared/readings/views';
import { apiRequest } from '../../../lib/api-client';
import { fieldMoistureKeys } from './keys';

export const fieldMoistureQuery = (fieldId: string | undefined) =>
  queryOptions({
    queryKey: [...fieldMoistureKeys.all, fieldId],
    queryFn: ({ signal }) =>
      apiRequest<{ data: { sensor_id: string; moisture: MoistureReading[] }[] }>(
        `/api/v2/moisture/${encodeURIComponent(fieldId!)}`,
        { signal },
      ).then((r) => new Map(r.data.map((s) => [s.sensor_id, s.moisture.at(-1)]))),
    enabled: Boolean(fieldId),
    refetchInterval: 5 * 60_000,
  });

/** Sensor id → its newest valid reading (undefined when it has none). */
export const useLastReadings = (fieldId: string | undefined) => useQuery(fieldMoistureQuery(fieldId));
