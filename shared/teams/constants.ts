/** Farm teams: the figures both sides share. */

/**
 * The request header that names the farm a request acts in (its `farm_id`), for a farm shared
 * with the caller. Without it a request acts on the caller's own account, as before teams existed.
 * The server reads the caller's membership of that farm on every request; the header is a choice
 * of farm, never a grant.
 */
export const FARM_HEADER = 'x-fieldwise-farm';

/** An invitation not accepted within this many days expires. */
export const INVITATION_DAYS = 14;

/** Audit entries are kept this many days (a year). */
export const AUDIT_DAYS = 366;

/** A farm id: `fm_` and 12 URL-safe characters (lambdas/platform/ids.ts newId('fm')). */
export const FARM_ID_RE = /^fm_[A-Za-z0-9_-]{12}$/;

/** An invitation id: `inv_` and 12 URL-safe characters. */
export const INVITATION_ID_RE = /^inv_[A-Za-z0-9_-]{12}$/;

/** A note's text: at most this many characters. */
export const NOTE_MAX_CHARS = 2000;

/** Members of one farm (the owner included), and pending invitations at once. */
export const MAX_FARM_MEMBERS = 50;
export const MAX_PENDING_INVITATIONS = 50;
