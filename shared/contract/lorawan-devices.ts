/** lorawan-devices: what a grower's LoRaWAN connection heard and carries, for pairing and device health. */
import * as z from 'zod';
import { lorawanDeviceRow } from '../lorawan/views';
import { gatewayIdSchema } from '../management/rules';
import { defineRoute } from './define';

export const lorawanDevicesRoutes = {
  lorawanDevices: defineRoute({
    method: 'GET',
    path: '/api/v2/gateway/{gatewayId}/devices',
    access: 'subscriber',
    farm: { action: 'setup.read', scope: [{ kind: 'gateway', in: 'params', name: 'gatewayId' }] },
    resource: 'lorawan-devices',
    summary:
      'List the devices one of your LoRaWAN connections heard (for pairing, with the type they look like) ' +
      'or carries, with their health and last parked payload.',
    params: z.object({ gatewayId: gatewayIdSchema }),
    answer: z.strictObject({ data: z.array(lorawanDeviceRow) }),
  }),
} as const;
