/** A farm's pending invitations: to whom, which role, until when; the owner revokes one after a confirmation. */
import { useState } from 'react';
import { FARM_ROLE_LABELS } from '@shared/teams/roles';
import type { InvitationRow } from '@shared/teams/schemas';
import { useRevokeInvitation } from '../../../api/teams';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type Column } from '../../../components/data-table';
import { EmptyState } from '../../../components/query-state';
import { useToast } from '../../../components/toast';
import { dayOf, serverText } from './team-rules';

const COLUMNS: Column<InvitationRow>[] = [
  { header: 'E-mail', cell: (i) => i.email },
  { header: 'Role', cell: (i) => FARM_ROLE_LABELS[i.role] },
  { header: 'Sent', cell: (i) => dayOf(i.created_at) },
  { header: 'Expires', cell: (i) => dayOf(i.expires_at) },
];

export function PendingInvitations({
  farmId,
  farmName,
  invitations,
  canManage,
}: {
  farmId: string;
  farmName: string;
  invitations: InvitationRow[];
  canManage: boolean;
}) {
  const revoke = useRevokeInvitation(farmId);
  const toast = useToast();
  const [revoking, setRevoking] = useState<InvitationRow | null>(null);
  const pending = invitations.filter((i) => i.state === 'pending');
  if (pending.length === 0)
    return <EmptyState title="No pending invitations">Invitations not yet accepted show here.</EmptyState>;
  return (
    <>
      <DataTable
        label={`Pending invitations to ${farmName}`}
        columns={COLUMNS}
        rows={pending}
        rowKey={(i) => i.invitation_id}
        actions={
          canManage
            ? (i) => (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Revoke the invitation to ${i.email}`}
                  onClick={() => setRevoking(i)}
                >
                  Revoke
                </Button>
              )
            : undefined
        }
      />
      <ConfirmDialog
        open={Boolean(revoking)}
        title={`Revoke the invitation to ${revoking?.email ?? ''}?`}
        confirmLabel="Revoke"
        busy={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={() => {
          const i = revoking!;
          revoke.mutate(i.invitation_id, {
            onSuccess: () => toast.notify({ message: `The invitation to ${i.email} is revoked.`, tone: 'success' }),
            onError: (e) => toast.notify({ message: serverText(e), tone: 'error' }),
            onSettled: () => setRevoking(null),
          });
        }}
      >
        <p>The link in the e-mail stops working. You can invite {revoking?.email} again later.</p>
      </ConfirmDialog>
    </>
  );
}
