/** Sensors: POST /api/sensor/field (list), POST /api/sensor/v2/new, PUT/DELETE /api/sensor/{id}. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Point } from '@shared/geo';
import { apiRequest } from '../../../lib/api-client';
import { sensorKeys } from './keys';
import type { Sensor } from './types';

export { sensorKeys };

export const sensorsQuery = (fieldId: string | undefined, userName: string) =>
  queryOptions({
    queryKey: [...sensorKeys.all, fieldId ?? 'none'],
    enabled: Boolean(fieldId),
    queryFn: ({ signal }) => apiRequest<{ sensor: Sensor[] }>('/api/sensor/field', { form: { fieldId, userName }, signal }).then((r) => r.sensor),
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

export function useSaveSensor(userName: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ draft, existing }: { draft: SensorDraft; existing?: boolean }) =>
      existing
        ? apiRequest<{ data: Sensor }>(`/api/sensor/${encodeURIComponent(draft.sensorId)}`, {
            method: 'PUT',
            json: { geom: draft.geom, sleeping: draft.sleeping, alias: draft.alias, field_id: draft.fieldId, battery_threshold: draft.battery_threshold },
          }).then((r) => r.data)
        : apiRequest<{ data: Sensor }>('/api/sensor/v2/new', {
            form: { ...draft, username: userName, geom: JSON.stringify(draft.geom) },
          }).then((r) => r.data),
    onSettled: () => client.invalidateQueries({ queryKey: sensorKeys.all }),
  });
}

export function useDeleteSensor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sensorId: string) => apiRequest(`/api/sensor/${encodeURIComponent(sensorId)}`, { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: sensorKeys.all }),
  });
}
