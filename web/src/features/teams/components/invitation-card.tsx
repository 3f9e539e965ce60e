/** One invitation to the user (farm, owner, role, until when) with Accept (an offer: transfer-inbox-card.tsx). */
import { FARM_ROLE_DESCRIPTION_KEYS, FARM_ROLE_KEYS } from '@shared/i18n/labels/roles';
import type { InvitationRow } from '@shared/teams/schemas';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { useFormat } from '../../../lib/i18n/use-format';
import { useT } from '../../../lib/i18n/use-t';
import { dayOf, invitationErrorText } from './team-rules';
import { useAcceptAndOpen } from './use-accept';

export function InvitationCard({ invitation }: { invitation: InvitationRow }) {
  const { mutation, accept } = useAcceptAndOpen();
  const t = useT();
  const f = useFormat();
  const i = invitation;
  return (
    <article className="invitation-card" aria-label={t('teams.invitationTo', { farm: i.farm_name })}>
      <h3 className="invitation-card__title">{i.farm_name}</h3>
      <p>
        {t.rich('teams.invitesYou', {
          owner: i.owner_name,
          role: t(FARM_ROLE_KEYS[i.role]),
          description: t(FARM_ROLE_DESCRIPTION_KEYS[i.role]),
          b: (chunks) => <strong>{chunks}</strong>,
        })}
      </p>
      <p className="invitation-card__meta">{t('teams.validUntil', { day: dayOf(f.day, i.expires_at) })}</p>
      {mutation.isError ? <Banner tone="error">{invitationErrorText(t, mutation.error)}</Banner> : null}
      <Button onClick={() => accept(i.invitation_id)} loading={mutation.isPending}>
        {t('teams.accept')}
      </Button>
    </article>
  );
}
