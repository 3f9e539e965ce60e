/**
 * Write a note on the field or one of its zones, optionally with an irrigation advice (mm, by
 * when). Checked with the server's schema first, so a bad value is named at its field without a
 * round trip; the server checks again.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { NOTE_MAX_CHARS } from '@shared/teams/constants';
import { createNoteSchema, type CreateNoteInput } from '@shared/teams/schemas';
import { Banner } from '../banner';
import { Button } from '../button';
import { SelectField } from '../select-field';
import { FieldError, TextField } from '../text-field';
import { useCreateNote } from '../../api/notes';

export interface NoteZone {
  id: string;
  zonename: string;
}

interface Draft {
  text: string;
  zone: string;
  mm: string;
  by: string;
}
const EMPTY: Draft = { text: '', zone: '', mm: '', by: '' };

/** The request body of a draft: an advice only when either of its parts is filled in. */
export function noteInput(d: Draft): unknown {
  const advice =
    d.mm.trim() || d.by ? { mm: d.mm.trim() === '' ? undefined : Number(d.mm), by: d.by || undefined } : undefined;
  return { text: d.text, ...(d.zone ? { zone_id: d.zone } : {}), ...(advice ? { advice } : {}) };
}

/** The first problem of each form field (the schema's paths: text, zone_id, advice.mm, advice.by). */
export function draftErrors(d: Draft): { input?: CreateNoteInput; errors: Partial<Record<keyof Draft, string>> } {
  const parsed = createNoteSchema.safeParse(noteInput(d));
  if (parsed.success) return { input: parsed.data, errors: {} };
  const errors: Partial<Record<keyof Draft, string>> = {};
  const fieldOf: Record<string, keyof Draft> = { text: 'text', zone_id: 'zone', 'advice.mm': 'mm', 'advice.by': 'by' };
  for (const issue of parsed.error.issues) {
    const key = fieldOf[issue.path.join('.')] ?? 'text';
    errors[key] ??= issue.message;
  }
  return { errors };
}

export function NoteForm({ fieldId, zones }: { fieldId: string; zones: readonly NoteZone[] }) {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const create = useCreateNote(fieldId);
  const textId = useId();
  const set = (key: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const form = useRef<HTMLFormElement>(null);
  // A refused submit takes the focus to the first field it names, where its message is read out.
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = draftErrors(draft);
    setErrors(checked.errors);
    if (!checked.input) return;
    create.mutate(checked.input, { onSuccess: () => setDraft(EMPTY) });
  };

  return (
    <form ref={form} className="note-form" onSubmit={submit} noValidate aria-label="Write a note">
      <div className={['text-field', errors.text ? 'text-field--invalid' : ''].filter(Boolean).join(' ')}>
        <label className="text-field__label" htmlFor={textId}>
          Note
        </label>
        <div className="text-field__control">
          <textarea
            id={textId}
            className="text-field__input note-form__text"
            rows={3}
            maxLength={NOTE_MAX_CHARS + 100}
            value={draft.text}
            onChange={(e) => set('text')(e.target.value)}
            aria-invalid={errors.text ? true : undefined}
            aria-describedby={errors.text ? `${textId}-error` : undefined}
          />
        </div>
        <FieldError id={`${textId}-error`} error={errors.text} />
      </div>
      <div className="note-form__row">
        <SelectField label="Zone" value={draft.zone} onChange={(e) => set('zone')(e.target.value)} error={errors.zone}>
          <option value="">Whole field</option>
          {zones.map((z) => (
            <option key={z.id} value={z.id}>
              {z.zonename}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Irrigate (mm, optional)"
          type="number"
          inputMode="decimal"
          min={1}
          max={500}
          value={draft.mm}
          onChange={(e) => set('mm')(e.target.value)}
          error={errors.mm}
        />
        <TextField
          label="By (optional)"
          type="date"
          value={draft.by}
          onChange={(e) => set('by')(e.target.value)}
          error={errors.by}
        />
      </div>
      {create.isError ? <Banner tone="error">The note was not saved: {create.error.message}</Banner> : null}
      <div className="note-form__actions">
        <Button type="submit" loading={create.isPending}>
          Add note
        </Button>
      </div>
    </form>
  );
}
