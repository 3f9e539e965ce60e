/**
 * The owner's "Transfer ownership" on a manager's row of the Members page: a confirmation ("You
 * will become a manager"), then the offer. Absent while an offer of the farm is open (one at a
 * time: withdraw it first, on the Transfer ownership card).
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { MemberRow } from '@shared/teams/schemas';
import { membersQueryOptions, useTransferFarm } from '../../../api/teams';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useToast } from '../../../components/toast';
import { useT } from '../../../lib/i18n/use-t';
import { serverText } from './team-rules';

export function TransferAction({ farmId, farmName, member }: { farmId: string; farmName: string; member: MemberRow }) {
  const t = useT();
  const toast = useToast();
  const offer = useTransferFarm(farmId);
  const members = useQuery(membersQueryOptions(farmId));
  const [confirming, setConfirming] = useState(false);
  if (member.role !== 'manager' || members.data?.transfer) return null;
  const names = { farm: farmName, name: member.name };
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={t('transfer.actionLabel', names)}
        onClick={() => setConfirming(true)}
      >
        {t('transfer.action')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('transfer.confirmTitle', names)}
        confirmLabel={t('transfer.confirm')}
        busy={offer.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          offer.mutate(member.member, {
            onSuccess: () => toast.notify({ message: t('transfer.offered', names), tone: 'success' }),
            onError: (e) => toast.notify({ message: serverText(e), tone: 'error' }),
            onSettled: () => setConfirming(false),
          })
        }
      >
        <p>{t('transfer.confirmBody', names)}</p>
      </ConfirmDialog>
    </>
  );
}
