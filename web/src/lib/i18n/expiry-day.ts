/**
 * A subscription's expiry as the spec stores and shows it, 'DD-MM-YYYY', in the person's order of
 * day and month: English (United States) reads it month first ('MM-DD-YYYY'); the day-first
 * locales keep the spec's text as it is. Anything not of that shape shows as it came.
 */
import { DATE_PATTERNS, type Locale } from '@shared/i18n/locales';

export function expiryDayIn(locale: Locale, ddmmyyyy: string): string {
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(ddmmyyyy);
  if (!m || DATE_PATTERNS[locale].day.startsWith('dd')) return ddmmyyyy;
  return `${m[2]}-${m[1]}-${m[3]}`;
}
