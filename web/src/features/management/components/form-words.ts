/**
 * What the management forms' pure state modules need to speak the person's language and units
 * outside React: a translator and the formatter. Components pass `useFormWords()`; the state
 * modules default to English (Australia), metric, the product's defaults.
 */
import { useMemo } from 'react';
import { ENGLISH_MESSAGES, type MessageKey } from '@shared/i18n/catalogue';
import type { Locale } from '@shared/i18n/locales';
import { translatorFor, type MessageValues } from '@shared/i18n/translator';
import { formatDecimal } from '@shared/units';
import { formatFor, useFormat, type Format } from '../../../lib/i18n/use-format';
import { useT } from '../../../lib/i18n/use-t';

export interface FormWords {
  t: (key: MessageKey, values?: MessageValues) => string;
  f: Format;
}

export const DEFAULT_WORDS: FormWords = {
  t: translatorFor('en-AU', ENGLISH_MESSAGES).t,
  f: formatFor('en-AU', 'metric'),
};

export function useFormWords(): FormWords {
  const t = useT();
  const f = useFormat();
  return useMemo(() => ({ t, f }), [t, f]);
}

/**
 * A number as an input shows it for editing: no grouping ("1234.5", which `parseNumber` reads
 * back) and the locale's decimal mark ("12,5" in Spanish).
 */
export function inputText(n: number, locale: Locale): string {
  const text = String(n);
  return formatDecimal(1.5, locale).includes(',') ? text.replace('.', ',') : text;
}

/** A reading with exactly `decimals` decimals in the locale ("30.0 %", "4.00 V"; "30,0" in Spanish). */
export const fixedNumber = (n: number, decimals: number, locale: Locale): string =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(n);
