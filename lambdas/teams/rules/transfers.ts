/** Ownership transfers: their state as time passes, their answer row and their e-mail (pure). */
import { INVITATION_DAYS } from '@shared/teams/constants';
import type { TransferRow } from '@shared/teams/schemas';

/** The steps of accepting, in order (lambdas/teams/jobs/transfer-move.ts). */
export const MOVE_STEPS = ['copy', 'owners', 'members', 'delete', 'finish'] as const;
export type MoveStep = (typeof MOVE_STEPS)[number];

/**
 * THE transfer as stored (`FARM#<farmId>/TRANSFER`): `offered` until the manager accepts, then
 * `moving` through the steps (`step`, and in the copy the last sort key copied, `cursor`), then
 * `done`. Withdrawn or declined: deleted.
 */
export interface TransferItem {
  farm_id: string;
  farm_name: string;
  from: string;
  to: string;
  created_at: string;
  expires_at: string;
  state: 'offered' | 'moving' | 'done';
  step?: MoveStep;
  cursor?: string;
  accepted_at?: string;
}

const DAY_MS = 86_400_000;

/** An offer expires as an invitation does. */
export const transferExpiry = (now: Date): string => new Date(now.getTime() + INVITATION_DAYS * DAY_MS).toISOString();

/** An offer not accepted in time is expired (nothing writes that down); one accepted never expires. */
export const isExpired = (t: TransferItem, now: Date): boolean =>
  t.state === 'offered' && now.getTime() >= Date.parse(t.expires_at);

export const transferRow = (t: TransferItem): TransferRow => ({
  farm_id: t.farm_id,
  farm_name: t.farm_name,
  from: t.from,
  to: t.to,
  created_at: t.created_at,
});

/** The page where an offer is accepted or declined. */
export const transferLink = (siteUrl: string | undefined): string => `${siteUrl ?? ''}/app/invitations`;

/** The e-mail to the offered manager. Plain text, as the invitation e-mails. */
export function transferEmail(
  t: TransferItem,
  ownerName: string,
  siteUrl: string | undefined,
): { subject: string; text: string } {
  const owner = ownerName.replace(/[\r\n\t]+/g, ' ').trim() || t.from;
  return {
    subject: `${owner} offers you the ownership of the farm ${t.farm_name} on Fieldwise`,
    text: [
      `${owner} offers you the ownership of the farm "${t.farm_name}" on Fieldwise.`,
      'When you accept, the farm with its fields, zones, sensors, gateways and irrigation logs becomes yours: ' +
        `its sensors count against your plan, and ${owner} stays on the farm as a manager.`,
      '',
      `Accept or decline: ${transferLink(siteUrl)}`,
      '',
      `The offer expires on ${t.expires_at.slice(0, 10)} (${INVITATION_DAYS} days).`,
    ].join('\n'),
  };
}
