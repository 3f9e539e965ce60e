/**
 * Write a note on the field or one of its zones, optionally with an irrigation advice (a depth in
 * the person's units, sent in mm; by when). Checked with the server's schema first, so a bad value
 * is named at its field, in the person's language and units, without a round trip; the server
 * checks again.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { MessageKey } from '@shared/i18n/catalogue';
import type { MessageValues } from '@shared/i18n/translator';
import { NOTE_MAX_CHARS } from '@shared/teams/constants';
import { createNoteSchema, type CreateNoteInput } from '@shared/teams/schemas';
import { Banner } from '../banner';
import { Button } from '../button';
import { SelectField } from '../select-field';
import { FieldError, TextField } from '../text-field';
import { useCreateNote } from '../../api/notes';
import { useFormat, type Format } from '../../lib/i18n/use-format';
import { useT } from '../../lib/i18n/use-t';

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

type Translate = (key: MessageKey, values?: MessageValues) => string;
type Issue = NonNullable<ReturnType<typeof createNoteSchema.safeParse>['error']>['issues'][number];

/** The least and most a note may advise, mm (the server's limits). */
const ADVICE_MM = { min: 1, max: 500 } as const;

/**
 * The request body of a draft: an advice only when either of its parts is filled in. The depth is
 * typed in the person's units ("12,5" in Spanish) and sent in mm.
 */
export function noteInput(d: Draft, f: Format): unknown {
  const typed = d.mm.trim();
  const shown = typed === '' ? undefined : f.parseNumber(typed);
  const mm = shown === undefined ? undefined : shown === null ? Number.NaN : f.fromInput('water', shown);
  const advice = typed || d.by ? { mm, by: d.by || undefined } : undefined;
  return { text: d.text, ...(d.zone ? { zone_id: d.zone } : {}), ...(advice ? { advice } : {}) };
}

/** A problem the schema found, said in the person's language and units. */
function problemText(key: keyof Draft, issue: Issue, t: Translate, f: Format): string {
  switch (key) {
    case 'text':
      return issue.code === 'too_big' ? t('fieldwork.noteTooLong', { max: NOTE_MAX_CHARS }) : t('fieldwork.noteEmpty');
    case 'zone':
      return t('fieldwork.noteZoneInvalid');
    case 'mm':
      if (issue.code === 'too_small') return t('fieldwork.noteDepthMin', { min: f.quantity('water', ADVICE_MM.min) });
      if (issue.code === 'too_big') return t('fieldwork.noteDepthMax', { max: f.quantity('water', ADVICE_MM.max) });
      return t('fieldwork.noteDepthNotNumber', { unit: f.unit('water') });
    case 'by':
      return t('fieldwork.noteByInvalid');
  }
}

/** The first problem of each form field (the schema's paths: text, zone_id, advice.mm, advice.by). */
export function draftErrors(
  d: Draft,
  t: Translate,
  f: Format,
): { input?: CreateNoteInput; errors: Partial<Record<keyof Draft, string>> } {
  const parsed = createNoteSchema.safeParse(noteInput(d, f));
  if (parsed.success) return { input: parsed.data, errors: {} };
  const errors: Partial<Record<keyof Draft, string>> = {};
  const fieldOf: Record<string, keyof Draft> = { text: 'text', zone_id: 'zone', 'advice.mm': 'mm', 'advice.by': 'by' };
  for (const issue of parsed.error.issues) {
    const key = fieldOf[issue.path.join('.')] ?? 'text';
    errors[key] ??= problemText(key, issue, t, f);
  }
  return { errors };
}

export function NoteForm({ fieldId, zones }: { fieldId: string; zones: readonly NoteZone[] }) {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const create = useCreateNote(fieldId);
  const t = useT();
  const f = useFormat();
  const textId = useId();
  const set = (key: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const form = useRef<HTMLFormElement>(null);
  // A refused submit takes the focus to the first field it names, where its message is read out.
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = draftErrors(draft, t, f);
    setErrors(checked.errors);
    if (!checked.input) return;
    create.mutate(checked.input, { onSuccess: () => setDraft(EMPTY) });
  };

  return (
    <form ref={form} className="note-form" onSubmit={submit} noValidate aria-label={t('fieldwork.noteForm')}>
      <div className={['text-field', errors.text ? 'text-field--invalid' : ''].filter(Boolean).join(' ')}>
        <label className="text-field__label" htmlFor={textId}>
          {t('fieldwork.noteText')}
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
        <SelectField
          label={t('fieldwork.noteZoneLabel')}
          value={draft.zone}
          onChange={(e) => set('zone')(e.target.value)}
          error={errors.zone}
        >
          <option value="">{t('fieldwork.wholeField')}</option>
          {zones.map((z) => (
            <option key={z.id} value={z.id}>
              {z.zonename}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('fieldwork.noteIrrigate', { unit: f.unit('water') })}
          inputMode="decimal"
          value={draft.mm}
          onChange={(e) => set('mm')(e.target.value)}
          error={errors.mm}
        />
        <TextField
          label={t('fieldwork.noteBy')}
          type="date"
          value={draft.by}
          onChange={(e) => set('by')(e.target.value)}
          error={errors.by}
        />
      </div>
      {create.isError ? (
        <Banner tone="error">{t('fieldwork.noteNotSaved', { message: create.error.message })}</Banner>
      ) : null}
      <div className="note-form__actions">
        <Button type="submit" loading={create.isPending}>
          {t('fieldwork.noteAdd')}
        </Button>
      </div>
    </form>
  );
}
