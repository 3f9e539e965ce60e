/** Ownership transfers: offer and withdraw (the owner), accept and decline (the offered manager). */
import { alertMessenger } from '../../alerts';
import { env } from '../../platform/env';
import { ok, type Operations } from '../../platform/http';
import { peopleReader } from '../services/people';
import { acceptTransfer } from '../services/transfer-accept';
import { declineTransfer, offerTransfer, withdrawTransfer } from '../services/transfer-offer';
import { farmOf } from './farm-of';

export const transferOperations = {
  async transferFarm(req) {
    const farm = farmOf(req.caller, req.params.farm_id);
    // The alerts' messenger, as invitations: SES in AWS, the dev outbox locally.
    const deps = { people: peopleReader(), mailer: alertMessenger(), siteUrl: env().SITE_URL };
    const { row, changed } = await offerTransfer(farm, req.body.to, deps);
    const summary = `${farm.member} offered the ownership of the farm to ${row.to}.`;
    return { ...ok({ data: row }, 201), audit: changed ? { what: 'transfer', target: row.to, summary } : false };
  },

  async cancelTransfer(req) {
    const farm = farmOf(req.caller, req.params.farm_id);
    const cancelled = await withdrawTransfer(farm);
    const summary = `${farm.member} withdrew the offer of the farm's ownership.`;
    return {
      ...ok({ data: { cancelled } }),
      audit: cancelled ? { verb: 'deleted', what: 'transfer', target: farm.farmName, summary } : false,
    };
  },

  async acceptTransfer(req) {
    // This route names no farm access: only the user it is offered to can accept (else 404).
    return ok({ data: await acceptTransfer(req.caller.userName, req.params.farm_id, peopleReader()) });
  },

  async declineTransfer(req) {
    return ok({ data: await declineTransfer(req.caller.userName, req.params.farm_id) });
  },
} satisfies Partial<Operations<'farms'>>;
