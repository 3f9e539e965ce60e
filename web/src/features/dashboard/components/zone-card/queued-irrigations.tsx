/**
 * Irrigations logged while offline and not sent yet (lib/pwa/queue.ts), at the top of their
 * zone's list, each marked "Waiting to send": the grower sees their entry was kept, not lost. An
 * entry leaves this list once the queue has sent it (the log, refetched then, shows it for real).
 * Only the farm chosen now: the queue keeps another farm's entries until that farm is chosen.
 */
import { useMemo, useSyncExternalStore } from 'react';
import { IRRIGATION_METHOD_KEYS } from '@shared/i18n/labels/agronomy';
import { irrigationCreateSchema, resolveAmounts } from '@shared/irrigation/log';
import type { ZoneSystem } from '@shared/irrigation/system';
import { useActiveFarm } from '../../../../lib/active-farm';
import { queuedChanges, subscribeQueue, type QueuedChange } from '../../../../lib/pwa/queue';
import { useWords } from '../../../../lib/words';
import { amountText } from './irrigation-form';

type QueuedIrrigation = Extract<QueuedChange, { kind: 'irrigation' }>;

/** This zone's irrigations waiting in the queue, oldest first (the order they will be sent in). */
export function useQueuedIrrigations(zoneId: string): QueuedIrrigation[] {
  const queue = useSyncExternalStore(subscribeQueue, queuedChanges);
  const farmId = useActiveFarm()?.farmId ?? null;
  return useMemo(
    () =>
      queue.filter((c): c is QueuedIrrigation => c.kind === 'irrigation' && c.zoneId === zoneId && c.farmId === farmId),
    [queue, zoneId, farmId],
  );
}

export function QueuedIrrigations({ zoneId, system }: { zoneId: string; system?: ZoneSystem }) {
  const { t, f } = useWords();
  const queued = useQueuedIrrigations(zoneId);
  if (!queued.length) return null;
  return (
    <ul className="irrigation-entries irrigation-entries--queued">
      {queued.flatMap((c) => {
        // Kept as the form sent it (the form checked it): read it as the server will, and work out
        // the amounts from the zone's rate the same way, to show them now.
        const body = irrigationCreateSchema.safeParse(c.body);
        if (!body.success) return [];
        const amounts = resolveAmounts(body.data, system?.application_rate_mm_h);
        const method = body.data.method ?? system?.method ?? 'other';
        return [
          <li key={c.id} className="irrigation-entries__row">
            <div className="irrigation-entries__text">
              <span className="irrigation-entries__when">{f.dateTime(amounts.start * 1000)}</span>
              <span>
                {amountText(f, amounts) || t('dashboard.amountNotKnown')} · {t(IRRIGATION_METHOD_KEYS[method])}
              </span>
              {body.data.note ? <span className="irrigation-entries__note">{body.data.note}</span> : null}
            </div>
            <span className="irrigation-entries__waiting">{t('pwa.waitingToSendEntry')}</span>
          </li>,
        ];
      })}
    </ul>
  );
}
