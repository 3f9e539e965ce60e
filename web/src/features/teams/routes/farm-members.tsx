/**
 * /app/Management/FarmMembers/:farmId — a farm's members page: who is on the farm with which role,
 * the pending invitations, and for the owner the invite form, role changes, removal and the
 * ownership transfer (components/transfer-*.tsx); the owner and managers open its audit log
 * from here. A member who is not the owner can leave the farm here.
 */
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { FARM_ROLE_LABELS } from '@shared/teams/roles';
import { useQuery } from '@tanstack/react-query';
import { membersQueryOptions, useMyFarms, useRemoveMember } from '../../../api/teams';
import { Banner } from '../../../components/banner';
import { Button, ButtonLink } from '../../../components/button';
import { Card } from '../../../components/card';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { useAuth } from '../../../lib/auth/auth-provider';
import { useSwitchFarm } from '../../../lib/switch-farm';
import { InviteForm } from '../components/invite-form';
import { MemberTable } from '../components/member-table';
import { PendingInvitations } from '../components/pending-invitations';
import { TransferPending } from '../components/transfer-pending';
import { mayOn, serverText } from '../components/team-rules';
import '../components/teams.css';

export function FarmMembersRoute() {
  const { farmId = '' } = useParams();
  const me = useAuth().auth.userName ?? '';
  const farms = useMyFarms();
  const row = (Array.isArray(farms.data) ? farms.data : []).find((f) => f.farm_id === farmId) ?? null;
  // Asked only of a farm whose members the role may see (the server would refuse the rest).
  const members = useQuery({ ...membersQueryOptions(farmId), enabled: mayOn(row, 'members.read') });
  const title = row ? `Members of ${row.name}` : 'Farm members';

  if (farms.isSuccess && !row)
    return (
      <>
        <PageHeader title="Farm members" />
        <Banner tone="error">This farm is not one of yours, or it was shared with you and no longer is.</Banner>
        <ButtonLink to="/app/Home" variant="secondary">
          Back to the dashboard
        </ButtonLink>
      </>
    );
  if (row && !mayOn(row, 'members.read'))
    return (
      <>
        <PageHeader
          title={title}
          description={`Your role (${FARM_ROLE_LABELS[row.role]}) on ${row.name} cannot see its members.`}
        />
        {row.role !== 'owner' ? <LeaveFarm farmId={farmId} farmName={row.name} me={me} /> : null}
      </>
    );

  const canManage = mayOn(row, 'members.manage');
  return (
    <>
      <PageHeader
        title={title}
        description={
          row
            ? row.owner === me
              ? 'Who may see and change this farm, and how much.'
              : `${row.owner_name}'s farm; your role: ${FARM_ROLE_LABELS[row.role]}.`
            : undefined
        }
        actions={
          mayOn(row, 'audit.read') ? (
            <ButtonLink to={`/app/Management/FarmAudit/${farmId}`} variant="secondary">
              Audit log
            </ButtonLink>
          ) : undefined
        }
      />
      <QueryState
        queries={[farms, members]}
        loadingLabel="Loading the farm's members…"
        errorText={members.isError ? serverText(members.error) : undefined}
      >
        {() => {
          const data = members.data!;
          const farmName = row!.name;
          return (
            <div className="members-page">
              <Card title="Members">
                <MemberTable farmId={farmId} farmName={farmName} members={data.members} canManage={canManage} />
              </Card>
              <Card title="Pending invitations">
                <PendingInvitations
                  farmId={farmId}
                  farmName={farmName}
                  invitations={data.invitations}
                  canManage={canManage}
                />
              </Card>
              {canManage ? (
                <Card title="Invite someone">
                  <InviteForm farmId={farmId} farmName={farmName} />
                </Card>
              ) : null}
              {mayOn(row, 'farm.delete') ? (
                <TransferPending farmId={farmId} farmName={farmName} transfer={data.transfer} members={data.members} />
              ) : null}
              {row!.role !== 'owner' ? <LeaveFarm farmId={farmId} farmName={farmName} me={me} /> : null}
            </div>
          );
        }}
      </QueryState>
    </>
  );
}

/** A member leaves the farm (after a confirmation) and is back in their own account. */
function LeaveFarm({ farmId, farmName, me }: { farmId: string; farmName: string; me: string }) {
  const leave = useRemoveMember(farmId);
  const switchFarm = useSwitchFarm();
  const [confirming, setConfirming] = useState(false);
  return (
    <Card title="Leave this farm">
      <p>You lose access to {farmName} at once; its owner can invite you again.</p>
      {leave.isError ? <Banner tone="error">{serverText(leave.error)}</Banner> : null}
      <Button variant="danger" onClick={() => setConfirming(true)}>
        Leave this farm
      </Button>
      <ConfirmDialog
        open={confirming}
        title={`Leave ${farmName}?`}
        confirmLabel="Leave"
        busy={leave.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          leave.mutate(me, {
            onSuccess: () => switchFarm(null),
            onSettled: () => setConfirming(false),
          })
        }
      >
        <p>You will no longer see {farmName}, its dashboards or its alerts.</p>
      </ConfirmDialog>
    </Card>
  );
}
