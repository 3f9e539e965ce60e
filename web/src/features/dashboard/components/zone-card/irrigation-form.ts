/**
 * The log sheet's form as typed, its defaults (now, the zone's method, the zone's last run time
 * or an hour), the input it sends (the API's schema, checked here first) and how amounts read.
 * A depth is typed in the person's units ("0.25" in, "6,5" mm in Spanish) and sent in mm; the
 * sheet's messages are in their language and units.
 */
import { format } from 'date-fns';
import {
  DEPTH_MM,
  DURATION_MINUTES,
  irrigationInputSchema,
  NOTE_MAX,
  type IrrigationEntry,
  type IrrigationInputFields,
} from '@shared/irrigation/log';
import { irrigationNoteText } from '@shared/i18n/labels/advice-texts';
import { runTimeWords } from '@shared/irrigation/recommendation';
import type { IrrigationMethod, ZoneSystem } from '@shared/irrigation/system';
import { boundForInput } from '@shared/units/quantities';
import type { Format } from '../../../../lib/i18n/use-format';
import type { Words } from '../../../../lib/words';

export type AmountKind = 'minutes' | 'mm';

export interface IrrigationDraft {
  /** yyyy-MM-ddTHH:mm, the browser's local time (what a datetime-local input holds). */
  start: string;
  kind: AmountKind;
  amount: string;
  method: IrrigationMethod;
  note: string;
}

export type DraftField = 'start' | 'amount' | 'method' | 'note';

const DEFAULT_MINUTES = 60;
const local = (ms: number) => format(ms, "yyyy-MM-dd'T'HH:mm");

/** A new entry: now (to the 5 minutes before), the zone's method, and its last run time (else an hour). */
export function newDraft(
  system: ZoneSystem | undefined,
  last: IrrigationEntry | undefined,
  nowMs = Date.now(),
): IrrigationDraft {
  const fiveMin = 5 * 60_000;
  return {
    start: local(Math.floor(nowMs / fiveMin) * fiveMin),
    kind: 'minutes',
    amount: String(last?.duration_minutes ?? DEFAULT_MINUTES),
    method: system?.method ?? last?.method ?? 'other',
    note: '',
  };
}

/** An entry's note as the reader reads it: one the server wrote in their words, the grower's own as written. */
export const shownNote = (e: IrrigationEntry, t: Words['t']): string =>
  e.note_code ? irrigationNoteText(e.note_code, { t }) : (e.note ?? '');

/**
 * The input to save an edited entry: a note the server wrote and the reader left as shown goes back
 * as the server wrote it, so it keeps its code (and every reader's language).
 */
export function editedInputOf(d: IrrigationDraft, e: IrrigationEntry, { t, f }: Words): IrrigationInputFields {
  const input = inputOf(d, true, f);
  return e.note_code && input.note === shownNote(e, t) ? { ...input, note: e.note } : input;
}

/** An entry as it stands, to edit: its run time where known, else its depth (in the person's units). */
export function draftOf(e: IrrigationEntry, { t, f }: Words): IrrigationDraft {
  const byMinutes = e.duration_minutes !== null;
  return {
    start: local(e.start * 1000),
    kind: byMinutes ? 'minutes' : 'mm',
    amount: byMinutes
      ? String(e.duration_minutes)
      : e.depth_mm === null
        ? ''
        : f.number(f.toInput('water', e.depth_mm), 3),
    method: e.method,
    note: shownNote(e, t),
  };
}

/**
 * End of the browser's today, epoch s: the sheet refuses a later start before asking the API (which checks the field's
 * own day).
 */
const endOfToday = (nowMs: number) => {
  const d = new Date(nowMs);
  d.setHours(23, 59, 59, 0);
  return Math.floor(d.getTime() / 1000);
};

/** The typed amount: minutes as typed, a depth in mm (typed in the person's units); NaN when no number. */
function typedAmount(d: IrrigationDraft, f: Format): number {
  const n = f.parseNumber(d.amount);
  if (n === null) return Number.NaN;
  return d.kind === 'mm' ? f.fromInput('water', n) : n;
}

/** What is sent: the draft as the API's input; a blank note is left out (or cleared, when editing). */
export function inputOf(d: IrrigationDraft, editing: boolean, f: Format): IrrigationInputFields {
  const ms = Date.parse(d.start);
  const amount = typedAmount(d, f);
  const note = d.note.trim();
  return {
    start: Number.isFinite(ms) ? Math.floor(ms / 1000) : Number.NaN,
    ...(d.kind === 'minutes' ? { duration_minutes: amount } : { depth_mm: amount }),
    method: d.method,
    ...(note ? { note } : editing ? { note: null } : {}),
  };
}

const FIELD_OF: Readonly<Record<string, DraftField>> = {
  start: 'start',
  end: 'amount',
  duration_minutes: 'amount',
  depth_mm: 'amount',
  method: 'method',
  note: 'note',
};

/** A field's message in the person's language (and, for a depth, units), from the schema's refusal. */
function messageOf({ t, f }: Words, field: DraftField, d: IrrigationDraft): string {
  if (field === 'amount')
    return d.kind === 'minutes'
      ? t('dashboard.runTimeRange', { min: DURATION_MINUTES.min, max: DURATION_MINUTES.max })
      : t('dashboard.depthRange', {
          min: f.number(boundForInput('water', DEPTH_MM.min, f.units, 'min'), 3),
          max: f.number(boundForInput('water', DEPTH_MM.max, f.units, 'max'), 3),
          unit: f.unit('water'),
        });
  if (field === 'note') return t('dashboard.noteTooLong', { max: NOTE_MAX });
  if (field === 'method') return t('dashboard.chooseMethod');
  return t('dashboard.startMissing');
}

/** Each field's message, empty when the draft can be sent. */
export function draftErrors(w: Words, d: IrrigationDraft, nowMs = Date.now()): Partial<Record<DraftField, string>> {
  const input = inputOf(d, false, w.f);
  const start = Number(input.start);
  const out: Partial<Record<DraftField, string>> = {};
  if (!Number.isFinite(start)) out.start = w.t('dashboard.startMissing');
  else if (start > endOfToday(nowMs)) out.start = w.t('dashboard.startFuture');
  const r = irrigationInputSchema.safeParse(input);
  if (!r.success) {
    for (const issue of r.error.issues) {
      const key = FIELD_OF[String(issue.path[0])];
      if (key && !out[key]) out[key] = messageOf(w, key, d);
    }
  }
  return out;
}

/** What the other amount comes to at the zone's rate: "≈ 6 mm" for a run time, "≈ 1 h 30 min" for a depth. */
export function derivedText({ t, f }: Words, d: IrrigationDraft, rate: number | undefined): string | undefined {
  const n = f.parseNumber(d.amount);
  if (!rate || n === null || n <= 0) return undefined;
  const at = f.quantity('rate', rate);
  return d.kind === 'minutes'
    ? t('dashboard.derivedAt', { amount: f.quantity('water', (n / 60) * rate), rate: at })
    : t('dashboard.derivedAt', { amount: runTimeWords((f.fromInput('water', n) / rate) * 60), rate: at });
}

/** An entry's amount in a few words: "1 h 30 min · 6 mm" (the depth in the person's units). */
export function amountText(f: Format, e: Pick<IrrigationEntry, 'duration_minutes' | 'depth_mm'>): string {
  return [
    e.duration_minutes !== null ? runTimeWords(e.duration_minutes) : null,
    e.depth_mm !== null ? f.quantity('water', e.depth_mm) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}
