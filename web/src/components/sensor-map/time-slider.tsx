/** The time slider: one step per readout time of the field's sensors, the latest on the right. */
import { useId } from 'react';
import { useFormat } from '../../lib/i18n/use-format';
import { useT } from '../../lib/i18n/use-t';

export function TimeSlider({
  times,
  index,
  onChange,
}: {
  times: readonly number[];
  index: number;
  onChange: (index: number) => void;
}) {
  const id = useId();
  const t = useT();
  const f = useFormat();
  const time = index >= 0 ? times[index] : undefined;
  const text = time === undefined ? t('components.mapNoReadingsYet') : f.dateTime(time);
  return (
    <div className="sensor-map__time">
      <span className="sensor-map__time-label">
        {time === undefined ? null : `${t('components.mapReadingsAt')} `}
        <output htmlFor={id} data-testid="map-time">
          {text}
        </output>
        {time !== undefined && index === times.length - 1 ? (
          <span className="sensor-map__latest"> {t('components.mapLatest')}</span>
        ) : null}
      </span>
      <input
        id={id}
        type="range"
        min={0}
        max={Math.max(0, times.length - 1)}
        step={1}
        value={Math.max(0, index)}
        disabled={times.length < 2}
        aria-label={t('components.mapReadingTime')}
        aria-valuetext={text}
        onChange={(e) => onChange(Number(e.target.value))}
      />
    </div>
  );
}
