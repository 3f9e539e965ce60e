/** A zone's whole irrigation log with its totals, in a dialog opened from the zone card. */
import type { IrrigationEntry } from '@shared/irrigation/log';
import { Button } from '../../../../components/button';
import { Modal } from '../../../../components/modal';
import { useZoneIrrigations } from '../../../../api/irrigations';
import { IrrigationEntries } from './irrigation-entries';
import { totalsText } from './totals-text';

export function IrrigationLogDialog({
  zoneId,
  zoneName,
  onEdit,
  onClose,
}: {
  zoneId: string;
  zoneName: string;
  onEdit: (e: IrrigationEntry) => void;
  onClose: () => void;
}) {
  const log = useZoneIrrigations(zoneId);
  return (
    <Modal
      open
      title={`Irrigation log · ${zoneName}`}
      onClose={onClose}
      size="md"
      closeOnBackdrop
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {log.isPending ? <p>Loading the log…</p> : null}
      {log.isError ? <p role="alert">The log could not be loaded: {log.error.message}</p> : null}
      {log.data ? (
        <>
          <p className="zone-card__totals">All time: {totalsText(log.data.totals)}</p>
          {log.data.entries.length ? (
            <IrrigationEntries zoneId={zoneId} entries={log.data.entries} onEdit={onEdit} />
          ) : (
            <p className="irrigation-entries__empty">Nothing logged yet.</p>
          )}
        </>
      ) : null}
    </Modal>
  );
}
