import { useId, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useT } from '../lib/i18n/use-t';
import './text-field.css';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id'> {
  label: string;
  /** The field's message; shown under the input and announced with it. */
  error?: string;
  hint?: ReactNode;
  /** For passwords: a Show/Hide toggle so people can check what they typed. */
  revealable?: boolean;
  id?: string;
}

/** A labelled input with its error and hint wired up for assistive technology. */
export function TextField({ label, error, hint, revealable, id, type = 'text', className, ...input }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? `field-${autoId}`;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const t = useT();
  const [revealed, setRevealed] = useState(false);
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={['text-field', error ? 'text-field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label className="text-field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="text-field__control">
        <input
          {...input}
          id={inputId}
          type={revealable && revealed ? 'text' : type}
          className="text-field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {revealable ? (
          <button
            type="button"
            className="text-field__reveal"
            onClick={() => setRevealed((r) => !r)}
            aria-pressed={revealed}
            aria-label={t(revealed ? 'components.hideValue' : 'components.showValue', { label: label.toLowerCase() })}
          >
            {t(revealed ? 'components.hide' : 'components.show')}
          </button>
        ) : null}
      </div>
      {hint ? (
        <div id={hintId} className="text-field__hint">
          {hint}
        </div>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** A field's message under its control, at the id its control's aria-describedby names; nothing without one. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="text-field__error">
      {error}
    </p>
  ) : null;
}
