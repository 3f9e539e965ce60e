/**
 * Local calendar dates (yyyy-mm-dd) of a time zone, and back to epoch ms. Weather days are the
 * place's own days: "today" at a field in New South Wales starts 10 or 11 hours before UTC's.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

function parts(ms: number, timeZone: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(ms)))
    if (p.type !== 'literal') out[p.type] = Number(p.value);
  return out;
}

/** The wall clock at `utcMs` in `timeZone`, as if it were UTC (epoch ms of the same fields, whole seconds). */
export function wallClockAt(utcMs: number, timeZone: string): number {
  const p = parts(utcMs, timeZone);
  return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
}

/** "yyyy-mm-dd hh:mm" on the local wall clock at `ms` in `timeZone`. */
export function localMinute(ms: number, timeZone: string): string {
  return new Date(wallClockAt(ms, timeZone)).toISOString().slice(0, 16).replace('T', ' ');
}

/** The local date at `ms` in `timeZone`. */
export function localDate(ms: number, timeZone: string): string {
  const p = parts(ms, timeZone);
  return `${String(p.year).padStart(4, '0')}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** Local hour of day (fractional) at `ms`. */
export function localHour(ms: number, timeZone: string): number {
  const p = parts(ms, timeZone);
  return p.hour! + p.minute! / 60;
}

/** The date `n` days after `date` (calendar arithmetic, no time zone involved). */
export function addDays(date: string, n: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** Every date from `from` to `to`, inclusive. */
export function datesBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

/** Epoch ms of local midnight starting `date` in `timeZone`. */
export function localMidnightMs(date: string, timeZone: string): number {
  const utc = Date.parse(`${date}T00:00:00Z`);
  // The zone's offset at a moment, read back from its local wall clock; twice to settle across a DST change.
  const offsetAt = (ms: number) => wallClockAt(ms, timeZone) - Math.floor(ms / 1000) * 1000;
  let guess = utc - offsetAt(utc);
  guess = utc - offsetAt(guess);
  return guess;
}

/** dd-mm-yyyy, the evaporation rows' date. */
export const dayMonthYear = (date: string) => `${date.slice(8, 10)}-${date.slice(5, 7)}-${date.slice(0, 4)}`;

/** "6 Oct 2026" for 2026-10-06: a calendar date in words, read without a time zone shift. */
export const dayWords = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-AU', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
