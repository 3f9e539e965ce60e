/** How the management forms show a number for editing in the person's locale. */
import type { Locale } from '@shared/i18n/locales';
import { formatDecimal } from '@shared/units';

/**
 * A number as an input shows it for editing: no grouping ("1234.5", which `parseNumber` reads
 * back) and the locale's decimal mark ("12,5" in Spanish).
 */
export function inputText(n: number, locale: Locale): string {
  const text = String(n);
  return formatDecimal(1.5, locale).includes(',') ? text.replace('.', ',') : text;
}
