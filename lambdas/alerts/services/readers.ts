/**
 * Whom a text is written for: a person's language and units (their saved settings, else metric and
 * English (Australia)) as a Reader for the alert words. Each recipient of a shared farm's alert
 * gets their own. Translators are kept per locale (the catalogues never change while running).
 */
import { languageOf, type Locale } from '@shared/i18n/locales';
import { loadMessages } from '@shared/i18n/catalogue';
import { translatorFor, type Translator } from '@shared/i18n/translator';
import type { DisplaySettings } from '@shared/settings/schemas';
import { displaySettingsOf } from '../../accounts';
import { logger } from '../../platform/telemetry/logger';
import { DEFAULT_READER, type Reader } from '../rules/alert-messages';

const translators = new Map<Locale, Promise<Translator>>();

export function translatorIn(locale: Locale): Promise<Translator> {
  let tr = translators.get(locale);
  if (!tr) translators.set(locale, (tr = loadMessages(languageOf(locale)).then((m) => translatorFor(locale, m))));
  return tr;
}

export const readerFor = async (settings: DisplaySettings): Promise<Reader> => ({
  tr: await translatorIn(settings.locale),
  units: settings.units,
});

/**
 * The person's reader, from their saved settings. An alert still goes out when they cannot be read
 * (in English and metric, logged): a frost warning in the wrong language beats none.
 */
export async function readerOf(userName: string): Promise<Reader> {
  try {
    return await readerFor(await displaySettingsOf(userName));
  } catch (err) {
    logger.error('display settings not read (texts in English, metric)', { userName, error: String(err) });
    return DEFAULT_READER;
  }
}
