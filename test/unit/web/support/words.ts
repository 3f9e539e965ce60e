/** Words for the web's pure wording functions outside React: `wordsIn('es', 'us')`. */
import { ENGLISH_MESSAGES, flatten } from '@shared/i18n/catalogue';
import { languageOf, type Locale } from '@shared/i18n/locales';
import { ES } from '@shared/i18n/messages/es';
import { translatorFor } from '@shared/i18n/translator';
import type { UnitSystem } from '@shared/units/quantities';
import { formatFor } from '../../../../web/src/lib/i18n/use-format';
import type { Words } from '../../../../web/src/lib/words';

const SPANISH = flatten(ES);

export function wordsIn(locale: Locale = 'en-AU', units: UnitSystem = 'metric'): Words {
  const { t } = translatorFor(locale, languageOf(locale) === 'es' ? SPANISH : ENGLISH_MESSAGES);
  return { t, f: formatFor(locale, units) };
}
