/** sensors: a grower's soil sensors (the spec's calls answer under `data`/`sensor` with a null `err`). */
import * as z from 'zod';
import { byFieldFormSchema, newSensorSchema, updateSensorSchema } from '../management/schemas';
import { sensorView } from '../management/views';
import { idSchema } from '../validation/ids';
import { defineRoute } from './define';

const sensorParams = z.object({ sensorId: idSchema });
const one = z.strictObject({ data: sensorView, err: z.null() });

export const sensorsRoutes = {
  sensorsByField: defineRoute({
    method: 'POST',
    path: '/api/sensor/field',
    access: 'subscriber',
    farm: { action: 'data.read', scope: [{ kind: 'field', in: 'body', name: 'fieldId' }] },
    resource: 'sensors',
    summary: "List the sensors of one of your fields (the spec's form call).",
    body: byFieldFormSchema,
    answer: z.strictObject({ sensor: z.array(sensorView), error: z.null() }),
  }),
  registerSensorV2: defineRoute({
    method: 'POST',
    path: '/api/sensor/v2/new',
    access: 'subscriber',
    farm: {
      action: 'sensors.write',
      scope: [
        { kind: 'field', in: 'body', name: 'fieldId' },
        { kind: 'gateway', in: 'body', name: 'gatewayId', optional: true },
      ],
    },
    errorKey: 'err',
    resource: 'sensors',
    summary: 'Register a sensor in one of your fields, with its position, interval, alias and battery threshold.',
    body: newSensorSchema,
    answer: one,
    status: 201,
  }),
  registerSensor: defineRoute({
    method: 'POST',
    path: '/api/sensor/new',
    access: 'subscriber',
    farm: {
      action: 'sensors.write',
      scope: [
        { kind: 'field', in: 'body', name: 'fieldId' },
        { kind: 'gateway', in: 'body', name: 'gatewayId', optional: true },
      ],
    },
    errorKey: 'err',
    resource: 'sensors',
    summary: "Register a sensor in one of your fields (the spec's older form: id, gateway, field, position).",
    body: newSensorSchema,
    answer: one,
    status: 201,
  }),
  getSensor: defineRoute({
    method: 'GET',
    path: '/api/sensor/{sensorId}',
    access: 'subscriber',
    farm: { action: 'data.read', scope: [{ kind: 'sensor', in: 'params', name: 'sensorId' }] },
    errorKey: 'err',
    resource: 'sensors',
    apiKey: true,
    summary: 'Read one of your sensors.',
    params: sensorParams,
    query: z.object({ username: z.string().max(128).optional(), fieldId: z.string().max(64).optional() }),
    answer: one,
  }),
  updateSensor: defineRoute({
    method: 'PUT',
    path: '/api/sensor/{sensorId}',
    access: 'subscriber',
    farm: {
      action: 'sensors.write',
      scope: [
        { kind: 'sensor', in: 'params', name: 'sensorId' },
        { kind: 'field', in: 'body', name: 'field_id', optional: true },
        { kind: 'zone', in: 'body', name: 'zone_id', optional: true },
      ],
    },
    errorKey: 'err',
    resource: 'sensors',
    summary: 'Move, rename or retune one of your sensors (its position, field, interval, alias, battery threshold).',
    params: sensorParams,
    body: updateSensorSchema,
    answer: one,
  }),
  deleteSensor: defineRoute({
    method: 'DELETE',
    path: '/api/sensor/{sensorId}',
    access: 'subscriber',
    farm: { action: 'sensors.write', scope: [{ kind: 'sensor', in: 'params', name: 'sensorId' }] },
    errorKey: 'err',
    resource: 'sensors',
    summary: 'Delete one of your sensors into Recently deleted (restorable for 30 days, with its readings).',
    params: sensorParams,
    answer: z.strictObject({ data: z.strictObject({ sensor_id: z.string() }), err: z.null() }),
  }),
} as const;
