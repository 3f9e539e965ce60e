/** How a wetting event reads on the chart's marks, their tooltips, Home's question and the report. */
import type { EventKind, FieldEvent } from '@shared/events/schemas';
import { EVENT_KIND_KEYS } from '@shared/i18n/labels/events';
import type { Words } from './words';

/**
 * "Rain, 12/05/2026 06:00: 8.2 mm arrived, down to 50 cm" (and "confirmed" once the grower
 * answered), in the reader's language, units and date order.
 */
export function eventLabel({ t, f }: Words, e: FieldEvent, sensorName?: string): string {
  const values = {
    kind: t(EVENT_KIND_KEYS[e.kind]),
    confirmed: e.confirmed ? 'yes' : 'no',
    at: f.dateTime(e.onset * 1000),
    amount: f.quantity('water', e.arrived_mm, { fixed: true }),
    depth: f.quantity('depth', e.depth_reached_cm),
    sensor: sensorName,
  };
  return sensorName ? t('events.labelAt', values) : t('events.label', values);
}

/**
 * The unanswered unexplained events Home asks about, in the order it asks: the most water first
 * (a wetting of tens of millimetres is the one worth an answer; a couple of millimetres at one
 * depth may be the sensor's wander), the newest first among equals.
 */
export function questionsToAsk(events: readonly FieldEvent[]): FieldEvent[] {
  return events
    .filter((e) => e.kind === 'unexplained' && !e.confirmed)
    .sort((a, b) => b.arrived_mm - a.arrived_mm || b.onset - a.onset);
}

/** The events of each kind. */
export function countByKind(events: readonly FieldEvent[]): Record<EventKind, number> {
  const counts: Record<EventKind, number> = { rain: 0, irrigation: 0, unexplained: 0 };
  for (const e of events) counts[e.kind]++;
  return counts;
}

/** "2 rain, 1 irrigation, 0 unexplained" (the report's counts). */
export const eventCountsText = (counts: Record<EventKind, number>): string =>
  `${counts.rain} rain, ${counts.irrigation} irrigation, ${counts.unexplained} unexplained`;
