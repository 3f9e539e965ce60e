/** GET /api/v2/gateway/{gatewayId}/devices: the devices one of the caller's LoRaWAN connections heard or carries. */
import { lambdaHandler, ok, type Operations } from '../../platform/http';
import { listConnectionDevices } from '../services/connection-devices';

export const operations = {
  async list(req) {
    return ok({ data: await listConnectionDevices(req.caller.userName, req.params.gatewayId) });
  },
} satisfies Operations<'lorawan-devices'>;

export const handler = lambdaHandler(operations);
