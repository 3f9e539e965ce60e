/**
 * Notes on a farm's fields, under the farm (by id, so a farm deleted and made again under the same
 * name starts without them): `FARM#<farmId>` / `NOTE#<fieldId>#<ISO time>#<noteId>`, so a field's
 * notes are one query in time order. `told` is false until every member was notified (the list
 * finishes what a crash left undone).
 */
import type { FarmRole } from '@shared/teams/roles';
import type { NoteAdvice } from '@shared/teams/schemas';
import { putItem, queryPrefix, updateWhen } from '../../platform/aws/items';
import { teamKeys } from '../../platform/aws/table-schema';

export interface NoteItem {
  note_id: string;
  farm_id: string;
  field_id: string;
  zone_id?: string;
  text: string;
  advice?: NoteAdvice;
  author: string;
  author_name: string;
  role: FarmRole;
  created_at: string;
  told: boolean;
}

const keyOf = (n: Pick<NoteItem, 'farm_id' | 'field_id' | 'created_at' | 'note_id'>) =>
  teamKeys.note(n.farm_id, n.field_id, n.created_at, n.note_id);

export const putNote = (note: NoteItem) => putItem({ ...keyOf(note), ...note }, { onlyIfNew: true });

/** A field's notes, oldest first. */
export const listFieldNotes = (farmId: string, fieldId: string) =>
  queryPrefix<NoteItem>(teamKeys.note(farmId, fieldId, '', '').PK, `NOTE#${fieldId}#`);

export const markNoteTold = (note: NoteItem) => {
  const { PK, SK } = keyOf(note);
  return updateWhen(PK, SK, { update: 'SET told = :t', condition: 'attribute_exists(PK)', values: { ':t': true } });
};
