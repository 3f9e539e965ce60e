/**
 * The log sheet's form as typed, its defaults (now, the zone's method, the zone's last run time
 * or an hour), the input it sends (the API's schema, checked here first so the sheet shows the
 * API's own words beside the field) and how amounts read.
 */
import { format } from 'date-fns';
import { irrigationInputSchema, type IrrigationEntry, type IrrigationInputFields } from '@shared/irrigation/log';
import { runTimeWords } from '@shared/irrigation/recommendation';
import type { IrrigationMethod, ZoneSystem } from '@shared/irrigation/system';

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

/** An entry as it stands, to edit: its run time where known, else its depth. */
export function draftOf(e: IrrigationEntry): IrrigationDraft {
  const byMinutes = e.duration_minutes !== null;
  return {
    start: local(e.start * 1000),
    kind: byMinutes ? 'minutes' : 'mm',
    amount: String(byMinutes ? e.duration_minutes : e.depth_mm),
    method: e.method,
    note: e.note ?? '',
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

/** What is sent: the draft as the API's input; a blank note is left out (or cleared, when editing). */
export function inputOf(d: IrrigationDraft, editing: boolean): IrrigationInputFields {
  const ms = Date.parse(d.start);
  const amount = d.amount.trim() === '' ? Number.NaN : Number(d.amount);
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

/** The schema's words as a sentence: "a depth from …" asks to enter one, anything else is said as is. */
const sentence = (m: string) => (/^an? /.test(m) ? `Enter ${m}.` : `${m[0]!.toUpperCase()}${m.slice(1)}.`);

/** Each field's message, empty when the draft can be sent. */
export function draftErrors(d: IrrigationDraft, nowMs = Date.now()): Partial<Record<DraftField, string>> {
  const input = inputOf(d, false);
  const start = Number(input.start);
  const out: Partial<Record<DraftField, string>> = {};
  if (!Number.isFinite(start)) out.start = 'Enter the date and time the irrigation started.';
  else if (start > endOfToday(nowMs)) out.start = 'Enter a start no later than today.';
  const r = irrigationInputSchema.safeParse(input);
  if (!r.success) {
    for (const issue of r.error.issues) {
      const key = FIELD_OF[String(issue.path[0])];
      if (key && !out[key]) out[key] = sentence(issue.message);
    }
  }
  return out;
}

/** What the other amount comes to at the zone's rate: "≈ 6 mm" for a run time, "≈ 1 h 30 min" for a depth. */
export function derivedText(d: IrrigationDraft, rate: number | undefined): string | undefined {
  const n = Number(d.amount);
  if (!rate || !d.amount.trim() || !Number.isFinite(n) || n <= 0) return undefined;
  return d.kind === 'minutes'
    ? `≈ ${Math.round((n / 60) * rate * 10) / 10} mm at ${rate} mm/h`
    : `≈ ${runTimeWords((n / rate) * 60)} at ${rate} mm/h`;
}

/** An entry's amount in a few words: "1 h 30 min · 6 mm". */
export function amountText(e: Pick<IrrigationEntry, 'duration_minutes' | 'depth_mm'>): string {
  return [
    e.duration_minutes !== null ? runTimeWords(e.duration_minutes) : null,
    e.depth_mm !== null ? `${e.depth_mm} mm` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}
