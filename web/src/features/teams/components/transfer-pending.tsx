/**
 * The owner's Transfer ownership card on the Members page: the open offer (to whom, since when)
 * with Withdraw, or how to make one (from a manager's row).
 */
import type { MemberRow, TransferRow } from '@shared/teams/schemas';
import { useCancelTransfer } from '../../../api/teams';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { useToast } from '../../../components/toast';
import { useFormat } from '../../../lib/i18n/use-format';
import { useT } from '../../../lib/i18n/use-t';
import { serverText } from './team-rules';

interface TransferPendingProps {
  farmId: string;
  farmName: string;
  transfer: TransferRow | null;
  members: MemberRow[];
}

export function TransferPending({ farmId, farmName, transfer, members }: TransferPendingProps) {
  const t = useT();
  const f = useFormat();
  const toast = useToast();
  const withdraw = useCancelTransfer(farmId);
  const name = transfer ? (members.find((m) => m.member === transfer.to)?.name ?? transfer.to) : '';
  return (
    <Card title={t('transfer.title')}>
      {transfer ? (
        <>
          <p className="transfer-card">
            {t('transfer.pending', { farm: farmName, name, day: f.day(new Date(transfer.created_at)) })}
          </p>
          <Button
            variant="secondary"
            loading={withdraw.isPending}
            onClick={() =>
              withdraw.mutate(undefined, {
                onSuccess: () => toast.notify({ message: t('transfer.withdrawn'), tone: 'success' }),
                onError: (e) => toast.notify({ message: serverText(e), tone: 'error' }),
              })
            }
          >
            {t('transfer.withdraw')}
          </Button>
        </>
      ) : (
        <p className="transfer-card">{t('transfer.howTo', { farm: farmName })}</p>
      )}
    </Card>
  );
}
