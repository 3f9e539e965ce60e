/**
 * Home's question card: the field's unexplained wettings of the last 30 days that the grower has
 * not answered yet, the most water first (at most three at once), each asking "Was this an irrigation?".
 * Nothing shows when there is nothing to ask.
 */
import { useMemo } from 'react';
import { useFieldEvents } from '../../../api/events';
import { DashboardCard } from './dashboard-card';
import { questionsToAsk } from '../../../lib/event-text';
import { EventQuestion } from './event-question';

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
  const events = useFieldEvents(fieldId, range);
  const open = useMemo(() => questionsToAsk(events.data ?? []), [events.data]);
  if (!open.length) return null;
  return (
    <DashboardCard title="Was this an irrigation?" className="events-card">
      <p>
        {open.length === 1 ? 'A sensor saw the soil wet up' : `Sensors saw the soil wet up ${open.length} times`} with
        no rain or logged irrigation to explain it. Your answer logs the irrigation or marks it as rain.
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
