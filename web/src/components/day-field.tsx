/**
 * A date typed as dd/MM/yyyy, with a calendar button that opens the browser's own date picker
 * (limited to `max` and `min`). The text is what counts: the picker only fills it in.
 */
import { format, parseISO } from 'date-fns';
import { useId, useRef } from 'react';
import { DAY_FORMAT, isoDay as iso, parseDay } from '../lib/dates';
import { FieldError } from './text-field';
import './day-field.css';

interface DayFieldProps {
  label: string;
  value: string;
  onChange: (text: string) => void;
  error?: string;
  min?: Date | null;
  /** The last day the calendar offers (none when absent). */
  max?: Date;
  disabled?: boolean;
}

export function DayField({ label, value, onChange, error, min, max, disabled }: DayFieldProps) {
  const id = useId();
  const pickerRef = useRef<HTMLInputElement>(null);
  const day = parseDay(value);
  return (
    <div className={['text-field', 'day-field', error ? 'text-field--invalid' : ''].filter(Boolean).join(' ')}>
      <label className="text-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="text-field__control">
        <input
          id={id}
          className="text-field__input"
          inputMode="numeric"
          placeholder="dd/mm/yyyy"
          autoComplete="off"
          value={value}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-format${error ? ` ${id}-error` : ''}`}
        />
        <button
          type="button"
          className="day-field__calendar"
          aria-label={`Choose ${label} from a calendar`}
          disabled={disabled}
          onClick={() => {
            const picker = pickerRef.current;
            if (!picker) return;
            picker.value = iso(day ?? max ?? min ?? new Date());
            try {
              picker.showPicker();
            } catch {
              picker.focus();
            }
          }}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <rect x="3.5" y="5" width="17" height="15" rx="2" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <path d="M3.5 10h17M8 3v4M16 3v4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        </button>
        <input
          ref={pickerRef}
          type="date"
          className="day-field__picker"
          tabIndex={-1}
          aria-hidden="true"
          min={min ? iso(min) : undefined}
          max={max ? iso(max) : undefined}
          onChange={(e) => {
            if (e.target.value) onChange(format(parseISO(e.target.value), DAY_FORMAT));
          }}
        />
      </div>
      <p id={`${id}-format`} className="visually-hidden">
        Day, month and year as dd/mm/yyyy
      </p>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
