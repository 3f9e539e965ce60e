/**
 * Logged irrigations as a list: when, how much, method, note and where it came from, each with
 * Edit and Delete (Delete asks first). Used for the card's recent entries and the whole log.
 */
import { useState } from 'react';
import type { IrrigationEntry } from '@shared/irrigation/log';
import { IRRIGATION_METHOD_KEYS } from '@shared/i18n/labels/agronomy';
import { Button } from '../../../../components/button';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { useToast } from '../../../../components/toast';
import type { MessageKey } from '@shared/i18n/catalogue';
import { useWords } from '../../../../lib/words';
import { useDeleteIrrigation } from '../../../../api/irrigations';
import { amountText, shownNote } from './irrigation-form';

const SOURCE_NOTE: Readonly<Record<IrrigationEntry['source'], MessageKey | null>> = {
  grower: null,
  event: 'dashboard.sourceEvent',
  demo: 'dashboard.sourceDemo',
};

export function IrrigationEntries({
  zoneId,
  entries,
  onEdit,
}: {
  zoneId: string;
  entries: IrrigationEntry[];
  /** Absent: the user's role may not change the log, and the entries have no buttons. */
  onEdit?: (e: IrrigationEntry) => void;
}) {
  const { t, f } = useWords();
  const [deleting, setDeleting] = useState<IrrigationEntry | null>(null);
  const remove = useDeleteIrrigation(zoneId);
  const toast = useToast();
  return (
    <>
      <ul className="irrigation-entries">
        {entries.map((e) => {
          const when = f.dateTime(e.start * 1000);
          const sourceKey = SOURCE_NOTE[e.source];
          const source = sourceKey ? t(sourceKey) : null;
          const note = shownNote(e, t);
          return (
            <li key={e.irrigation_id} className="irrigation-entries__row">
              <div className="irrigation-entries__text">
                <span className="irrigation-entries__when">{when}</span>
                <span>
                  {amountText(f, e) || t('dashboard.amountNotKnown')} · {t(IRRIGATION_METHOD_KEYS[e.method])}
                  {source ? <span className="irrigation-entries__source"> ({source})</span> : null}
                </span>
                {note ? <span className="irrigation-entries__note">{note}</span> : null}
              </div>
              {onEdit ? (
                <div className="irrigation-entries__actions">
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => onEdit(e)}
                    aria-label={t('dashboard.editIrrigationAt', { when })}
                  >
                    {t('dashboard.edit')}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setDeleting(e)}
                    aria-label={t('dashboard.deleteIrrigationAt', { when })}
                  >
                    {t('dashboard.delete')}
                  </Button>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={Boolean(deleting)}
        title={t('dashboard.deleteIrrigationTitle')}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.irrigation_id, {
            onSuccess: () => (
              toast.notify({ tone: 'success', message: t('dashboard.irrigationDeleted') }),
              setDeleting(null)
            ),
            onError: (err) => toast.notify({ tone: 'error', message: err.message }),
          })
        }
      >
        {deleting ? (
          <p>
            {t('dashboard.deleteIrrigationText', {
              when: f.dateTime(deleting.start * 1000),
              amount: amountText(f, deleting) || t('dashboard.amountNotKnown'),
            })}
          </p>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
