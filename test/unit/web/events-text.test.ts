/** How events read on the web: mark labels, counts per kind, and the events CSV. */
import { describe, expect, it } from 'vitest';
import type { FieldEvent } from '@shared/events/schemas';
import { format } from 'date-fns';
import { countByKind, eventCountsText, eventLabel, questionsToAsk } from '../../../web/src/lib/event-text';
import {
  EVENTS_CSV_HEADER,
  eventsCsv,
  eventsCsvFileName,
} from '../../../web/src/features/dashboard/components/csv/events-csv';
import { wordsIn } from './support/words';

const en = wordsIn();

const at = Date.UTC(2026, 10, 20, 6, 30) / 1000;
const event = (overrides: Partial<FieldEvent> = {}): FieldEvent => ({
  event_id: `ABC123456789-${at}-0123456789`,
  sensor_id: 'ABC123456789',
  onset: at,
  peak: at + 3 * 3600,
  depth_reached_cm: 50,
  arrived_mm: 8.25,
  kind: 'rain',
  confirmed: false,
  ...overrides,
});
const local = (s: number, pattern: string) => format(s * 1000, pattern);

describe('event labels', () => {
  it('name the kind, the time, the millimetres and the depth, and say when the grower confirmed it', () => {
    expect(eventLabel(en, event())).toBe(`Rain, ${local(at, 'dd/MM/yyyy HH:mm')}: 8.3 mm arrived, down to 50 cm`);
    expect(eventLabel(en, event({ kind: 'irrigation', confirmed: true }), 'East probe')).toBe(
      `Irrigation (confirmed) at East probe, ${local(at, 'dd/MM/yyyy HH:mm')}: 8.3 mm arrived, down to 50 cm`,
    );
    expect(eventLabel(en, event({ kind: 'unexplained', arrived_mm: 0 }))).toMatch(
      /^Unexplained wetting, .*: 0\.0 mm arrived/,
    );
  });

  it('count per kind, every kind named even at zero', () => {
    const counts = countByKind([event(), event({ kind: 'rain' }), event({ kind: 'unexplained' })]);
    expect(counts).toEqual({ rain: 2, irrigation: 0, unexplained: 1 });
    expect(eventCountsText(counts)).toBe('2 rain, 0 irrigation, 1 unexplained');
    expect(eventCountsText(countByKind([]))).toBe('0 rain, 0 irrigation, 0 unexplained');
  });
});

describe('events CSV', () => {
  it('writes one row per event, oldest first, local times and 2-decimal millimetres', () => {
    const later = event({
      event_id: 'ABC123456789-1-0123456789',
      onset: at + 86_400,
      peak: at + 90_000,
      kind: 'unexplained',
      confirmed: true,
      arrived_mm: 3,
    });
    const lines = eventsCsv([later, event()]).split('\r\n');
    expect(lines[0]).toBe(EVENTS_CSV_HEADER.join(','));
    const [onset, peak] = [local(at, 'yyyy-MM-dd HH:mm'), local(at + 3 * 3600, 'yyyy-MM-dd HH:mm')];
    expect(lines[1]).toBe(`ABC123456789-${at}-0123456789,ABC123456789,${onset},${peak},50,8.25,rain,no`);
    expect(lines[2]).toMatch(/^ABC123456789-1-0123456789,ABC123456789,.*,3\.00,unexplained,yes$/);
    expect(lines[3]).toBe('');
    expect(lines).toHaveLength(4);
  });

  it('is the header alone without events, and is named after the sensor', () => {
    expect(eventsCsv([])).toBe(`${EVENTS_CSV_HEADER.join(',')}\r\n`);
    expect(eventsCsvFileName('ABC123456789')).toBe('ABC123456789-events.csv');
  });
});

describe('marks that share a place', () => {
  it('group events closer than a mark, oldest first, and name the group by its count, span and kinds', async () => {
    const { groupLabel, markGroups } =
      await import('../../../web/src/features/dashboard/components/charts/event-marks');
    const a = event({ event_id: 'A-1-0123456789', kind: 'rain' });
    const b = event({ event_id: 'A-2-0123456789', onset: at + 3600, kind: 'unexplained' });
    const c = event({ event_id: 'A-3-0123456789', onset: at + 7200, kind: 'irrigation' });
    const off = event({ event_id: 'A-4-0123456789', onset: at + 9000 });
    const groups = markGroups([c, a, b, off], [140, 100, 120, null]);
    expect(groups.map((g) => [g.x, g.events.map((e) => e.event_id)])).toEqual([
      [100, ['A-1-0123456789', 'A-2-0123456789']],
      [140, ['A-3-0123456789']],
    ]);
    expect(groupLabel(en, groups[0]!.events)).toBe(
      `2 wetting events, ${local(at, 'dd/MM/yyyy HH:mm')} to ${local(at + 3600, 'dd/MM/yyyy HH:mm')}: 1 unexplained ` +
        `wetting, 1 rain`,
    );
    expect(groupLabel(en, groups[1]!.events)).toBe(eventLabel(en, c));
  });
});

describe('questionsToAsk', () => {
  it('asks about unanswered unexplained wettings only, the most water first, then the newest', () => {
    const small = event({ event_id: 'a', onset: at + 7200, arrived_mm: 2.4, kind: 'unexplained' });
    const big = event({ event_id: 'b', onset: at - 86_400, arrived_mm: 55, kind: 'unexplained' });
    const sameOlder = event({ event_id: 'c', onset: at - 7200, arrived_mm: 2.4, kind: 'unexplained' });
    const answered = event({ event_id: 'd', arrived_mm: 80, kind: 'unexplained', confirmed: true });
    const rain = event({ event_id: 'e', arrived_mm: 90, kind: 'rain' });
    expect(questionsToAsk([small, rain, sameOlder, answered, big]).map((e) => e.event_id)).toEqual(['b', 'a', 'c']);
  });
});
