/**
 * Home's question card: the field's unexplained wettings of the last 30 days that the grower has
 * not answered yet, the most water first (at most three at once), each asking "Was this an irrigation?".
 * Nothing shows when there is nothing to ask. Someone who may not answer (an advisor or viewer)
 * sees the wettings without the question or its buttons, and who can answer them.
 */
import { useMemo } from 'react';
import { useFieldEvents } from '../../../api/events';
import { DashboardCard } from './dashboard-card';
import { questionsToAsk } from '../../../lib/event-text';
import { EventQuestion } from './event-question';
import { useT } from '../../../lib/i18n/use-t';
import { useCan } from '../../../lib/active-farm';

const ASK_DAYS = 30;
const SHOWN = 3;

export function UnexplainedEventsCard({
  fieldId,
  sensorNames,
}: {
  fieldId: string | null;
  sensorNames: ReadonlyMap<string, string>;
}) {
  // The window is fixed when the card mounts, so the request (and its cache entry) stays put.
  const range = useMemo(() => {
    const end = Math.floor(Date.now() / 1000);
    return { start: end - ASK_DAYS * 86_400, end };
  }, []);
  const t = useT();
  const canAnswer = useCan('irrigation.write');
  const events = useFieldEvents(fieldId, range);
  const open = useMemo(() => questionsToAsk(events.data ?? []), [events.data]);
  if (!open.length) return null;
  return (
    <DashboardCard
      title={canAnswer ? t('events.cardTitle') : t('dashboard.eventsCardTitleReadOnly')}
      className="events-card"
    >
      <p>
        {canAnswer
          ? t('events.cardIntro', { count: open.length })
          : t('dashboard.eventsCardIntroReadOnly', { count: open.length })}
      </p>
      <ul className="events-card__list">
        {open.slice(0, SHOWN).map((e) => (
          <li key={e.event_id}>
            <EventQuestion event={e} sensorName={sensorNames.get(e.sensor_id) ?? e.sensor_id} ask={false} />
          </li>
        ))}
      </ul>
    </DashboardCard>
  );
}
