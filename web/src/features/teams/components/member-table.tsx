/**
 * A farm's members: name, e-mail, role, since. The owner (members.manage) changes a member's role
 * with a select and removes them after a confirmation; the owner's own row has neither (ownership
 * moves by a transfer). Whoever cannot manage sees the roles as words.
 */
import { useState } from 'react';
import { FARM_ROLE_KEYS } from '@shared/i18n/labels/roles';
import { INVITABLE_ROLES, type InvitableRole } from '@shared/teams/roles';
import type { MemberRow } from '@shared/teams/schemas';
import { useChangeMemberRole, useRemoveMember } from '../../../api/teams';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type Column } from '../../../components/data-table';
import { useToast } from '../../../components/toast';
import { useFormat } from '../../../lib/i18n/use-format';
import { useT } from '../../../lib/i18n/use-t';
import { dayOf, serverText } from './team-rules';
import { TransferAction } from './transfer-action';

interface MemberTableProps {
  farmId: string;
  farmName: string;
  members: MemberRow[];
  canManage: boolean;
}

export function MemberTable({ farmId, farmName, members, canManage }: MemberTableProps) {
  const changeRole = useChangeMemberRole(farmId);
  const remove = useRemoveMember(farmId);
  const toast = useToast();
  const t = useT();
  const f = useFormat();
  const [removing, setRemoving] = useState<MemberRow | null>(null);

  const onRole = (m: MemberRow, role: InvitableRole) =>
    changeRole.mutate(
      { member: m.member, role },
      {
        onSuccess: () =>
          toast.notify({
            message: t('teams.nowRole', { name: m.name, role: t(FARM_ROLE_KEYS[role]) }),
            tone: 'success',
          }),
        onError: (e) => toast.notify({ message: serverText(t, e), tone: 'error' }),
      },
    );

  const columns: Column<MemberRow>[] = [
    {
      header: t('teams.colMember'),
      cell: (m) => (
        <>
          <strong>{m.name}</strong>
          {m.name !== m.member ? <span className="member-table__user"> ({m.member})</span> : null}
        </>
      ),
    },
    { header: t('teams.colEmail'), cell: (m) => m.email },
    {
      header: t('teams.colRole'),
      cell: (m) =>
        canManage && m.role !== 'owner' ? (
          <select
            className="member-table__role"
            aria-label={t('teams.roleOf', { name: m.name })}
            value={m.role}
            disabled={changeRole.isPending}
            onChange={(e) => onRole(m, e.target.value as InvitableRole)}
          >
            {INVITABLE_ROLES.map((r) => (
              <option key={r} value={r}>
                {t(FARM_ROLE_KEYS[r])}
              </option>
            ))}
          </select>
        ) : (
          t(FARM_ROLE_KEYS[m.role])
        ),
    },
    { header: t('teams.colSince'), cell: (m) => dayOf(f.day, m.since) },
  ];

  return (
    <>
      <DataTable
        label={t('teams.membersOf', { farm: farmName })}
        columns={columns}
        rows={members}
        rowKey={(m) => m.member}
        actions={
          canManage
            ? (m) =>
                m.role === 'owner' ? null : (
                  <>
                    <TransferAction farmId={farmId} farmName={farmName} member={m} />
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t('teams.removeName', { name: m.name })}
                      onClick={() => setRemoving(m)}
                    >
                      {t('teams.remove')}
                    </Button>
                  </>
                )
            : undefined
        }
      />
      <ConfirmDialog
        open={Boolean(removing)}
        title={t('teams.removeTitle', { name: removing?.name ?? '', farm: farmName })}
        confirmLabel={t('teams.remove')}
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          const m = removing!;
          remove.mutate(m.member, {
            onSuccess: () =>
              toast.notify({ message: t('teams.removed', { name: m.name, farm: farmName }), tone: 'success' }),
            onError: (e) => toast.notify({ message: serverText(t, e), tone: 'error' }),
            onSettled: () => setRemoving(null),
          });
        }}
      >
        <p>{t('teams.removeText', { name: removing?.name ?? '', farm: farmName })}</p>
      </ConfirmDialog>
    </>
  );
}
