/** gateways: the spec's pairing calls and the v2 management of a grower's gateways. */
import * as z from 'zod';
import { gatewayIdSchema } from '../management/rules';
import {
  byFieldFormSchema,
  gatewaySensorsSchema,
  gatewaySetupSchema,
  registerGatewaySchema,
  updateGatewaySchema,
} from '../management/schemas';
import { gatewaySensorRow, gatewayView } from '../management/views';
import { defineRoute } from './define';

const gatewayParams = z.object({ gatewayId: gatewayIdSchema });
const credential = z
  .string()
  .describe('The ingest credential (`gw.<id>.<secret>`): shown this once, only its hash is kept.');

export const gatewaysRoutes = {
  gatewaysOfField: defineRoute({
    method: 'POST',
    path: '/api/gateway/field',
    access: 'subscriber',
    farm: { action: 'setup.read', scope: [{ kind: 'field', in: 'body', name: 'fieldId' }] },
    resource: 'gateways',
    summary: 'List the gateways serving one of your fields.',
    body: byFieldFormSchema,
    answer: z.strictObject({
      data: z.array(gatewayView.pick({ gateway_id: true, name: true, status: true })),
      error: z.null(),
    }),
  }),
  setupGateway: defineRoute({
    method: 'POST',
    path: '/api/gateway/setup',
    access: 'subscriber',
    farm: { action: 'sensors.write', scope: [{ kind: 'gateway', in: 'body', name: 'gatewayIds' }] },
    resource: 'gateways',
    summary: 'Turn pairing mode on or off for some of your gateways.',
    body: gatewaySetupSchema,
    answer: z.strictObject({
      data: z.strictObject({
        gatewayIds: z.array(z.string()),
        pairing_until: z.string().nullable().describe('When pairing mode ends (ISO); null when turned off.'),
      }),
      error: z.null(),
    }),
  }),
  gatewaySensors: defineRoute({
    method: 'POST',
    path: '/api/gateway/sensors',
    access: 'subscriber',
    farm: { action: 'setup.read', scope: [{ kind: 'gateway', in: 'body', name: 'gatewayIds' }] },
    resource: 'gateways',
    summary: 'List the sensors registered through some of your gateways, and those they heard while pairing.',
    body: gatewaySensorsSchema,
    answer: z.strictObject({ data: z.array(gatewaySensorRow), error: z.null() }),
  }),
  registerGateway: defineRoute({
    method: 'POST',
    path: '/api/v2/gateway',
    access: 'subscriber',
    farm: { action: 'sensors.write', scope: [{ kind: 'create' }] },
    resource: 'gateways',
    summary: 'Register a gateway by its id; the answer holds its ingest credential, shown only this once.',
    body: registerGatewaySchema,
    answer: z.strictObject({ data: gatewayView, credential }),
    status: 201,
  }),
  listGateways: defineRoute({
    method: 'GET',
    path: '/api/v2/gateway',
    access: 'subscriber',
    farm: { action: 'setup.read', scope: [{ kind: 'list' }] },
    resource: 'gateways',
    apiKey: true,
    summary: 'List your gateways with their status (online, offline, never seen, pairing).',
    answer: z.strictObject({ data: z.array(gatewayView) }),
  }),
  updateGateway: defineRoute({
    method: 'PUT',
    path: '/api/v2/gateway/{gatewayId}',
    access: 'subscriber',
    // The fields it is given must be the farm's too: a shared farm's manager serves no other farm's field.
    farm: {
      action: 'sensors.write',
      scope: [
        { kind: 'gateway', in: 'params', name: 'gatewayId' },
        { kind: 'field', in: 'body', name: 'fieldIds', optional: true },
      ],
    },
    resource: 'gateways',
    summary: 'Rename one of your gateways or choose the fields it serves.',
    params: gatewayParams,
    body: updateGatewaySchema,
    answer: z.strictObject({ data: gatewayView }),
  }),
  removeGateway: defineRoute({
    method: 'DELETE',
    path: '/api/v2/gateway/{gatewayId}',
    access: 'subscriber',
    farm: { action: 'sensors.write', scope: [{ kind: 'gateway', in: 'params', name: 'gatewayId' }] },
    resource: 'gateways',
    summary: 'Delete one of your gateways: its credential stops working and its id is free again.',
    params: gatewayParams,
    answer: z.strictObject({ data: z.strictObject({ gateway_id: z.string() }) }),
  }),
  rotateGatewayCredential: defineRoute({
    method: 'POST',
    path: '/api/v2/gateway/{gatewayId}/credential',
    access: 'subscriber',
    farm: { action: 'sensors.write', scope: [{ kind: 'gateway', in: 'params', name: 'gatewayId' }] },
    resource: 'gateways',
    summary: 'Issue a new ingest credential for one of your gateways (the old one stops working).',
    params: gatewayParams,
    answer: z.strictObject({ data: z.strictObject({ gateway_id: z.string() }), credential }),
  }),
} as const;
