/** Sensors: POST /api/sensor/field (list), POST /api/sensor/v2/new, PUT/DELETE /api/sensor/{id}. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Point } from '@shared/geo';
import { apiRequest } from '../../../lib/api-client';
import { fieldMoistureKeys, sensorKeys, zoneKeys } from './keys';
import type { Sensor } from './types';

export { sensorKeys };

export const sensorsQuery = (fieldId: string | undefined, userName: string) =>
  queryOptions({
    queryKey: [...sensorKeys.all, fieldId ?? 'none'],
    enabled: Boolean(fieldId),
    queryFn: ({ signal }) =>
      apiRequest<{ sensor: Sensor[] }>('/api/sensor/field', { form: { fieldId, userName }, signal }).then(
        (r) => r.sensor,
      ),
  });
export const useSensors = (fieldId: string | undefined, userName: string) => useQuery(sensorsQuery(fieldId, userName));

export interface SensorDraft {
  sensorId: string;
  fieldId: string;
  gatewayId?: string;
  geom: Point;
  alias: string;
  sleeping: number;
  battery_threshold: number;
}

/** What a sensor's save or move makes stale beyond the sensor lists: both fields' readings, zones and dashboards. */
const placedKeys = [
  sensorKeys.all,
  fieldMoistureKeys.all,
  zoneKeys.all,
  ['dashboard', 'moisture'],
  ['dashboard', 'zones'],
] as const;

export function useSaveSensor(userName: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      draft,
      existing,
      zoneId,
    }: {
      draft: SensorDraft;
      existing?: boolean;
      fromFieldId?: string;
      zoneId?: string;
    }) =>
      existing
        ? apiRequest<{ data: Sensor }>(`/api/sensor/${encodeURIComponent(draft.sensorId)}`, {
            method: 'PUT',
            json: {
              geom: draft.geom,
              sleeping: draft.sleeping,
              alias: draft.alias,
              field_id: draft.fieldId,
              battery_threshold: draft.battery_threshold,
              ...(zoneId ? { zone_id: zoneId } : {}),
            },
          }).then((r) => r.data)
        : apiRequest<{ data: Sensor }>('/api/sensor/v2/new', {
            form: { ...draft, username: userName, geom: JSON.stringify(draft.geom) },
          }).then((r) => r.data),
    // A move empties one field and fills another: every list, map and dashboard of either reads again.
    onSettled: () => Promise.all(placedKeys.map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}

export function useDeleteSensor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sensorId: string) => apiRequest(`/api/sensor/${encodeURIComponent(sensorId)}`, { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: sensorKeys.all }),
  });
}
