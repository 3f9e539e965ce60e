/**
 * /invite/:invitationId — where the invitation e-mail's link lands. Signed out, the guard sends the
 * visitor to sign in (or sign up) and back here. Signed in: the invitation as the inbox lists it
 * (farm, owner, role) with Accept. An invitation the inbox does not list is expired, revoked, taken
 * or sent to another address: Accept asks the server, which says which (410, 403), in words.
 */
import { useParams } from 'react-router-dom';
import { INVITATION_ID_RE } from '@shared/teams/constants';
import { useInvitations } from '../../../api/teams';
import { Banner } from '../../../components/banner';
import { Button, ButtonLink } from '../../../components/button';
import { Card } from '../../../components/card';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { InvitationCard } from '../components/invitation-card';
import { invitationErrorText } from '../components/team-rules';
import { useAcceptAndOpen } from '../components/use-accept';
import { useT } from '../../../lib/i18n/use-t';
import '../components/teams.css';

export function InvitationLinkRoute() {
  const { invitationId = '' } = useParams();
  const inbox = useInvitations();
  const valid = INVITATION_ID_RE.test(invitationId);
  const t = useT();
  return (
    <>
      <PageHeader title={t('teams.invitationLinkTitle')} />
      {!valid ? (
        <Banner tone="error">{t('teams.brokenLink')}</Banner>
      ) : (
        <QueryState queries={[inbox]} loadingLabel={t('teams.loadingInvitation')}>
          {() => {
            const found = inbox.data!.invitations.find((i) => i.invitation_id === invitationId);
            return found ? (
              <div className="invitation-list">
                <InvitationCard invitation={found} />
              </div>
            ) : (
              <UnlistedInvitation invitationId={invitationId} />
            );
          }}
        </QueryState>
      )}
      <ButtonLink to="/app/invitations" variant="secondary">
        {t('teams.allInvitations')}
      </ButtonLink>
    </>
  );
}

function UnlistedInvitation({ invitationId }: { invitationId: string }) {
  const { mutation, accept } = useAcceptAndOpen();
  const t = useT();
  if (mutation.isError)
    return (
      <Banner tone="error" className="invitation-link__refusal">
        {invitationErrorText(t, mutation.error)}
      </Banner>
    );
  return (
    <Card>
      <p>{t('teams.unlisted')}</p>
      <Button onClick={() => accept(invitationId)} loading={mutation.isPending}>
        {t('teams.tryAccept')}
      </Button>
    </Card>
  );
}
