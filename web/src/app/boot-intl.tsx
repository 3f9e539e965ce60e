/**
 * The language of the pages shown before (or instead of) the app's providers: the configuration
 * failure and the last-resort error page. With no account to ask, it is the settings this device
 * remembers, else the browser's; Spanish is fetched like the app fetches it, and English stays
 * when it cannot be (the same chunk failing to load may be why the page shows at all).
 */
import { useEffect, useState, type ReactNode, useLayoutEffect } from 'react';
import { IntlProvider } from 'react-intl';
import { ENGLISH_MESSAGES, type FlatMessages, loadMessages } from '@shared/i18n/catalogue';
import { DEFAULT_LOCALE, type Language, languageOf, type Locale } from '@shared/i18n/locales';
import { startingDisplaySettings } from '../lib/i18n/display-settings';

type Load = (language: Language) => Promise<FlatMessages>;

function useBootMessages(wanted: Locale, load: Load): { locale: Locale; messages: FlatMessages } {
  const english = languageOf(wanted) === 'en';
  const [loaded, setLoaded] = useState({
    locale: english ? wanted : DEFAULT_LOCALE,
    messages: ENGLISH_MESSAGES,
  });
  useEffect(() => {
    if (english) return;
    let current = true;
    load(languageOf(wanted)).then(
      (messages) => current && setLoaded({ locale: wanted, messages }),
      (err: unknown) => console.error('Messages could not be loaded; the page stays in English', err),
    );
    return () => {
      current = false;
    };
  }, [english, wanted, load]);
  return loaded;
}

/** `load` is the catalogues' own loader; a test passes one that fails. */
export function BootIntl({ children, load = loadMessages }: { children: ReactNode; load?: Load }) {
  const [wanted] = useState(() => startingDisplaySettings().locale);
  const { locale, messages } = useBootMessages(wanted, load);
  // In the same commit as the words (a layout effect), so the page never says one language in another's `lang`.
  useLayoutEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messages}>
      {children}
    </IntlProvider>
  );
}
