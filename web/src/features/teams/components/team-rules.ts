/**
 * The Members page's decisions from the caller's row of GET /api/v2/farms (the page names its farm
 * in the address, so it does not go by the active farm), and the words for what the server said.
 */
import { can, isWriteAction, type FarmAction } from '@shared/teams/roles';
import type { FarmAccessRow } from '@shared/teams/schemas';
import { ApiError } from '../../../api/client';
import { pageMessages } from '@shared/messages';
import { formatDay } from '../../../lib/dates';

/** May the caller do `action` on this farm: their role allows it, and no write while it is read-only. */
export function mayOn(row: FarmAccessRow | null | undefined, action: FarmAction): boolean {
  if (!row) return false;
  if (row.read_only && isWriteAction(action)) return false;
  return can(row.role, action);
}

/** Did the server say something of its own (not only its status)? */
const serverSaid = (error: ApiError): boolean => !error.message.startsWith(pageMessages.requestFailed);

/**
 * An invitation's refusal in words: the server's own (it says revoked, expired, accepted, another
 * address), else what the status means (410 no longer valid, 403 sent to another address).
 */
export function invitationErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Something went wrong, please try again.';
  if (serverSaid(error)) return error.message;
  if (error.status === 410) return 'This invitation has expired or was revoked. Ask the farm’s owner for a new one.';
  if (error.status === 403)
    return (
      'This invitation was sent to another e-mail address. ' + 'Sign in with the account of the address it was sent to.'
    );
  if (error.status === 404) return 'There is no such invitation. Check the link in your e-mail.';
  return error.message;
}

/** What the server said, for a form's error banner. */
export const serverText = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : 'Something went wrong, please try again.';

/** An ISO time as the app writes days (dd/MM/yyyy); the text as it came when it is no time. */
export const dayOf = (iso: string): string => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : formatDay(d);
};
