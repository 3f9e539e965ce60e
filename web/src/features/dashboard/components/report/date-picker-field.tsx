/**
 * A date typed as dd/MM/yyyy, or picked from the browser's calendar (the button beside it),
 * never after today.
 */
import { useRef } from 'react';
import { format } from 'date-fns';
import { TextField } from '../../../../components/text-field';
import { formatDate, parseDate } from './range';

interface DatePickerFieldProps {
  label: string;
  value: string;
  onChange: (text: string) => void;
  max: Date;
  error?: string;
  disabled?: boolean;
}

export function DatePickerField({ label, value, onChange, max, error, disabled }: DatePickerFieldProps) {
  const picker = useRef<HTMLInputElement>(null);
  const parsed = parseDate(value);
  return (
    <div className="report-date">
      <TextField label={label} value={value} onChange={(e) => onChange(e.target.value)} placeholder="dd/MM/yyyy" inputMode="numeric" autoComplete="off" error={error} disabled={disabled} />
      <input
        ref={picker}
        type="date"
        className="report-date__native"
        tabIndex={-1}
        aria-hidden="true"
        max={format(max, 'yyyy-MM-dd')}
        value={parsed ? format(parsed, 'yyyy-MM-dd') : ''}
        onChange={(e) => {
          const [y, m, d] = e.target.value.split('-').map(Number);
          if (y && m && d) onChange(formatDate(new Date(y, m - 1, d)));
        }}
      />
      <button
        type="button"
        className="report-date__button"
        aria-label={`Pick ${label.toLowerCase()} from a calendar`}
        disabled={disabled}
        onClick={() => picker.current?.showPicker?.()}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M7 2v3M17 2v3M3 9h18M5 5h14a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2Z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
