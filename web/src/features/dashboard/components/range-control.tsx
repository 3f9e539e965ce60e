/** The time-series charts' period: a row of toggle buttons (3 days, 7 days, 30 days, 1 year). */
import { RANGES, type RangeKey } from '../routes/dashboard-params';

export function RangeControl({ value, onChange }: { value: RangeKey; onChange: (key: RangeKey) => void }) {
  return (
    <div className="range-control" role="group" aria-label="Chart period">
      <span className="range-control__label" aria-hidden="true">
        Period
      </span>
      {RANGES.map((r) => (
        <button
          key={r.key}
          type="button"
          className="range-control__option"
          aria-pressed={r.key === value}
          onClick={() => onChange(r.key)}
        >
          {r.label}
        </button>
      ))}
    </div>
  );
}
