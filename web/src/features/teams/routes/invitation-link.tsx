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
import '../components/teams.css';

export function InvitationLinkRoute() {
  const { invitationId = '' } = useParams();
  const inbox = useInvitations();
  const valid = INVITATION_ID_RE.test(invitationId);
  return (
    <>
      <PageHeader title="Invitation to a farm" />
      {!valid ? (
        <Banner tone="error">This link is not a whole invitation link. Copy it again from your e-mail.</Banner>
      ) : (
        <QueryState queries={[inbox]} loadingLabel="Loading the invitation…">
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
        All your invitations
      </ButtonLink>
    </>
  );
}

function UnlistedInvitation({ invitationId }: { invitationId: string }) {
  const { mutation, accept } = useAcceptAndOpen();
  if (mutation.isError)
    return (
      <Banner tone="error" className="invitation-link__refusal">
        {invitationErrorText(mutation.error)}
      </Banner>
    );
  return (
    <Card>
      <p>
        This invitation is not among those waiting for your e-mail address: it may have expired, been revoked, been
        accepted already, or been sent to another address.
      </p>
      <Button onClick={() => accept(invitationId)} loading={mutation.isPending}>
        Try to accept it
      </Button>
    </Card>
  );
}
