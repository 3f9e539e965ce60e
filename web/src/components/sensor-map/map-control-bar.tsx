/** The detail map's control bar: Info, Battery, Temperature, and Moisture at 10, 50 and 100 cm. */
import { useId } from 'react';
import { MOISTURE_DEPTHS, type MapDataType } from '@shared/readings/map-bands';
import { useT } from '../../lib/i18n/use-t';
import { useMapWords } from './map-words';

const PLAIN: readonly MapDataType[] = ['info', 'battery_vol', 'temperature'];

export function MapControlBar({ value, onChange }: { value: MapDataType; onChange: (type: MapDataType) => void }) {
  const id = useId();
  const t = useT();
  const words = useMapWords();
  return (
    <div className="sensor-map__controls" role="toolbar" aria-label={t('components.mapWhatCirclesShow')}>
      <div className="sensor-map__group">
        {PLAIN.map((m) => (
          <button
            key={m}
            type="button"
            className="sensor-map__mode"
            aria-pressed={value === m}
            onClick={() => onChange(m)}
          >
            {words.typeName(m)}
          </button>
        ))}
      </div>
      <div className="sensor-map__group" role="group" aria-labelledby={id}>
        <span id={id} className="sensor-map__group-label">
          {t('components.mapMoisture')}
        </span>
        {MOISTURE_DEPTHS.map((d) => (
          <button
            key={d}
            type="button"
            className="sensor-map__mode"
            aria-pressed={value === d}
            aria-label={words.typeName(d)}
            onClick={() => onChange(d)}
          >
            {words.depth(d)}
          </button>
        ))}
      </div>
    </div>
  );
}
