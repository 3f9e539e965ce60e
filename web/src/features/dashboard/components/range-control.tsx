/** The time-series charts' period: a row of toggle buttons (3 days, 7 days, 30 days, 1 year). */
import type { MessageKey } from '@shared/i18n/catalogue';
import { RANGES, type RangeKey } from '../routes/dashboard-params';
import { useT } from '../../../lib/i18n/use-t';

const RANGE_KEYS: Record<RangeKey, MessageKey> = {
  '3d': 'dashboard.range3d',
  '7d': 'dashboard.range7d',
  '30d': 'dashboard.range30d',
  '1y': 'dashboard.range1y',
};

export function RangeControl({ value, onChange }: { value: RangeKey; onChange: (key: RangeKey) => void }) {
  const t = useT();
  return (
    <div className="range-control" role="group" aria-label={t('dashboard.chartPeriod')}>
      <span className="range-control__label" aria-hidden="true">
        {t('dashboard.period')}
      </span>
      {RANGES.map((r) => (
        <button
          key={r.key}
          type="button"
          className="range-control__option"
          aria-pressed={r.key === value}
          onClick={() => onChange(r.key)}
        >
          {t(RANGE_KEYS[r.key])}
        </button>
      ))}
    </div>
  );
}
