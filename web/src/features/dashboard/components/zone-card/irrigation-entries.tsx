/**
 * Logged irrigations as a list: when, how much, method, note and where it came from, each with
 * Edit and Delete (Delete asks first). Used for the card's recent entries and the whole log.
 */
import { useState } from 'react';
import type { IrrigationEntry } from '@shared/irrigation/log';
import { IRRIGATION_METHOD_LABELS } from '@shared/irrigation/system';
import { Button } from '../../../../components/button';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { useToast } from '../../../../components/toast';
import { formatDateTime } from '../../../../lib/dates';
import { useDeleteIrrigation } from '../../../../api/irrigations';
import { amountText } from './irrigation-form';

const SOURCE_NOTE: Readonly<Record<IrrigationEntry['source'], string | null>> = {
  grower: null,
  event: 'from a detected wetting',
  demo: 'demo',
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
  const [deleting, setDeleting] = useState<IrrigationEntry | null>(null);
  const remove = useDeleteIrrigation(zoneId);
  const toast = useToast();
  return (
    <>
      <ul className="irrigation-entries">
        {entries.map((e) => {
          const when = formatDateTime(e.start * 1000);
          const source = SOURCE_NOTE[e.source];
          return (
            <li key={e.irrigation_id} className="irrigation-entries__row">
              <div className="irrigation-entries__text">
                <span className="irrigation-entries__when">{when}</span>
                <span>
                  {amountText(e) || 'amount not known'} · {IRRIGATION_METHOD_LABELS[e.method]}
                  {source ? <span className="irrigation-entries__source"> ({source})</span> : null}
                </span>
                {e.note ? <span className="irrigation-entries__note">{e.note}</span> : null}
              </div>
              {onEdit ? (
                <div className="irrigation-entries__actions">
                  <Button variant="ghost" size="sm" onClick={() => onEdit(e)} aria-label={`Edit irrigation of ${when}`}>
                    Edit
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setDeleting(e)}
                    aria-label={`Delete irrigation of ${when}`}
                  >
                    Delete
                  </Button>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={Boolean(deleting)}
        title="Delete this irrigation?"
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.irrigation_id, {
            onSuccess: () => (toast.notify({ tone: 'success', message: 'Irrigation deleted.' }), setDeleting(null)),
            onError: (err) => toast.notify({ tone: 'error', message: err.message }),
          })
        }
      >
        {deleting ? (
          <p>
            The irrigation of {formatDateTime(deleting.start * 1000)} ({amountText(deleting) || 'amount not known'})
            leaves the log and its totals. This cannot be undone.
          </p>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
