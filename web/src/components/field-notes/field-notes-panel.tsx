/**
 * The "Notes" panel of a field: its notes and its zones', newest first (who wrote it, their role
 * on the farm, when, on which zone, any irrigation advice), and, for those whose role may write
 * notes where they are, the form to add one. Used by the detailed dashboard.
 */
import { FARM_ROLE_LABELS } from '@shared/teams/roles';
import type { NoteRow } from '@shared/teams/schemas';
import { Card } from '../card';
import { useFieldNotes } from '../../api/notes';
import { useFormat } from '../../lib/i18n/use-format';
import { useT } from '../../lib/i18n/use-t';
import { useCan } from '../../lib/active-farm';
import { noteAdviceText } from './advice-text';
import { NoteForm, type NoteZone } from './note-form';
import './field-notes.css';

export function FieldNotesPanel({ fieldId, zones }: { fieldId: string | null; zones: readonly NoteZone[] }) {
  const mayWrite = useCan('notes.write');
  const t = useT();
  if (!fieldId) return null;
  return (
    <Card title={t('fieldwork.notesTitle')} className="field-notes">
      <NotesList fieldId={fieldId} zones={zones} />
      {mayWrite ? <NoteForm fieldId={fieldId} zones={zones} /> : null}
    </Card>
  );
}

function NotesList({ fieldId, zones }: { fieldId: string; zones: readonly NoteZone[] }) {
  const notes = useFieldNotes(fieldId);
  const t = useT();
  if (notes.isPending) return <p className="field-notes__muted">{t('fieldwork.notesLoading')}</p>;
  if (notes.isError)
    return (
      <p className="field-notes__muted" role="alert">
        {t('fieldwork.notesFailed', { message: notes.error.message })}
      </p>
    );
  if (!notes.data.length) return <p className="field-notes__muted">{t('fieldwork.notesNone')}</p>;
  const zoneName = (id: string | null) =>
    id ? (zones.find((z) => z.id === id)?.zonename ?? t('fieldwork.noteSomeZone')) : null;
  return (
    <ul className="field-notes__list" aria-label={t('fieldwork.notesList')}>
      {notes.data.map((n) => (
        <NoteEntry key={n.note_id} note={n} zone={zoneName(n.zone_id)} />
      ))}
    </ul>
  );
}

function NoteEntry({ note, zone }: { note: NoteRow; zone: string | null }) {
  const t = useT();
  const f = useFormat();
  return (
    <li className="field-notes__item">
      <p className="field-notes__meta">
        <strong>{note.author_name}</strong> <span className="field-notes__role">{FARM_ROLE_LABELS[note.role]}</span>
        {' · '}
        <time dateTime={note.created_at}>{f.dateTime(note.created_at)}</time>
        {' · '}
        {zone ? t('fieldwork.noteZone', { zone }) : t('fieldwork.wholeField')}
      </p>
      {note.advice ? <p className="field-notes__advice">{noteAdviceText(note.advice, t, f)}</p> : null}
      <p className="field-notes__text">{note.text}</p>
    </li>
  );
}
