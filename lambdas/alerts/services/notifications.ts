/**
 * A grower's notifications (the in-app channel): the history newest first, filtered by field and
 * kind, with the unread count; and marking them read. Only the caller's own: every read and write
 * is keyed by the verified user name, so another grower's ids simply do not exist here.
 */
import {
  NOTIFICATION_HISTORY_LIMIT,
  type MarkReadInput,
  type NotificationList,
  type NotificationView,
} from '@shared/alerts/notifications';
import type { NotificationKind } from '@shared/alerts/kinds';
import { listNotifications, markNotificationRead, type StoredNotification } from '../adapters/alerts';

const view = (n: StoredNotification): NotificationView => ({
  id: n.id,
  kind: n.kind,
  phase: n.phase,
  title: n.title,
  body: n.body,
  path: n.path,
  field_id: n.field_id ?? null,
  sensor_id: n.sensor_id ?? null,
  gateway_id: n.gateway_id ?? null,
  farm_id: n.farm_id ?? null,
  created_at: new Date(n.created_at).toISOString(),
  read: n.read_at !== undefined,
});

/** The in-app history: notifications whose channels include in-app. */
const inApp = async (userName: string) =>
  (await listNotifications(userName, NOTIFICATION_HISTORY_LIMIT)).filter((n) => n.channels?.includes('in-app'));

export async function notificationsOf(
  userName: string,
  filter: { fieldId?: string; kind?: NotificationKind },
): Promise<NotificationList> {
  const all = await inApp(userName);
  const shown = all.filter(
    (n) => (!filter.fieldId || n.field_id === filter.fieldId) && (!filter.kind || n.kind === filter.kind),
  );
  return { notifications: shown.map(view), unread: all.filter((n) => n.read_at === undefined).length };
}

export async function unreadCount(userName: string): Promise<{ unread: number }> {
  return { unread: (await inApp(userName)).filter((n) => n.read_at === undefined).length };
}

/** Mark some (or all) read; ids that are not the caller's are skipped. Answers how many it marked. */
export async function markRead(
  userName: string,
  input: MarkReadInput,
  now = Date.now(),
): Promise<{ marked: number; unread: number }> {
  const ids =
    'all' in input
      ? (await inApp(userName)).filter((n) => n.read_at === undefined).map((n) => n.id)
      : [...new Set(input.ids)];
  let marked = 0;
  for (const id of ids) if (await markNotificationRead(userName, id, now)) marked++;
  return { marked, ...(await unreadCount(userName)) };
}
