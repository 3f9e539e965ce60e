/** What every chart card shares: a header with the title and controls, the sized drawing area and its states. */
import type { ReactNode } from 'react';
import { Spinner } from '../spinner';
import { useT } from '../../lib/i18n/use-t';
import './charts.css';

/** A card heading with the chart's controls beside it (they wrap under it on a phone). */
export function ChartHeader({
  title,
  headingId,
  children,
}: {
  title: string;
  headingId: string;
  children?: ReactNode;
}) {
  return (
    <div className="chart-card__head">
      <h2 className="card__title chart-card__title" id={headingId}>
        {title}
      </h2>
      {children ? <div className="chart-card__actions">{children}</div> : null}
    </div>
  );
}

/** The area a chart draws in: full width of its card, `height` px tall, resized with the card. */
export function ChartArea({ height, children }: { height: number; children: ReactNode }) {
  return (
    <div className="chart-area" style={{ height }}>
      {children}
    </div>
  );
}

/** A message or spinner in place of the chart, at the chart's height so the page does not jump. */
export function ChartMessage({
  height,
  loading,
  loadingLabel,
  children,
}: {
  height: number;
  loading?: boolean;
  loadingLabel?: string;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <div className="chart-message" style={{ minHeight: Math.min(height, 240) }}>
      {loading ? (
        <Spinner label={loadingLabel ?? t('dashboard.loadingChart')} />
      ) : (
        <p className="chart-message__text">{children}</p>
      )}
    </div>
  );
}

/** A toggle button: pressed shows the line or band, with the series colour as a swatch. */
export function ToggleButton({
  pressed,
  color,
  dashed,
  onToggle,
  children,
}: {
  pressed: boolean;
  color?: string;
  dashed?: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  return (
    <button type="button" className="chart-toggle" aria-pressed={pressed} onClick={onToggle}>
      {color ? (
        <span
          className={`chart-toggle__swatch${dashed ? ' chart-toggle__swatch--band' : ''}`}
          style={{ background: color }}
          aria-hidden="true"
        />
      ) : null}
      {children}
    </button>
  );
}

/** Saves `text` as a file named `name` through the browser's download. */
export function downloadText(name: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
