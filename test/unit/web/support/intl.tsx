/**
 * Messages and settings for a component test without the account: `<TestIntl locale="es"
 * units="us">…</TestIntl>`, or `withIntl(ui)` for English (Australia), metric.
 */
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { ENGLISH_MESSAGES, flatten } from '@shared/i18n/catalogue';
import { languageOf, type Locale } from '@shared/i18n/locales';
import { ES } from '@shared/i18n/messages/es';
import type { UnitSystem } from '@shared/units/quantities';
import { ShownSettingsContext } from '../../../../web/src/lib/i18n/settings-context';

const SPANISH_MESSAGES = flatten(ES);

export function TestIntl({
  locale = 'en-AU',
  units = 'metric',
  children,
}: {
  locale?: Locale;
  units?: UnitSystem;
  children: ReactNode;
}) {
  return (
    <ShownSettingsContext.Provider value={{ locale, units, chosen: true }}>
      <IntlProvider
        locale={locale}
        defaultLocale="en-AU"
        messages={languageOf(locale) === 'es' ? SPANISH_MESSAGES : ENGLISH_MESSAGES}
        onError={(err) => {
          throw err; // a missing key or a broken message fails the test
        }}
      >
        {children}
      </IntlProvider>
    </ShownSettingsContext.Provider>
  );
}

export const withIntl = (ui: ReactNode, locale: Locale = 'en-AU', units: UnitSystem = 'metric') => (
  <TestIntl locale={locale} units={units}>
    {ui}
  </TestIntl>
);

/**
 * `render` inside English (Australia) messages, around the test's own wrapper if it has one: for
 * tests of pages built on the shared components (which all speak through the catalogues).
 */
export function renderIntl(ui: ReactElement, options: RenderOptions = {}) {
  const Inner = options.wrapper;
  return render(ui, {
    ...options,
    wrapper: ({ children }: { children: ReactNode }) => (
      <TestIntl>{Inner ? <Inner>{children}</Inner> : children}</TestIntl>
    ),
  });
}
