/**
 * Offering a farm to one of its managers, withdrawing (the owner) or declining (the manager) the
 * offer, and the lists that show it. One offer at a time per farm: THE transfer is written only
 * when the farm has none (an expired or finished one is removed first); the same offer twice
 * answers the same. Accepting: transfer-accept.ts.
 */
import type { TransferRow } from '@shared/teams/schemas';
import type { FarmContext } from '../../platform/auth';
import { refusal } from '../../platform/refusal';
import { ConflictError, NotFoundError } from '../../platform/errors';
import { logger } from '../../platform/telemetry/logger';
import { dropTransfer, getTransfer, listTransfersFor, putTransfer } from '../adapters/transfers';
import { isExpired, transferEmail, transferExpiry, transferRow, type TransferItem } from '../rules/transfers';
import type { Mailer } from './invitations';
import type { People } from './people';
import { assertTransferable } from './transfer-checks';

const beingMoved = () => new ConflictError(refusal('refusals.transferBeingMoved'));

/** The offer of this farm still open (offered, not expired), if any. */
export async function openTransfer(farmId: string, now = new Date()): Promise<TransferItem | undefined> {
  const t = await getTransfer(farmId);
  return t && t.state === 'offered' && !isExpired(t, now) ? t : undefined;
}

export async function offerTransfer(
  farm: FarmContext,
  to: string,
  deps: { people: People; mailer: Mailer; siteUrl: string | undefined },
  now = new Date(),
): Promise<{ row: TransferRow; changed: boolean }> {
  const existing = await getTransfer(farm.farmId);
  if (existing?.state === 'moving') throw beingMoved();
  if (existing && existing.state === 'offered' && !isExpired(existing, now)) {
    if (existing.to === to) return { row: transferRow(existing), changed: false };
    throw new ConflictError(refusal('refusals.transferOfferedToOther', { to: existing.to }));
  }
  await assertTransferable({ farmId: farm.farmId, farmName: farm.farmName, from: farm.owner, to }, deps.people, now);
  // An expired or finished offer makes way (only while it is still the one read).
  if (existing && !(await dropTransfer(existing))) throw new ConflictError(refusal('refusals.transferChanged'));
  const t: TransferItem = {
    farm_id: farm.farmId,
    farm_name: farm.farmName,
    from: farm.owner,
    to,
    created_at: now.toISOString(),
    expires_at: transferExpiry(now),
    state: 'offered',
  };
  if (!(await putTransfer(t))) {
    // The same offer sent twice at once: one is written, both answer it.
    const winner = await openTransfer(farm.farmId, now);
    if (winner?.to === to) return { row: transferRow(winner), changed: false };
    throw new ConflictError(refusal('refusals.transferOfferedToSomeoneElse'));
  }
  const [owner, manager] = await Promise.all([deps.people(farm.owner), deps.people(to)]);
  const address = manager.verifiedEmail ?? manager.email;
  if (address) {
    const mail = transferEmail(t, owner.name, deps.siteUrl);
    // The offer also waits on their Invitations page: a mail that failed is logged, not undone.
    await deps.mailer
      .email(address, mail.subject, mail.text)
      .catch((error: unknown) => logger.error('Transfer e-mail not sent', { farmId: farm.farmId, to, error }));
  }
  return { row: transferRow(t), changed: true };
}

/** The owner withdraws the open offer; false when there was none (the same withdrawal twice). */
export async function withdrawTransfer(farm: FarmContext, now = new Date()): Promise<boolean> {
  const t = await getTransfer(farm.farmId);
  if (t?.state === 'moving') throw beingMoved();
  if (!t || t.state !== 'offered') return false;
  const gone = await dropTransfer(t);
  return gone && !isExpired(t, now);
}

/** The offered manager declines; 404 when nothing of this farm is offered to them. */
export async function declineTransfer(me: string, farmId: string, now = new Date()): Promise<{ declined: boolean }> {
  const t = await getTransfer(farmId);
  if (!t || t.to !== me || t.state === 'done') throw new NotFoundError(refusal('refusals.transferNotOffered'));
  if (t.state === 'moving') throw beingMoved();
  if (isExpired(t, now)) {
    await dropTransfer(t);
    throw new NotFoundError(refusal('refusals.transferNotOffered'));
  }
  return { declined: await dropTransfer(t) };
}

/** Farms offered to the user, newest first. */
export async function listMyTransfers(me: string, now = new Date()): Promise<TransferRow[]> {
  const found = await listTransfersFor(me);
  return found
    .filter((t) => t.state === 'offered' && !isExpired(t, now))
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .map(transferRow);
}
