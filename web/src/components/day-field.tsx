/**
 * A date typed in the person's locale order (dd/mm/yyyy, or mm/dd/yyyy in en-US), with a calendar
 * button that opens the browser's own date picker (limited to `max` and `min`). The text is what
 * counts: the picker only fills it in. Callers read the text with `useFormat().parseDay`.
 */
import { parseISO } from 'date-fns';
import { useId, useRef } from 'react';
import { DATE_PATTERNS } from '@shared/i18n/locales';
import { isoDay as iso } from '../lib/dates';
import { useFormat } from '../lib/i18n/use-format';
import { useT } from '../lib/i18n/use-t';
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
  const t = useT();
  const f = useFormat();
  const day = f.parseDay(value);
  // The typed pattern as a person reads it: dd/mm/yyyy (the placeholder says the order).
  const pattern = t(
    DATE_PATTERNS[f.locale].day === 'MM/dd/yyyy' ? 'components.patternMonthFirst' : 'components.patternDayFirst',
  );
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
          placeholder={pattern}
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
          aria-label={t('components.chooseFromCalendar', { label })}
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
            if (e.target.value) onChange(f.day(parseISO(e.target.value)));
          }}
        />
      </div>
      <p id={`${id}-format`} className="visually-hidden">
        {t('components.dayFieldFormat', { pattern })}
      </p>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
