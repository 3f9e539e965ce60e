/**
 * The signed-out pages' language choice (the browser's language until someone picks): remembered
 * on this device until the person saves their own settings in the profile.
 */
import { useId } from 'react';
import { isLocale, LOCALE_NAMES, LOCALES } from '@shared/i18n/locales';
import { rememberDisplaySettings } from '../../../lib/i18n/display-settings';
import { useShownSettings } from '../../../lib/i18n/settings-context';
import { useT } from '../../../lib/i18n/use-t';

export function LanguageChoice() {
  const t = useT();
  const id = useId();
  const shown = useShownSettings();
  return (
    <span className="language-choice">
      <label htmlFor={id} className="visually-hidden">
        {t('auth.language')}
      </label>
      <select
        id={id}
        className="language-choice__select"
        value={shown.locale}
        onChange={(e) => {
          if (isLocale(e.target.value)) rememberDisplaySettings({ units: shown.units, locale: e.target.value });
        }}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </span>
  );
}
