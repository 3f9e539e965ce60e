/** GET /api/me: who the verified token says the caller is. The web app reads its state from it. */
import { lambdaHandler, ok, type Operations } from '../http';

export const operations = {
  async getMe(req) {
    const { caller } = req;
    return ok({
      userName: caller.userName,
      group: caller.group,
      groups: caller.groups,
      isAdmin: caller.isAdmin,
      subscription: caller.subscription,
    });
  },
} satisfies Operations<'me'>;

export const handler = lambdaHandler(operations);
