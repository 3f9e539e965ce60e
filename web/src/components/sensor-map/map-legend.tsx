/** The colour legend of what the circles show, with entries for sensors no band applies to. */
import { useId } from 'react';
import { legendBands, type BandResult, type MapDataType } from '@shared/readings/map-bands';
import { useMapWords } from './map-words';
import { bandColour, NEUTRAL_COLOURS } from './sensor-circles';

export function MapLegend({ type, present }: { type: MapDataType; present: ReadonlySet<BandResult> }) {
  const id = useId();
  const words = useMapWords();
  const entries =
    type === 'info'
      ? [{ key: 'info', colour: NEUTRAL_COLOURS.info, label: words.t('components.mapSensorNamed') }]
      : [
          ...legendBands(type).map((e) => ({
            key: String(e.band),
            colour: bandColour(type, e.band),
            label: words.band(type, e.band),
          })),
          ...(['no-zone', 'none'] as const)
            .filter((b) => present.has(b))
            .map((b) => ({ key: b, colour: NEUTRAL_COLOURS[b], label: words.band(type, b) })),
        ];
  const title = type === 'info' ? words.t('components.mapSensors') : words.typeName(type);
  return (
    <div className="sensor-map__legend">
      <span className="sensor-map__legend-title" id={id}>
        {title}
      </span>
      <ul aria-labelledby={id} data-testid="map-legend" data-type={type}>
        {entries.map((e) => (
          <li key={e.key} data-band={e.key}>
            <span
              className={`sensor-map__swatch sensor-map__swatch--${e.key}`}
              style={{ backgroundColor: e.colour }}
              aria-hidden="true"
            />
            {e.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
