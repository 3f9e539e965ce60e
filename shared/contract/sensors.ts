/** sensors. */
import { defineRoute, notYetDescribed } from './define';

export const sensorsRoutes = {
  sensorsByField: defineRoute({
    method: 'POST',
    path: '/api/sensor/field',
    access: 'subscriber',
    resource: 'sensors',
    summary: 'TODO',
    answer: notYetDescribed,
  }),
  registerSensorV2: defineRoute({
    method: 'POST',
    path: '/api/sensor/v2/new',
    access: 'subscriber',
    errorKey: 'err',
    resource: 'sensors',
    summary: 'TODO',
    answer: notYetDescribed,
  }),
  registerSensor: defineRoute({
    method: 'POST',
    path: '/api/sensor/new',
    access: 'subscriber',
    errorKey: 'err',
    resource: 'sensors',
    summary: 'TODO',
    answer: notYetDescribed,
  }),
  getSensor: defineRoute({
    method: 'GET',
    path: '/api/sensor/{sensorId}',
    access: 'subscriber',
    errorKey: 'err',
    resource: 'sensors',
    summary: 'TODO',
    answer: notYetDescribed,
  }),
  updateSensor: defineRoute({
    method: 'PUT',
    path: '/api/sensor/{sensorId}',
    access: 'subscriber',
    errorKey: 'err',
    resource: 'sensors',
    summary: 'TODO',
    answer: notYetDescribed,
  }),
  deleteSensor: defineRoute({
    method: 'DELETE',
    path: '/api/sensor/{sensorId}',
    access: 'subscriber',
    errorKey: 'err',
    resource: 'sensors',
    summary: 'TODO',
    answer: notYetDescribed,
  }),
} as const;
