/** GET /api/v2/admin/users (admin only): the accounts of the user pool with their subscriptions. */
import { lambdaHandler, ok, type Operations } from '../http';
import { listUsers } from '../services/users';

export const operations = {
  async listUsers() {
    return ok({ data: await listUsers() });
  },
} satisfies Operations<'admin-users'>;

export const handler = lambdaHandler(operations);
