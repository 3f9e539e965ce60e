/**
 * A farm's members: name, e-mail, role, since. The owner (members.manage) changes a member's role
 * with a select and removes them after a confirmation; the owner's own row has neither (ownership
 * moves by a transfer). Whoever cannot manage sees the roles as words.
 */
import { useState } from 'react';
import { FARM_ROLE_LABELS, INVITABLE_ROLES, type InvitableRole } from '@shared/teams/roles';
import type { MemberRow } from '@shared/teams/schemas';
import { useChangeMemberRole, useRemoveMember } from '../../../api/teams';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type Column } from '../../../components/data-table';
import { useToast } from '../../../components/toast';
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
  const [removing, setRemoving] = useState<MemberRow | null>(null);

  const onRole = (m: MemberRow, role: InvitableRole) =>
    changeRole.mutate(
      { member: m.member, role },
      {
        onSuccess: () => toast.notify({ message: `${m.name} is now ${FARM_ROLE_LABELS[role]}.`, tone: 'success' }),
        onError: (e) => toast.notify({ message: serverText(e), tone: 'error' }),
      },
    );

  const columns: Column<MemberRow>[] = [
    {
      header: 'Member',
      cell: (m) => (
        <>
          <strong>{m.name}</strong>
          {m.name !== m.member ? <span className="member-table__user"> ({m.member})</span> : null}
        </>
      ),
    },
    { header: 'E-mail', cell: (m) => m.email },
    {
      header: 'Role',
      cell: (m) =>
        canManage && m.role !== 'owner' ? (
          <select
            className="member-table__role"
            aria-label={`Role of ${m.name}`}
            value={m.role}
            disabled={changeRole.isPending}
            onChange={(e) => onRole(m, e.target.value as InvitableRole)}
          >
            {INVITABLE_ROLES.map((r) => (
              <option key={r} value={r}>
                {FARM_ROLE_LABELS[r]}
              </option>
            ))}
          </select>
        ) : (
          FARM_ROLE_LABELS[m.role]
        ),
    },
    { header: 'Since', cell: (m) => dayOf(m.since) },
  ];

  return (
    <>
      <DataTable
        label={`Members of ${farmName}`}
        columns={columns}
        rows={members}
        rowKey={(m) => m.member}
        actions={
          canManage
            ? (m) =>
                m.role === 'owner' ? null : (
                  <>
                    <TransferAction farmId={farmId} farmName={farmName} member={m} />
                    <Button variant="ghost" size="sm" aria-label={`Remove ${m.name}`} onClick={() => setRemoving(m)}>
                      Remove
                    </Button>
                  </>
                )
            : undefined
        }
      />
      <ConfirmDialog
        open={Boolean(removing)}
        title={`Remove ${removing?.name ?? ''} from ${farmName}?`}
        confirmLabel="Remove"
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          const m = removing!;
          remove.mutate(m.member, {
            onSuccess: () =>
              toast.notify({ message: `${m.name} no longer has access to ${farmName}.`, tone: 'success' }),
            onError: (e) => toast.notify({ message: serverText(e), tone: 'error' }),
            onSettled: () => setRemoving(null),
          });
        }}
      >
        <p>
          {removing?.name} loses access to {farmName} at once: its dashboards, reports and alerts. Their notes stay.
        </p>
      </ConfirmDialog>
    </>
  );
}
