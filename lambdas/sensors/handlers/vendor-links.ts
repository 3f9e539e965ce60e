/**
 * The caller's vendor-cloud links (IrriMAX Live, ZENTRA Cloud; lambdas/vendor-clouds): made,
 * listed, deleted. Served by the sensors function (./sensors.ts spreads these operations into its
 * own), as the account's function serves API keys: a function of their own would take the stack
 * past CloudFormation's 500 resources.
 */
import { inListedFarmBy } from '../../platform/farm-access/farm-filter';
import { ok, type Operations } from '../../platform/http';
import { createLink, listLinks, removeLink } from '../../vendor-clouds';

export const vendorLinkOperations = {
  async createVendorLink(req) {
    return ok({ data: await createLink(req.caller.userName, req.body) }, 201);
  },
  async listVendorLinks(req) {
    const links = await listLinks(req.caller.userName);
    return ok({ data: await inListedFarmBy(req.caller, links, 'vendorLink', (l) => l.linkId) });
  },
  async deleteVendorLink(req) {
    return ok({ data: await removeLink(req.caller.userName, req.params.linkId) });
  },
} satisfies Pick<Operations<'sensors'>, 'createVendorLink' | 'listVendorLinks' | 'deleteVendorLink'>;
