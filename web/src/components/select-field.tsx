import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { FieldError } from './text-field';
import './text-field.css';

/** A labelled select with its message, styled like TextField. */
export function SelectField({
  label,
  error,
  hint,
  children,
  id,
  ...select
}: Omit<ComponentPropsWithRef<'select'>, 'id'> & { label: string; error?: string; hint?: ReactNode; id?: string }) {
  const autoId = useId();
  const selectId = id ?? `select-${autoId}`;
  return (
    <div className={['text-field', error ? 'text-field--invalid' : ''].filter(Boolean).join(' ')}>
      <label className="text-field__label" htmlFor={selectId}>
        {label}
      </label>
      <div className="text-field__control">
        <select
          {...select}
          id={selectId}
          className="text-field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${selectId}-error` : undefined}
        >
          {children}
        </select>
      </div>
      <FieldError id={`${selectId}-error`} error={error} />
      {hint ? <p className="text-field__hint">{hint}</p> : null}
    </div>
  );
}
