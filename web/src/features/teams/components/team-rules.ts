/**
 * The Members page's decisions from the caller's row of GET /api/v2/farms (the page names its farm
 * in the address, so it does not go by the active farm), and the words for what the server said.
 */
import { can, isWriteAction, type FarmAction } from '@shared/teams/roles';
import type { FarmAccessRow } from '@shared/teams/schemas';
import { ApiError } from '../../../api/client';
import type { MessageKey } from '@shared/i18n/catalogue';

/** A translator (useT's, or translatorFor's outside React). */
type Say = (key: MessageKey) => string;

/** May the caller do `action` on this farm: their role allows it, and no write while it is read-only. */
export function mayOn(row: FarmAccessRow | null | undefined, action: FarmAction): boolean {
  if (!row) return false;
  if (row.read_only && isWriteAction(action)) return false;
  return can(row.role, action);
}

/** Did the server say something of its own (not only its status), as it came or as a catalogued refusal? */
const serverSaid = (error: ApiError): boolean =>
  error.messageKey === undefined || error.messageKey.startsWith('refusals.');

/**
 * An invitation's refusal in words: the server's own (it says revoked, expired, accepted, another
 * address), else what the status means (410 no longer valid, 403 sent to another address).
 */
export function invitationErrorText(t: Say, error: unknown): string {
  if (!(error instanceof ApiError)) return t('teams.somethingWrong');
  if (serverSaid(error)) return error.message;
  if (error.status === 410) return t('teams.invitationGone');
  if (error.status === 403) return t('teams.invitationOtherAddress');
  if (error.status === 404) return t('teams.invitationMissing');
  return error.message;
}

/** What the server said (its words, in English), for a form's error banner. */
export const serverText = (t: Say, error: unknown): string =>
  error instanceof Error && error.message ? error.message : t('teams.somethingWrong');

/** An ISO time as the person's locale writes days; the text as it came when it is no time. */
export const dayOf = (day: (d: Date) => string, iso: string): string => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : day(d);
};
