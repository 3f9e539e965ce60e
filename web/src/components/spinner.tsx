import { useT } from '../lib/i18n/use-t';
import './spinner.css';

interface SpinnerProps {
  /** Read by screen readers; omit when the spinner sits inside a control that already says it. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  tone?: 'current' | 'brand';
}

/** An indeterminate progress ring. */
export function Spinner({ label, size = 'md', tone = 'brand' }: SpinnerProps) {
  return (
    <span className={`spinner spinner--${size} spinner--${tone}`} role={label ? 'status' : undefined}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9" fill="none" strokeWidth="3" className="spinner__track" />
        <path d="M21 12a9 9 0 0 0-9-9" fill="none" strokeWidth="3" strokeLinecap="round" className="spinner__arc" />
      </svg>
      {label ? <span className="visually-hidden">{label}</span> : null}
    </span>
  );
}

/** A centred spinner that fills the page while something the whole page needs is loading. */
export function PageSpinner({ label: given }: { label?: string }) {
  const t = useT();
  const label = given ?? t('common.loading');
  return (
    <div className="page-spinner">
      <Spinner size="lg" label={label} />
      <p className="page-spinner__text" aria-hidden="true">
        {label}
      </p>
    </div>
  );
}
