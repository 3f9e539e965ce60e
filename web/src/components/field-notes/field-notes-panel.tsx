/**
 * The "Notes" panel of a field: its notes and its zones', newest first (who wrote it, their role
 * on the farm, when, on which zone, any irrigation advice), and, for those whose role may write
 * notes where they are, the form to add one. Used by the detailed dashboard.
 */
import { FARM_ROLE_LABELS } from '@shared/teams/roles';
import { adviceText } from '@shared/teams/note-text';
import type { NoteRow } from '@shared/teams/schemas';
import { Card } from '../card';
import { useFieldNotes } from '../../api/notes';
import { formatDateTime } from '../../lib/dates';
import { useCan } from '../../lib/active-farm';
import { NoteForm, type NoteZone } from './note-form';
import './field-notes.css';

export function FieldNotesPanel({ fieldId, zones }: { fieldId: string | null; zones: readonly NoteZone[] }) {
  const mayWrite = useCan('notes.write');
  if (!fieldId) return null;
  return (
    <Card title="Notes" className="field-notes">
      <NotesList fieldId={fieldId} zones={zones} />
      {mayWrite ? <NoteForm fieldId={fieldId} zones={zones} /> : null}
    </Card>
  );
}

function NotesList({ fieldId, zones }: { fieldId: string; zones: readonly NoteZone[] }) {
  const notes = useFieldNotes(fieldId);
  if (notes.isPending) return <p className="field-notes__muted">Loading notes…</p>;
  if (notes.isError)
    return (
      <p className="field-notes__muted" role="alert">
        The notes could not be loaded: {notes.error.message}
      </p>
    );
  if (!notes.data.length) return <p className="field-notes__muted">No notes on this field yet.</p>;
  const zoneName = (id: string | null) => (id ? (zones.find((z) => z.id === id)?.zonename ?? 'a zone') : null);
  return (
    <ul className="field-notes__list" aria-label="Notes on this field">
      {notes.data.map((n) => (
        <NoteEntry key={n.note_id} note={n} zone={zoneName(n.zone_id)} />
      ))}
    </ul>
  );
}

function NoteEntry({ note, zone }: { note: NoteRow; zone: string | null }) {
  return (
    <li className="field-notes__item">
      <p className="field-notes__meta">
        <strong>{note.author_name}</strong> <span className="field-notes__role">{FARM_ROLE_LABELS[note.role]}</span>
        {' · '}
        <time dateTime={note.created_at}>{formatDateTime(note.created_at)}</time>
        {' · '}
        {zone ? `Zone ${zone}` : 'Whole field'}
      </p>
      {note.advice ? <p className="field-notes__advice">{adviceText(note.advice)}</p> : null}
      <p className="field-notes__text">{note.text}</p>
    </li>
  );
}
