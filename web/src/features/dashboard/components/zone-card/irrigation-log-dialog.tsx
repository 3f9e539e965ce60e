/** A zone's whole irrigation log with its totals, in a dialog opened from the zone card. */
import type { IrrigationEntry } from '@shared/irrigation/log';
import { Button } from '../../../../components/button';
import { Modal } from '../../../../components/modal';
import { useZoneIrrigations } from '../../../../api/irrigations';
import { IrrigationEntries } from './irrigation-entries';
import { totalsText } from './totals-text';
import { useWords } from '../../../../lib/words';

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
  const w = useWords();
  const { t } = w;
  const log = useZoneIrrigations(zoneId);
  return (
    <Modal
      open
      title={t('dashboard.irrigationLogOf', { zone: zoneName })}
      onClose={onClose}
      size="md"
      closeOnBackdrop
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('dashboard.close')}
        </Button>
      }
    >
      {log.isPending ? <p>{t('dashboard.loadingLog')}</p> : null}
      {log.isError ? <p role="alert">{t('dashboard.logError', { error: log.error.message })}</p> : null}
      {log.data ? (
        <>
          <p className="zone-card__totals">{t('dashboard.allTime', { totals: totalsText(w, log.data.totals) })}</p>
          {log.data.entries.length ? (
            <IrrigationEntries zoneId={zoneId} entries={log.data.entries} onEdit={onEdit} />
          ) : (
            <p className="irrigation-entries__empty">{t('dashboard.nothingLogged')}</p>
          )}
        </>
      ) : null}
    </Modal>
  );
}
