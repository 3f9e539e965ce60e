/** The report's words for a test: the real catalogues and formats of a locale and unit system. */
import { ENGLISH_MESSAGES, flatten } from '@shared/i18n/catalogue';
import { languageOf, type Locale } from '@shared/i18n/locales';
import { ES } from '@shared/i18n/messages/es';
import { translatorFor } from '@shared/i18n/translator';
import type { UnitSystem } from '@shared/units';
import { reportWords } from '../../../../../web/src/features/report/rules/words';
import type { Words } from '../../../../../web/src/lib/words';

const SPANISH = flatten(ES);

export const wordsFor = (locale: Locale = 'en-AU', units: UnitSystem = 'metric'): Words =>
  reportWords(translatorFor(locale, languageOf(locale) === 'es' ? SPANISH : ENGLISH_MESSAGES).t, locale, units);

/** English (Australia), metric: the texts the spec names. */
export const EN = wordsFor();
