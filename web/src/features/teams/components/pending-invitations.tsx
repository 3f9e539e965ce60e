/** A farm's pending invitations: to whom, which role, until when; the owner revokes one after a confirmation. */
import { useState } from 'react';
import { FARM_ROLE_KEYS } from '@shared/i18n/labels/roles';
import type { InvitationRow } from '@shared/teams/schemas';
import { useRevokeInvitation } from '../../../api/teams';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type Column } from '../../../components/data-table';
import { EmptyState } from '../../../components/query-state';
import { useToast } from '../../../components/toast';
import { useFormat } from '../../../lib/i18n/use-format';
import { useT } from '../../../lib/i18n/use-t';
import { dayOf, serverText } from './team-rules';

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
  const t = useT();
  const f = useFormat();
  const columns: Column<InvitationRow>[] = [
    { header: t('teams.colEmail'), cell: (i) => i.email },
    { header: t('teams.colRole'), cell: (i) => t(FARM_ROLE_KEYS[i.role]) },
    { header: t('teams.colSent'), cell: (i) => dayOf(f.day, i.created_at) },
    { header: t('teams.colExpires'), cell: (i) => dayOf(f.day, i.expires_at) },
  ];
  const [revoking, setRevoking] = useState<InvitationRow | null>(null);
  const pending = invitations.filter((i) => i.state === 'pending');
  if (pending.length === 0) return <EmptyState title={t('teams.noPending')}>{t('teams.noPendingText')}</EmptyState>;
  return (
    <>
      <DataTable
        label={t('teams.pendingTo', { farm: farmName })}
        columns={columns}
        rows={pending}
        rowKey={(i) => i.invitation_id}
        actions={
          canManage
            ? (i) => (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('teams.revokeTo', { email: i.email })}
                  onClick={() => setRevoking(i)}
                >
                  {t('teams.revoke')}
                </Button>
              )
            : undefined
        }
      />
      <ConfirmDialog
        open={Boolean(revoking)}
        title={t('teams.revokeTitle', { email: revoking?.email ?? '' })}
        confirmLabel={t('teams.revoke')}
        busy={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={() => {
          const i = revoking!;
          revoke.mutate(i.invitation_id, {
            onSuccess: () => toast.notify({ message: t('teams.revoked', { email: i.email }), tone: 'success' }),
            onError: (e) => toast.notify({ message: serverText(t, e), tone: 'error' }),
            onSettled: () => setRevoking(null),
          });
        }}
      >
        <p>{t('teams.revokeText', { email: revoking?.email ?? '' })}</p>
      </ConfirmDialog>
    </>
  );
}
