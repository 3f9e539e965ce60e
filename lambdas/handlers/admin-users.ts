/** GET /api/v2/admin/users (admin only): the accounts of the user pool with their subscriptions. */
import { lambdaHandler, ok, type Operation } from '../http';
import { listUsers } from '../services/users';

export const operations: Record<string, Operation> = {
  async listUsers() {
    return ok({ data: await listUsers() });
  },
};

export const handler = lambdaHandler(operations);
