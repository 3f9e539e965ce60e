/**
 * How the app writes days and times: dd/MM/yyyy everywhere (and HH:mm on a 24-hour clock), in the
 * grower's own time zone, whatever the browser's language would choose.
 */
import { format, isValid, parse } from 'date-fns';

export const DAY_FORMAT = 'dd/MM/yyyy';

export const formatDay = (day: Date): string => format(day, DAY_FORMAT);

/** A moment (epoch ms or an ISO string) as dd/MM/yyyy HH:mm, or a dash when it is no real time. */
export function formatDateTime(at: number | string): string {
  const t = typeof at === 'number' ? at : Date.parse(at);
  return Number.isFinite(t) ? format(t, `${DAY_FORMAT} HH:mm`) : '—';
}

/** A typed day (d/M/yyyy or dd/MM/yyyy), or null when it is no real calendar day. */
export function parseDay(text: string): Date | null {
  const t = text.trim();
  if (!/^\d{1,2}\/\d{1,2}\/\d{4}$/.test(t)) return null;
  const day = parse(t, 'd/M/yyyy', new Date(2000, 0, 1));
  return isValid(day) ? day : null;
}

/** A calendar day as the yyyy-MM-dd the API and the browser's date picker use. */
export const isoDay = (day: Date): string => format(day, 'yyyy-MM-dd');
