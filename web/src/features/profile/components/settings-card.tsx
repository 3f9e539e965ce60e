/**
 * The person's units and language. Each choice is saved the moment it is made (no Save button to
 * forget) and the whole app follows at once: the provider reads the same settings query the save
 * updates. Radio groups keep it one Tab stop per group, arrows to choose.
 */
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { DELAYS } from '@shared/constants';
import { languageOf, LOCALE_NAMES, LOCALES, type Locale } from '@shared/i18n/locales';
import type { MessageKey } from '@shared/i18n/catalogue';
import type { DisplaySettings } from '@shared/settings/schemas';
import { UNIT_SYSTEMS, type UnitSystem } from '@shared/units/quantities';
import { useSaveSettings } from '../../../api/settings';
import { Card } from '../../../components/card';
import { useToast } from '../../../components/toast';
import { useShownSettings } from '../../../lib/i18n/settings-context';
import { useT } from '../../../lib/i18n/use-t';

const UNIT_NAMES: Record<UnitSystem, { name: MessageKey; examples: MessageKey }> = {
  metric: { name: 'profile.unitsMetric', examples: 'profile.unitsMetricExamples' },
  us: { name: 'profile.unitsUs', examples: 'profile.unitsUsExamples' },
};

export function SettingsCard() {
  const t = useT();
  const shown = useShownSettings();
  const save = useSaveSettings();
  const { notify } = useToast();
  const unitsName = useId();
  const localeName = useId();
  const intl = useIntl();
  // The saved toast waits for the switch (Spanish loads on demand) so it reads in the language just chosen.
  const [savedIn, setSavedIn] = useState<Locale | null>(null);
  useEffect(() => {
    if (!savedIn || languageOf(savedIn) !== languageOf(intl.locale as Locale)) return;
    setSavedIn(null);
    notify({ message: t('profile.settingsSaved'), tone: 'success', durationMs: DELAYS.profileToast });
  }, [savedIn, intl.locale, t, notify]);

  const choose = (change: Partial<DisplaySettings>) =>
    save.mutate(change, {
      onSuccess: (answer) => setSavedIn(answer.locale),
      onError: (err) =>
        notify({
          message: t('profile.settingsFailed', { reason: err.message }),
          tone: 'error',
          durationMs: DELAYS.profileToast,
        }),
    });

  return (
    <Card title={t('profile.settingsTitle')}>
      <div className="profile-settings">
        <fieldset className="profile-settings__group" disabled={save.isPending}>
          <legend>{t('profile.unitsLegend')}</legend>
          {UNIT_SYSTEMS.map((units) => (
            <label key={units} className="profile-settings__option">
              <input
                type="radio"
                name={unitsName}
                value={units}
                checked={shown.units === units}
                onChange={() => choose({ units })}
              />
              <span>
                {t(UNIT_NAMES[units].name)}
                <span className="profile-settings__examples">{t(UNIT_NAMES[units].examples)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <fieldset className="profile-settings__group" disabled={save.isPending}>
          <legend>{t('profile.languageLegend')}</legend>
          {LOCALES.map((locale: Locale) => (
            <label key={locale} className="profile-settings__option" lang={locale}>
              <input
                type="radio"
                name={localeName}
                value={locale}
                checked={shown.locale === locale}
                onChange={() => choose({ locale })}
              />
              <span>{LOCALE_NAMES[locale]}</span>
            </label>
          ))}
        </fieldset>
      </div>
      {shown.chosen ? null : <p className="profile-settings__note">{t('profile.settingsSuggested')}</p>}
    </Card>
  );
}
