/**
 * The language the app shows, for the few texts written outside React: the API client's own
 * failure text. I18nProvider publishes its locale and loaded messages here; before it has (the
 * first render), English (Australia).
 *
 * Why not only a message key on the error, translated where shown: about ninety places show an
 * error's `message` (banners, toasts, "could not save: {reason}"), most of them the server's own
 * words; translating at creation keeps every one of them right with no change. The key is kept
 * on the error as well (ApiError.messageKey), so code can still tell our text from the server's.
 */
import { ENGLISH_MESSAGES, type FlatMessages, type MessageKey } from '@shared/i18n/catalogue';
import { DEFAULT_LOCALE, type Locale } from '@shared/i18n/locales';
import { type MessageValues, type Translator, translatorFor } from '@shared/i18n/translator';

let shown: Translator = translatorFor(DEFAULT_LOCALE, ENGLISH_MESSAGES);

export function publishShownMessages(locale: Locale, messages: FlatMessages): void {
  if (shown.locale !== locale || shown.intl.messages !== messages) shown = translatorFor(locale, messages);
}

/** A message in the language shown now. */
export const sayShown = (key: MessageKey, values?: MessageValues): string => shown.t(key, values);
