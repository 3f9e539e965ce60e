/**
 * The app's language: react-intl over the shared catalogues (shared/i18n), in the locale of the
 * person's display settings. English is in the bundle; Spanish is fetched the first time it is
 * needed, and English shows meanwhile (a moment, once).
 */
import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { ENGLISH_MESSAGES, type FlatMessages, loadMessages } from '@shared/i18n/catalogue';
import { DEFAULT_LOCALE, languageOf, type Locale } from '@shared/i18n/locales';
import { useDisplaySettings } from './display-settings';
import { useKeepSuggestedSettings } from './keep-suggested-settings';
import { ShownSettingsContext } from './settings-context';
import { publishShownMessages } from './shown-messages';

function useMessages(locale: Locale): { locale: Locale; messages: FlatMessages } {
  const language = languageOf(locale);
  const [loaded, setLoaded] = useState<{ locale: Locale; messages: FlatMessages }>({
    locale: language === 'en' ? locale : DEFAULT_LOCALE,
    messages: ENGLISH_MESSAGES,
  });
  useEffect(() => {
    let current = true;
    void loadMessages(language).then((messages) => {
      if (current) setLoaded({ locale, messages });
    });
    return () => {
      current = false;
    };
  }, [language, locale]);
  return loaded;
}

export function I18nProvider({ children }: { children: ReactNode }) {
  const settings = useDisplaySettings();
  useKeepSuggestedSettings(settings);
  const wanted = settings.locale;
  const { locale, messages } = useMessages(wanted);
  // In the commit itself, so that no request failing after the page turned Spanish still words it in English.
  useLayoutEffect(() => {
    document.documentElement.lang = locale;
    publishShownMessages(locale, messages);
  }, [locale, messages]);
  return (
    <ShownSettingsContext.Provider value={settings}>
      <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messages}>
        {children}
      </IntlProvider>
    </ShownSettingsContext.Provider>
  );
}
