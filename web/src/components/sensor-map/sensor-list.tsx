/** The sensors as a compact row of buttons under the map: each shows its colour, name and value, and selects it. */
import { useMapWords } from './map-words';
import type { SensorState } from './sensor-circles';

interface Props {
  states: readonly SensorState[];
  colours: ReadonlyMap<string, string>;
  selectedId: string | null;
  /** Chart letters by sensor id, shown as on the circles. */
  marks?: ReadonlyMap<string, string> | undefined;
  onPick: (id: string) => void;
}

export function SensorList({ states, colours, selectedId, marks, onPick }: Props) {
  const words = useMapWords();
  const { t } = words;
  if (!states.length) return <p className="sensor-map__empty">{t('components.mapNoSensors')}</p>;
  return (
    <ul className="sensor-map__list" aria-label={t('components.mapSensorsOnMap')}>
      {states.map((s) => (
        <li key={s.sensor.sensor_id}>
          <button
            type="button"
            aria-pressed={s.sensor.sensor_id === selectedId}
            data-sensor-id={s.sensor.sensor_id}
            data-band={String(s.band)}
            onClick={() => onPick(s.sensor.sensor_id)}
          >
            <span
              className="sensor-map__swatch"
              style={{ backgroundColor: colours.get(s.sensor.sensor_id) }}
              aria-hidden="true"
            />
            <span className="sensor-map__list-name">{s.name}</span>
            {s.value ? (
              <span className="sensor-map__list-value">{s.reading ? s.value : t('components.mapNoReadingShort')}</span>
            ) : null}
            {marks?.get(s.sensor.sensor_id) ? (
              <>
                <span className="sensor-map__list-mark" aria-hidden="true">
                  {marks.get(s.sensor.sensor_id)}
                </span>
                <span className="visually-hidden">
                  {t('components.mapShownInSuffix', { charts: words.marks(marks.get(s.sensor.sensor_id)!) })}
                </span>
              </>
            ) : null}
          </button>
        </li>
      ))}
    </ul>
  );
}
