/**
 * Notices: notifications that are not alerts (no condition starts or clears them), such as a note
 * a farm member wrote on a field. Each goes in-app always and by e-mail when the member's own
 * preferences send moisture alerts by e-mail for that field at that hour: a note is advice about
 * water, as a moisture alert is, but never urgent, so quiet hours and field mutes hold it back
 * like a 'back to normal'. Never by SMS.
 *
 * Written once per member (the id comes from the notice's key, so a retry after a crash writes
 * nothing twice); a failed e-mail stays in the alerts' outbox, retried by the scheduled run.
 */
import { deliveryChannels } from '@shared/alerts/preferences';
import type { AlertChannel } from '@shared/alerts/kinds';
import { getPoolUser } from '../../accounts';
import { logger } from '../../platform/telemetry/logger';
import { noteId, putNotification, putOutboxEntry, type StoredNotification } from '../adapters/alerts';
import { deliver } from './alert-engine';
import { preferencesFor } from './alert-preferences';

export interface Notice {
  /** What the notice is about, unique per notice (a note's id): one notification per member. */
  key: string;
  title: string;
  body: string;
  /** The app page it leads to. */
  path: string;
  /** The e-mail's text (a link included). */
  email: string;
  fieldId?: string;
  /** Epoch ms. */
  at: number;
  /** The farm's owner and id: a member's copy opens in that farm, and its retries follow the owner's plan. */
  owner?: string;
  farmId?: string;
}

/** Tell one user (in-app, and by e-mail per the rule above). False when they had it already. */
export async function sendNotice(userName: string, notice: Notice): Promise<boolean> {
  const user = await getPoolUser(userName);
  if (!user?.enabled) return false;
  const email = user.attributes['email'];
  const prefs = await preferencesFor(userName);
  const byEmail =
    Boolean(email) &&
    deliveryChannels(
      prefs,
      {
        kind: 'moisture',
        phase: 'clear',
        at: new Date(notice.at),
        ...(notice.fieldId ? { fieldId: notice.fieldId } : {}),
      },
      false,
    ).includes('email');
  const isMember = notice.owner !== undefined && notice.owner !== userName;
  const channels: AlertChannel[] = byEmail ? ['email', 'in-app'] : ['in-app'];
  const note: StoredNotification = {
    id: noteId(notice.at, notice.key, 0),
    key: notice.key,
    kind: 'note',
    phase: 'start',
    title: notice.title,
    body: notice.body,
    path: notice.path,
    sms: '',
    email: notice.email,
    ...(notice.fieldId ? { field_id: notice.fieldId } : {}),
    ...(isMember && notice.farmId ? { farm_id: notice.farmId } : {}),
    created_at: notice.at,
    channels,
    pending: channels.filter((c) => c !== 'in-app'),
  };
  if (note.pending.length)
    await putOutboxEntry({
      user: userName,
      note_id: note.id,
      at: note.created_at,
      ...(isMember ? { owner: notice.owner } : {}),
    });
  if (!(await putNotification(userName, note))) return false;
  if (note.pending.length)
    await deliver(userName, note, { userName, ...(email ? { email } : {}), active: true }).catch((err: unknown) =>
      logger.error('notice delivery failed', { note: note.id, error: String(err) }),
    );
  return true;
}
