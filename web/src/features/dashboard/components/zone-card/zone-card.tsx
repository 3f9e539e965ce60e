/**
 * One zone on Home: its name and system in a few words, the other irrigation-advice parts
 * (each its own component, rendered in the marked spot), "Log irrigation" (a sheet prefilled
 * with now, the zone's method and its last run time: two taps to log), the irrigations logged
 * offline and waiting to send, the last 30 days of the log with their totals (edit, delete) and
 * the whole log in a dialog.
 */
import { useState } from 'react';
import { describeSystemIn } from '@shared/i18n/labels/agronomy';
import type { IrrigationEntry } from '@shared/irrigation/log';
import type { ZoneParams } from '@shared/management/views';
import { Button } from '../../../../components/button';
import { useZoneIrrigations } from '../../../../api/irrigations';
import { IrrigationEntries } from './irrigation-entries';
import { IrrigationLogDialog } from './irrigation-log-dialog';
import { IrrigationSheet } from './irrigation-sheet';
import { QueuedIrrigations } from './queued-irrigations';
import { totalsText } from './totals-text';
import { ZoneAdvice } from './zone-advice';
import { ZoneRefill } from './zone-refill';
import { useCan } from '../../../../lib/active-farm';
import { useWords } from '../../../../lib/words';

const RECENT_DAYS = 30;
const RECENT_SHOWN = 3;

/** The start of the card's window, fixed while the card is shown (a stable query key). */
const recentStart = () => Math.floor(Date.now() / 1000 / 3600) * 3600 - RECENT_DAYS * 86_400;

export function ZoneCard({ zone }: { zone: ZoneParams }) {
  const w = useWords();
  const { t, f } = w;
  const [start] = useState(recentStart);
  const recent = useZoneIrrigations(zone.id, { start });
  const [sheet, setSheet] = useState<{ editing?: IrrigationEntry } | null>(null);
  const canLog = useCan('irrigation.write');
  const [logOpen, setLogOpen] = useState(false);
  const entries = recent.data?.entries ?? [];
  const headingId = `zone-card-${zone.id}`;

  return (
    <article className="card zone-card" aria-labelledby={headingId}>
      <header className="zone-card__header">
        <h3 id={headingId} className="zone-card__name">
          {zone.zonename}
        </h3>
        <p className="zone-card__system">
          {zone.system
            ? describeSystemIn(zone.system, {
                t,
                quantity: (q, si) => f.quantity(q, si),
                day: (iso) => f.day(new Date(`${iso}T00:00:00`)),
              })
            : t('dashboard.noSystem')}
        </p>
      </header>

      {/* Irrigation advice: zone-advice.tsx and zone-refill.tsx render here, one line each. */}
      <ZoneAdvice zoneId={zone.id} zoneName={zone.zonename} />
      <ZoneRefill zoneId={zone.id} />

      <div className="zone-card__log">
        <div className="zone-card__log-head">
          <p className="zone-card__totals">
            {t('dashboard.lastDays', {
              days: RECENT_DAYS,
              totals: recent.data
                ? totalsText(w, recent.data.totals)
                : recent.isError
                  ? t('dashboard.notAvailable')
                  : '…',
            })}
          </p>
          {canLog ? (
            <Button variant="primary" size="sm" onClick={() => setSheet({})}>
              {t('dashboard.logIrrigation')}
            </Button>
          ) : null}
        </div>
        {recent.isError ? <p role="alert">{t('dashboard.logError', { error: recent.error.message })}</p> : null}
        <QueuedIrrigations zoneId={zone.id} system={zone.system} />
        {entries.length ? (
          <IrrigationEntries
            zoneId={zone.id}
            entries={entries.slice(0, RECENT_SHOWN)}
            onEdit={canLog ? (e) => setSheet({ editing: e }) : undefined}
          />
        ) : null}
        <Button variant="link" size="sm" onClick={() => setLogOpen(true)}>
          {t('dashboard.wholeLog')}
        </Button>
      </div>

      {sheet ? (
        <IrrigationSheet
          zoneId={zone.id}
          zoneName={zone.zonename}
          system={zone.system}
          editing={sheet.editing}
          last={entries[0]}
          onClose={() => setSheet(null)}
        />
      ) : null}
      {logOpen ? (
        <IrrigationLogDialog
          zoneId={zone.id}
          zoneName={zone.zonename}
          onEdit={(e) => {
            // One dialog at a time: the log closes while its entry is edited.
            setLogOpen(false);
            setSheet({ editing: e });
          }}
          onClose={() => setLogOpen(false)}
        />
      ) : null}
    </article>
  );
}
