/** One invitation to the user (farm, owner, role, until when) with Accept (an offer: transfer-inbox-card.tsx). */
import { FARM_ROLE_DESCRIPTIONS, FARM_ROLE_LABELS } from '@shared/teams/roles';
import type { InvitationRow } from '@shared/teams/schemas';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { dayOf, invitationErrorText } from './team-rules';
import { useAcceptAndOpen } from './use-accept';

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
