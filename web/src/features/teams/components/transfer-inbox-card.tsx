/** A farm offered to the user (on /app/invitations): who offers it, since when; Accept or Decline. */
import type { TransferRow } from '@shared/teams/schemas';
import { useDeclineTransfer } from '../../../api/teams';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { useToast } from '../../../components/toast';
import { useFormat } from '../../../lib/i18n/use-format';
import { useT } from '../../../lib/i18n/use-t';
import { serverText } from './team-rules';
import { useAcceptTransferAndOpen } from './use-accept';

export function TransferInboxCard({ transfer }: { transfer: TransferRow }) {
  const t = useT();
  const f = useFormat();
  const toast = useToast();
  const { mutation, accept } = useAcceptTransferAndOpen();
  const decline = useDeclineTransfer();
  const farm = transfer.farm_name;
  const error = mutation.error ?? decline.error;
  return (
    <article className="invitation-card" aria-label={t('transfer.inboxLabel', { farm })}>
      <h3 className="invitation-card__title">{farm}</h3>
      <p>{t('transfer.inboxText', { farm, from: transfer.from })}</p>
      <p className="invitation-card__meta">{t('transfer.offeredOn', { day: f.day(new Date(transfer.created_at)) })}</p>
      {error ? <Banner tone="error">{serverText(error)}</Banner> : null}
      <div className="invitation-card__actions">
        <Button onClick={() => accept(transfer.farm_id)} loading={mutation.isPending} disabled={decline.isPending}>
          {t('transfer.accept')}
        </Button>
        <Button
          variant="secondary"
          loading={decline.isPending}
          disabled={mutation.isPending}
          onClick={() =>
            decline.mutate(transfer.farm_id, {
              onSuccess: () => toast.notify({ message: t('transfer.declined', { farm }), tone: 'success' }),
            })
          }
        >
          {t('transfer.decline')}
        </Button>
      </div>
    </article>
  );
}
