/**
 * Sensors: a field's sensors, registered (the spec's form), moved or retuned, and deleted. A sensor
 * change reaches every view of it: the sensor lists, the fields' moisture and readings, the zones
 * (their sensors, what is kept under them), the gateways' sensor lists and the wetting events.
 */
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Contract } from '@shared/contract';
import type { Point } from '@shared/geo';
import type { SensorDeviceInput } from '@shared/lorawan/views';
import { call, type CallAnswer } from './client';
import { gatewayKeys } from './gateways';
import { everyFieldMoisture, readingKeys } from './readings';
import { zoneKeys } from './zones';

export const sensorKeys = {
  all: ['sensors'] as const,
  ofField: (fieldId: string | undefined) => ['sensors', 'field', fieldId ?? 'none'] as const,
};

export type Sensor = CallAnswer<Contract['sensorsByField']>['sensor'][number];

export const sensorsQuery = (fieldId: string | undefined, userName: string) =>
  queryOptions({
    queryKey: sensorKeys.ofField(fieldId),
    enabled: Boolean(fieldId),
    queryFn: ({ signal }) =>
      call('sensorsByField', { body: { fieldId: fieldId!, userName }, form: true, signal }).then((r) => r.sensor),
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
  /** The LoRaWAN devices it is made of (registered through a LoRaWAN connection). */
  devices?: SensorDeviceInput[];
}

/** The draft's form fields apart from its devices (sent as JSON text). */
const fieldsOf = ({ devices: _devices, ...rest }: SensorDraft) => rest;

/** The events' prefix (their module is the events resource's); a sensor's events go and come with it. */
const EVENTS_PREFIX = ['events'] as const;

/** A move empties one field and fills another: every list, map and dashboard of either reads again. */
const sensorChanged = (client: QueryClient) =>
  Promise.all([
    ...[sensorKeys.all, readingKeys.all, zoneKeys.all, gatewayKeys.all, EVENTS_PREFIX].map((queryKey) =>
      client.invalidateQueries({ queryKey }),
    ),
    client.invalidateQueries(everyFieldMoisture),
  ]);

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
      (existing
        ? call('updateSensor', {
            params: { sensorId: draft.sensorId },
            body: {
              geom: draft.geom,
              sleeping: draft.sleeping,
              alias: draft.alias,
              field_id: draft.fieldId,
              battery_threshold: draft.battery_threshold,
              ...(zoneId ? { zone_id: zoneId } : {}),
            },
          })
        : call('registerSensorV2', {
            body: {
              ...fieldsOf(draft),
              username: userName,
              geom: JSON.stringify(draft.geom),
              // A LoRaWAN sensor's devices travel as one JSON text in the form.
              ...(draft.devices ? { devices: JSON.stringify(draft.devices) } : {}),
            },
            form: true,
          })
      ).then((r) => r.data),
    onSettled: () => sensorChanged(client),
  });
}

export function useDeleteSensor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sensorId: string) => call('deleteSensor', { params: { sensorId } }),
    onSettled: () => sensorChanged(client),
  });
}
