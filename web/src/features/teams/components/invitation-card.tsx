/** One invitation to the user (farm, owner, role, until when) with Accept, and one ownership offer. */
import { FARM_ROLE_DESCRIPTIONS, FARM_ROLE_LABELS } from '@shared/teams/roles';
import type { InvitationRow } from '@shared/teams/schemas';
import type { z } from 'zod';
import type { transferRowSchema } from '@shared/teams/schemas';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { dayOf, invitationErrorText } from './team-rules';
import { useAcceptAndOpen, useAcceptTransferAndOpen } from './use-accept';

export function InvitationCard({ invitation }: { invitation: InvitationRow }) {
  const { mutation, accept } = useAcceptAndOpen();
  const i = invitation;
  return (
    <article className="invitation-card" aria-label={`Invitation to ${i.farm_name}`}>
      <h3 className="invitation-card__title">{i.farm_name}</h3>
      <p>
        {i.owner_name} invites you as <strong>{FARM_ROLE_LABELS[i.role]}</strong>: {FARM_ROLE_DESCRIPTIONS[i.role]}
      </p>
      <p className="invitation-card__meta">Valid until {dayOf(i.expires_at)}.</p>
      {mutation.isError ? <Banner tone="error">{invitationErrorText(mutation.error)}</Banner> : null}
      <Button onClick={() => accept(i.invitation_id)} loading={mutation.isPending}>
        Accept
      </Button>
    </article>
  );
}

type TransferRow = z.infer<typeof transferRowSchema>;

export function TransferOfferCard({ transfer }: { transfer: TransferRow }) {
  const { mutation, accept } = useAcceptTransferAndOpen();
  const t = transfer;
  return (
    <article className="invitation-card" aria-label={`Ownership of ${t.farm_name}`}>
      <h3 className="invitation-card__title">{t.farm_name}</h3>
      <p>
        {t.from} offers you the ownership of {t.farm_name}: its fields, zones, sensors and readings become yours, under
        your subscription.
      </p>
      <p className="invitation-card__meta">Offered on {dayOf(t.created_at)}.</p>
      {mutation.isError ? <Banner tone="error">{invitationErrorText(mutation.error)}</Banner> : null}
      <Button onClick={() => accept(t.farm_id)} loading={mutation.isPending}>
        Accept ownership
      </Button>
    </article>
  );
}
