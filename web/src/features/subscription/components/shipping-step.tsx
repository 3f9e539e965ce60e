import type { FormEvent } from 'react';
import type { MessageKey } from '@shared/i18n/catalogue';
import { useT } from '../../../lib/i18n/use-t';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';

export interface Shipping {
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  country: string;
  postcode: string;
  phone: string;
}

export const EMPTY_SHIPPING: Shipping = {
  firstName: '',
  lastName: '',
  address: '',
  city: '',
  country: 'Australia',
  postcode: '',
  phone: '',
};

const FIELDS: { key: keyof Shipping; label: MessageKey; autoComplete: string; wide?: boolean; type?: string }[] = [
  { key: 'firstName', label: 'subscription.firstName', autoComplete: 'given-name' },
  { key: 'lastName', label: 'subscription.lastName', autoComplete: 'family-name' },
  { key: 'address', label: 'subscription.address', autoComplete: 'street-address', wide: true },
  { key: 'city', label: 'subscription.city', autoComplete: 'address-level2' },
  { key: 'country', label: 'subscription.country', autoComplete: 'country-name' },
  { key: 'postcode', label: 'subscription.postcode', autoComplete: 'postal-code' },
  { key: 'phone', label: 'subscription.phone', autoComplete: 'tel', type: 'tel' },
];

/** Step 1: shipping information (for the receipt; the fields carry no rules). */
export function ShippingStep({
  value,
  onChange,
  onNext,
  onCancel,
}: {
  value: Shipping;
  onChange: (v: Shipping) => void;
  onNext: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onNext();
  };
  return (
    <form onSubmit={submit} aria-label={t('subscription.stepShipping')}>
      <div className="checkout-form">
        {FIELDS.map((f) => (
          <TextField
            key={f.key}
            className={f.wide ? 'is-wide' : undefined}
            label={t(f.label)}
            name={f.key}
            type={f.type ?? 'text'}
            autoComplete={f.autoComplete}
            maxLength={200}
            value={value[f.key]}
            onChange={(e) => onChange({ ...value, [f.key]: e.target.value })}
          />
        ))}
      </div>
      <div className="checkout-actions">
        <Button variant="secondary" onClick={onCancel}>
          {t('subscription.cancel')}
        </Button>
        <Button type="submit">{t('subscription.next')}</Button>
      </div>
    </form>
  );
}
