/**
 * What a pure wording function (an event's label, a zone's advice) needs to write in the reader's
 * language and units: the translator and the formats. In React `useWords()`; outside it (the PDF,
 * a unit test) `{ t: translatorFor(locale, messages).t, f: formatFor(locale, units) }`.
 */
import { useMemo } from 'react';
import { ENGLISH_MESSAGES, type MessageKey } from '@shared/i18n/catalogue';
import { type MessageValues, translatorFor } from '@shared/i18n/translator';
import { type Format, formatFor, useFormat } from './i18n/use-format';
import { useT } from './i18n/use-t';

export interface Words {
  t: (key: MessageKey, values?: MessageValues) => string;
  f: Format;
}

export function useWords(): Words {
  const t = useT();
  const f = useFormat();
  return useMemo(() => ({ t, f }), [t, f]);
}

/** English (Australia) and metric: the words of a caller that has no reader's settings (the PDF until it has). */
export const ENGLISH_WORDS: Words = {
  t: translatorFor('en-AU', ENGLISH_MESSAGES).t,
  f: formatFor('en-AU', 'metric'),
};
