import { useState, type FormEvent } from 'react';
import { ADDRESS_MAX } from '@shared/profile/rules';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { useUpdateProfile } from '../../../api/accounts';
import { useT } from '../../../lib/i18n/use-t';
import { useProfileToast } from './use-profile-toast';

/** The postal address (free text; saving it empty removes it). */
export function AddressForm({ saved }: { saved: string | null }) {
  const [value, setValue] = useState(saved ?? '');
  const update = useUpdateProfile();
  const toast = useProfileToast();
  const t = useT();
  const unchanged = value.trim() === (saved ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { field: 'address', address: value },
      { onSuccess: () => toast('address'), onError: (err) => toast('address', err) },
    );
  };

  return (
    <form className="profile-form" onSubmit={submit} noValidate>
      <TextField
        label={t('profile.addressLabel')}
        value={value}
        maxLength={ADDRESS_MAX}
        autoComplete="street-address"
        onChange={(e) => setValue(e.target.value)}
      />
      <div className="profile-form__actions">
        <Button type="submit" loading={update.isPending} disabled={unchanged}>
          {t('profile.updateAddress')}
        </Button>
      </div>
    </form>
  );
}
