/**
 * A calendar day as the yyyy-MM-dd the API and the browser's date picker use. How a person reads and
 * types days (dd/MM/yyyy, MM/dd/yyyy) depends on their locale: shared/i18n/dates.ts, through
 * `useFormat()`.
 */
import { format } from 'date-fns';

export const isoDay = (day: Date): string => format(day, 'yyyy-MM-dd');
