/**
 * /app/Management/FarmMembers/:farmId — a farm's members page: who is on the farm with which role,
 * the pending invitations, and for the owner the invite form, role changes, removal and the
 * ownership transfer (components/transfer-*.tsx); the owner and managers open its audit log
 * from here. A member who is not the owner can leave the farm here.
 */
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { FARM_ROLE_KEYS } from '@shared/i18n/labels/roles';
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
import { useT } from '../../../lib/i18n/use-t';
import '../components/teams.css';

export function FarmMembersRoute() {
  const { farmId = '' } = useParams();
  const me = useAuth().auth.userName ?? '';
  const farms = useMyFarms();
  const t = useT();
  const row = (Array.isArray(farms.data) ? farms.data : []).find((f) => f.farm_id === farmId) ?? null;
  // Asked only of a farm whose members the role may see (the server would refuse the rest).
  const members = useQuery({ ...membersQueryOptions(farmId), enabled: mayOn(row, 'members.read') });
  const title = row ? t('teams.membersOf', { farm: row.name }) : t('teams.farmMembers');

  if (farms.isSuccess && !row)
    return (
      <>
        <PageHeader title={t('teams.farmMembers')} />
        <Banner tone="error">{t('teams.notYourFarm')}</Banner>
        <ButtonLink to="/app/Home" variant="secondary">
          {t('teams.backToDashboard')}
        </ButtonLink>
      </>
    );
  if (row && !mayOn(row, 'members.read'))
    return (
      <>
        <PageHeader
          title={title}
          description={t('teams.roleCannotSee', { role: t(FARM_ROLE_KEYS[row.role]), farm: row.name })}
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
              ? t('teams.ownDescription')
              : t('teams.sharedDescription', { owner: row.owner_name, role: t(FARM_ROLE_KEYS[row.role]) })
            : undefined
        }
        actions={
          mayOn(row, 'audit.read') ? (
            <ButtonLink to={`/app/Management/FarmAudit/${farmId}`} variant="secondary">
              {t('teams.auditLog')}
            </ButtonLink>
          ) : undefined
        }
      />
      <QueryState
        queries={[farms, members]}
        loadingLabel={t('teams.loadingMembers')}
        errorText={members.isError ? serverText(t, members.error) : undefined}
      >
        {() => {
          const data = members.data!;
          const farmName = row!.name;
          return (
            <div className="members-page">
              <Card title={t('teams.membersCard')}>
                <MemberTable farmId={farmId} farmName={farmName} members={data.members} canManage={canManage} />
              </Card>
              <Card title={t('teams.pendingCard')}>
                <PendingInvitations
                  farmId={farmId}
                  farmName={farmName}
                  invitations={data.invitations}
                  canManage={canManage}
                />
              </Card>
              {canManage ? (
                <Card title={t('teams.inviteCard')}>
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
  const t = useT();
  return (
    <Card title={t('teams.leaveTitle')}>
      <p>{t('teams.leaveText', { farm: farmName })}</p>
      {leave.isError ? <Banner tone="error">{serverText(t, leave.error)}</Banner> : null}
      <Button variant="danger" onClick={() => setConfirming(true)}>
        {t('teams.leaveTitle')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('teams.leaveConfirmTitle', { farm: farmName })}
        confirmLabel={t('teams.leave')}
        busy={leave.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          leave.mutate(me, {
            onSuccess: () => switchFarm(null),
            onSettled: () => setConfirming(false),
          })
        }
      >
        <p>{t('teams.leaveConfirmText', { farm: farmName })}</p>
      </ConfirmDialog>
    </Card>
  );
}
