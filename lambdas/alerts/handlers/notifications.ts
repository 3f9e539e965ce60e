/** The grower's notifications: list (filter by field and kind), unread count, mark read. */
import { lambdaHandler, ok, type Operations } from '../../platform/http';
import { markRead, notificationsOf, unreadCount } from '../services/notifications';

export const operations = {
  async list(req) {
    const q = req.query;
    return ok({ data: await notificationsOf(req.caller.userName, { fieldId: q.field || undefined, kind: q.kind }) });
  },
  async unread(req) {
    return ok({ data: await unreadCount(req.caller.userName) });
  },
  async markRead(req) {
    return ok({ data: await markRead(req.caller.userName, req.body) });
  },
} satisfies Operations<'notifications'>;

export const handler = lambdaHandler(operations);
