/**
 * /app/invitations — the user's inbox of farms: pending invitations to their verified e-mail and
 * ownership offers, each with Accept. Open without a subscription of one's own.
 */
import { useInvitations } from '../../../api/teams';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, QueryState } from '../../../components/query-state';
import { InvitationCard } from '../components/invitation-card';
import { TransferInboxCard } from '../components/transfer-inbox-card';
import { useT } from '../../../lib/i18n/use-t';
import '../components/teams.css';

export function InvitationsRoute() {
  const inbox = useInvitations();
  const t = useT();
  return (
    <>
      <PageHeader title={t('teams.invitationsTitle')} description={t('teams.invitationsDescription')} />
      <QueryState
        queries={[inbox]}
        loadingLabel={t('teams.loadingInvitations')}
        empty={{
          when: Boolean(inbox.data && inbox.data.invitations.length + inbox.data.transfers.length === 0),
          content: <EmptyState title={t('teams.noInvitations')}>{t('teams.noInvitationsText')}</EmptyState>,
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
