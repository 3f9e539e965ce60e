/**
 * The notes a zone's summary lists: the zone's own and its field's (written on no zone), of the
 * report's period, oldest first as a report reads; each a row of when, who and where, then the
 * advice and the text.
 */
import { FARM_ROLE_LABELS } from '@shared/teams/roles';
import type { NoteRow } from '@shared/teams/schemas';
import { noteAdviceText } from '../../../components/field-notes/advice-text';
import type { Words } from '../../../lib/words';

/** `range` in epoch seconds, both ends included (the report's chosen days). */
export function zoneNotes(notes: readonly NoteRow[], zoneId: string, range: { start: number; end: number }): NoteRow[] {
  return notes
    .filter((n) => n.zone_id === null || n.zone_id === zoneId)
    .filter((n) => {
      const at = Date.parse(n.created_at) / 1000;
      return at >= range.start && at <= range.end;
    })
    .sort((a, b) => a.created_at.localeCompare(b.created_at));
}

/** A note as the report's table prints it: [when, who (role) and where; the advice and the text]. */
export function noteTableRow(note: NoteRow, zoneName: string, w: Words): [string, string] {
  const where = note.zone_id ? zoneName : w.t('fieldwork.wholeField');
  const advice = note.advice ? `${noteAdviceText(note.advice, w.t, w.f)}. ` : '';
  return [
    `${w.f.dateTime(note.created_at)}\n${note.author_name} (${FARM_ROLE_LABELS[note.role]})\n${where}`,
    `${advice}${note.text}`,
  ];
}
