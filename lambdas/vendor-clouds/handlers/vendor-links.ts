/** Vendor-cloud links (IrriMAX Live, ZENTRA Cloud): the caller's own, made, listed and deleted. */
import { lambdaHandler, ok, type Operations } from '../../platform/http';
import { createLink, listLinks, removeLink } from '../services/links';

export const operations = {
  async create(req) {
    return ok({ data: await createLink(req.caller.userName, req.body) }, 201);
  },
  async list(req) {
    return ok({ data: await listLinks(req.caller.userName) });
  },
  async remove(req) {
    return ok({ data: await removeLink(req.caller.userName, req.params.linkId) });
  },
} satisfies Operations<'vendor-links'>;

export const handler = lambdaHandler(operations);
