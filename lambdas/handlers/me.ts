/**
 * GET /api/me: who the verified token says the caller is. The web app reads its state from it,
 * and calls it once after each sign-in: the token's sign-in time is recorded for the admin users page.
 */
import { lambdaHandler, ok, type Operations } from '../http';
import { noteSignIn } from '../services/sign-ins';

export const operations = {
  async getMe(req) {
    const { caller } = req;
    await noteSignIn(caller);
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
