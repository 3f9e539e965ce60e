/**
 * Gateways: the spec's calls (/api/gateway/field, /setup, /sensors) and the v2 management a real
 * product needs (register by id, list with status, rename/assign to fields, delete, credential).
 */
import { assertSameUser } from '../../platform/auth';
import { inListedFarmBy, listedFarm } from '../../platform/farm-access/farm-filter';
import { lambdaHandler, ok, type Operations } from '../../platform/http';
import { ownField } from '../../farms';
import {
  editGateway,
  gatewaysOfField,
  listUserGateways,
  registerGateway,
  removeGateway,
  rotateCredential,
  sensorsOfGateways,
  setPairing,
} from '../services/gateways';

export const operations = {
  async ofField(req) {
    const { caller, body: input } = req;
    assertSameUser(caller, input.username ?? input.userName);
    await ownField(caller.userName, input.fieldId);
    const gateways = await gatewaysOfField(caller.userName, input.fieldId);
    return ok({
      data: gateways.map((g) => ({ gateway_id: g.gateway_id, name: g.name, status: g.status })),
      error: null,
    });
  },

  async setup(req) {
    const { caller, body: input } = req;
    return ok({ data: await setPairing(caller.userName, input.gatewayIds, input.status === 'on'), error: null });
  },

  async sensors(req) {
    const { caller, body: input } = req;
    assertSameUser(caller, input.userName);
    return ok({ data: await sensorsOfGateways(caller.userName, input.gatewayIds), error: null });
  },

  async register(req) {
    const { caller, body: input } = req;
    // In a shared farm the gateway is recorded as that farm's (the farm's gateway routes then accept it).
    const { gateway, credential } = await registerGateway(caller.userName, input.gatewayId, input.name, input.kind, {
      farmName: listedFarm(caller),
    });
    return ok({ data: gateway, credential }, 201);
  },

  async list(req) {
    const { caller } = req;
    const gateways = await listUserGateways(caller.userName);
    return ok({ data: await inListedFarmBy(caller, gateways, 'gateway', (g) => g.gateway_id) });
  },

  async update(req) {
    const { caller } = req;
    return ok({ data: await editGateway(caller.userName, req.params.gatewayId, req.body) });
  },

  async remove(req) {
    const { caller } = req;
    return ok({ data: await removeGateway(caller.userName, req.params.gatewayId) });
  },

  async rotateCredential(req) {
    const { caller } = req;
    const out = await rotateCredential(caller.userName, req.params.gatewayId);
    return ok({ data: { gateway_id: out.gateway_id }, credential: out.credential });
  },
} satisfies Operations<'gateways'>;

export const handler = lambdaHandler(operations);
