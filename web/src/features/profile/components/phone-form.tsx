import { useId, useMemo, useState, type FormEvent } from 'react';
import PhoneInput, { getCountries } from 'react-phone-number-input';
import flags from 'react-phone-number-input/flags';
import 'react-phone-number-input/style.css';
import { DEFAULT_PHONE_COUNTRY, normalizePhone, phoneError } from '@shared/profile/rules';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { FieldError } from '../../../components/text-field';
import { useUpdateProfile } from '../../../api/accounts';
import { useT } from '../../../lib/i18n/use-t';
import { useFormat } from '../../../lib/i18n/use-format';
import { ruleText } from './rule-text';
import { useProfileToast } from './use-profile-toast';

/**
 * The phone for Moisture Alert SMS: an international input (Australia unless another country is
 * chosen), stored as E.164. Saving it empty removes it, and the notice says what that means.
 */
export function PhoneForm({ saved }: { saved: string | null }) {
  const id = useId();
  const [value, setValue] = useState<string>(saved ?? '');
  const [touched, setTouched] = useState(false);
  const update = useUpdateProfile();
  const toast = useProfileToast();
  const t = useT();
  const { locale } = useFormat();
  // The country list in the person's language, named by the browser (Intl.DisplayNames), not the
  // input's built-in English names.
  const labels = useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    return {
      ...Object.fromEntries(getCountries().map((code) => [code, names.of(code) ?? code])),
      ZZ: t('profile.phoneInternational'),
      country: t('profile.phoneCountry'),
    };
  }, [locale, t]);
  const error = touched ? ruleText(t, phoneError(value)) : undefined;
  const unchanged = (normalizePhone(value) ?? value) === (saved ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (phoneError(value)) return;
    update.mutate(
      { field: 'phone', phone: value },
      { onSuccess: () => toast('phone'), onError: (err) => toast('phone', err) },
    );
  };

  return (
    <form className="profile-form" onSubmit={submit} noValidate>
      {!saved ? <Banner tone="warning">{t('profile.smsNotice')}</Banner> : null}
      <div className={['text-field', error ? 'text-field--invalid' : ''].filter(Boolean).join(' ')}>
        <label className="text-field__label" htmlFor={`${id}-phone`}>
          {t('profile.phoneLabel')}
        </label>
        <PhoneInput
          id={`${id}-phone`}
          className="profile-phone"
          international
          defaultCountry={DEFAULT_PHONE_COUNTRY}
          flags={flags}
          labels={labels}
          value={value}
          onChange={(v) => setValue(v ?? '')}
          onBlur={() => setTouched(true)}
          countrySelectProps={{ 'aria-label': t('profile.phoneCountry') }}
          numberInputProps={{
            className: 'text-field__input',
            'aria-invalid': error ? true : undefined,
            'aria-describedby': error ? `${id}-error` : undefined,
          }}
        />
        <FieldError id={`${id}-error`} error={error} />
      </div>
      <div className="profile-form__actions">
        <Button type="submit" loading={update.isPending} disabled={unchanged || Boolean(phoneError(value))}>
          {t('profile.updatePhone')}
        </Button>
      </div>
    </form>
  );
}
