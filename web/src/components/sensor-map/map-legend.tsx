/** The colour legend of what the circles show, with entries for sensors no band applies to. */
import { useId } from 'react';
import {
  dataTypeName,
  legendBands,
  UNBANDED_LABELS,
  type BandResult,
  type MapDataType,
} from '@shared/readings/map-bands';
import { bandColour, NEUTRAL_COLOURS } from './sensor-circles';

export function MapLegend({ type, present }: { type: MapDataType; present: ReadonlySet<BandResult> }) {
  const id = useId();
  const entries =
    type === 'info'
      ? [{ key: 'info', colour: NEUTRAL_COLOURS.info, label: 'Sensor (named on the map)' }]
      : [
          ...legendBands(type).map((e) => ({ key: String(e.band), colour: bandColour(type, e.band), label: e.label })),
          ...(['no-zone', 'none'] as const)
            .filter((b) => present.has(b))
            .map((b) => ({ key: b, colour: NEUTRAL_COLOURS[b], label: UNBANDED_LABELS[b] })),
        ];
  const title = type === 'info' ? 'Sensors' : dataTypeName(type);
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
