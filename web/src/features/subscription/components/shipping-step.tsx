import type { FormEvent } from 'react';
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

const FIELDS: { key: keyof Shipping; label: string; autoComplete: string; wide?: boolean; type?: string }[] = [
  { key: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { key: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { key: 'address', label: 'Address', autoComplete: 'street-address', wide: true },
  { key: 'city', label: 'City', autoComplete: 'address-level2' },
  { key: 'country', label: 'Country', autoComplete: 'country-name' },
  { key: 'postcode', label: 'Postcode', autoComplete: 'postal-code' },
  { key: 'phone', label: 'Phone', autoComplete: 'tel', type: 'tel' },
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
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onNext();
  };
  return (
    <form onSubmit={submit} aria-label="Shipping information">
      <div className="checkout-form">
        {FIELDS.map((f) => (
          <TextField
            key={f.key}
            className={f.wide ? 'is-wide' : undefined}
            label={f.label}
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
          Cancel
        </Button>
        <Button type="submit">Next</Button>
      </div>
    </form>
  );
}
