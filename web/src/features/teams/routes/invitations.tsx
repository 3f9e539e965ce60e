/**
 * /app/invitations — the user's inbox of farms: pending invitations to their verified e-mail and
 * ownership offers, each with Accept. Open without a subscription of one's own.
 */
import { useInvitations } from '../../../api/teams';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, QueryState } from '../../../components/query-state';
import { InvitationCard } from '../components/invitation-card';
import { TransferInboxCard } from '../components/transfer-inbox-card';
import '../components/teams.css';

export function InvitationsRoute() {
  const inbox = useInvitations();
  return (
    <>
      <PageHeader
        title="Invitations"
        description="Farms shared with you and farms offered to you, waiting for your answer."
      />
      <QueryState
        queries={[inbox]}
        loadingLabel="Loading your invitations…"
        empty={{
          when: Boolean(inbox.data && inbox.data.invitations.length + inbox.data.transfers.length === 0),
          content: (
            <EmptyState title="No invitations">
              When a farm&rsquo;s owner invites your e-mail address, the invitation shows here.
            </EmptyState>
          ),
        }}
      >
        {() => (
          <div className="invitation-list">
            {inbox.data!.transfers.map((t) => (
              <TransferInboxCard key={`t-${t.farm_id}`} transfer={t} />
            ))}
            {inbox.data!.invitations.map((i) => (
              <InvitationCard key={i.invitation_id} invitation={i} />
            ))}
          </div>
        )}
      </QueryState>
    </>
  );
}
