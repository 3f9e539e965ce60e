/**
 * The notes of a zone's summary in the report: the zone's and its field's, of the chosen days
 * only (both ends included), oldest first; each printed with when, who (role), where, the advice
 * and the text.
 */
import { describe, expect, it } from 'vitest';
import type { NoteRow } from '@shared/teams/schemas';
import { noteTableRow, zoneNotes } from '../../../../web/src/features/report/rules/zone-notes';
import { EN, wordsFor } from './support/words';

const note = (id: string, zone_id: string | null, created_at: string, over: Partial<NoteRow> = {}): NoteRow => ({
  note_id: id,
  field_id: 'f1',
  zone_id,
  text: `text ${id}`,
  advice: null,
  author: 'agronomist',
  author_name: 'Anna Agro',
  role: 'advisor',
  created_at,
  ...over,
});
const s = (iso: string) => Date.parse(iso) / 1000;
const RANGE = { start: s('2026-11-20T00:00:00Z'), end: s('2026-11-27T23:59:59Z') };

describe('zone notes of the report', () => {
  it("keeps the zone's and the field's notes of the period, oldest first", () => {
    const notes = [
      note('late', 'z1', '2026-11-27T10:00:00.000Z'),
      note('field', null, '2026-11-21T10:00:00.000Z'),
      note('other-zone', 'z2', '2026-11-22T10:00:00.000Z'),
      note('before', 'z1', '2026-11-19T23:59:59.000Z'),
      note('after', null, '2026-11-28T00:00:00.000Z'),
      note('first-second', 'z1', '2026-11-20T00:00:00.000Z'),
    ];
    expect(zoneNotes(notes, 'z1', RANGE).map((n) => n.note_id)).toEqual(['first-second', 'field', 'late']);
    expect(zoneNotes(notes, 'z2', RANGE).map((n) => n.note_id)).toEqual(['field', 'other-zone']);
    expect(zoneNotes([], 'z1', RANGE)).toEqual([]);
  });

  it('prints who, their role and where, then the advice before the text', () => {
    const [who, what] = noteTableRow(
      note('a', 'z1', '2026-11-21T10:00:00.000Z', { advice: { mm: 25, by: '2026-12-03' } }),
      'East',
      EN,
    );
    expect(who).toContain('Anna Agro (Advisor)');
    expect(who).toContain('East');
    expect(what).toBe('Irrigate 25 mm by 3 Dec. text a');
    expect(noteTableRow(note('b', null, '2026-11-21T10:00:00.000Z', { role: 'owner' }), 'East', EN)[0]).toMatch(
      /\(Owner\)\nWhole field$/,
    );
  });

  it('prints the advice in inches and the day as the United States writes it, or in Spanish', () => {
    const row = (locale: 'en-US' | 'es') =>
      noteTableRow(
        note('a', null, '2026-11-21T10:00:00.000Z', { advice: { mm: 25, by: '2026-12-03' } }),
        'East',
        wordsFor(locale, 'us'),
      );
    expect(row('en-US')[1]).toBe('Irrigate 0.98 in by Dec 3. text a');
    expect(row('en-US')[0]).toMatch(/^11\/21\/2026 /);
    expect(row('es')[1]).toBe('Regar 0,98 in antes del 3 dic. text a');
    expect(row('es')[0]).toMatch(/^21\/11\/2026 [\s\S]*Todo el campo$/);
  });
});
