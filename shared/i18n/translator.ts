/**
 * Messages outside React (the server's e-mails and SMS, the web app's PDF): a translator for one
 * locale through FormatJS, the same library and catalogues the web app's react-intl uses.
 */
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { type FlatMessages, type MessageKey } from './catalogue';
import { type Locale } from './locales';

/** What ICU arguments a message takes (numbers and dates are formatted by the message itself). */
export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>;

export interface Translator {
  locale: Locale;
  t: (key: MessageKey, values?: MessageValues) => string;
  intl: IntlShape<string>;
}

const cache = createIntlCache();

/** A translator over already loaded messages (see `loadMessages`). */
export function translatorFor(locale: Locale, messages: FlatMessages): Translator {
  const intl = createIntl(
    {
      locale,
      defaultLocale: 'en-AU',
      messages: messages as Record<string, string>,
      onError: (err) => {
        // A missing translation falls back to English by design only in tests' eyes: they fail
        // on it (catalogues.test.ts); at run time the reader still gets the English text.
        if (err.code !== 'MISSING_TRANSLATION') console.error(err);
      },
    },
    cache,
  );
  return {
    locale,
    intl,
    t: (key, values) => intl.formatMessage({ id: key }, values as Record<string, string | number | boolean | Date>),
  };
}
