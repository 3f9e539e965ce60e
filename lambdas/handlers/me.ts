/** GET /api/me: who the verified token says the caller is. The web app reads its state from it. */
import { lambdaHandler, ok, requireCaller, type Operation } from '../http';

export const operations: Record<string, Operation> = {
  async getMe(req) {
    const caller = requireCaller(req);
    return ok({
      userName: caller.userName,
      group: caller.group,
      groups: caller.groups,
      isAdmin: caller.isAdmin,
      subscription: caller.subscription,
    });
  },
};

export const handler = lambdaHandler(operations);
