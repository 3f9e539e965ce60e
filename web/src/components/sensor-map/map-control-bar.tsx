/** The detail map's control bar: Info, Battery, Temperature, and Moisture at 10, 50 and 100 cm. */
import { useId } from 'react';
import { DEPTH_CM, MOISTURE_DEPTHS, type MapDataType } from '@shared/readings/map-bands';

const PLAIN: { type: MapDataType; label: string }[] = [
  { type: 'info', label: 'Info' },
  { type: 'battery_vol', label: 'Battery' },
  { type: 'temperature', label: 'Temperature' },
];

export function MapControlBar({ value, onChange }: { value: MapDataType; onChange: (type: MapDataType) => void }) {
  const id = useId();
  return (
    <div className="sensor-map__controls" role="toolbar" aria-label="What the circles show">
      <div className="sensor-map__group">
        {PLAIN.map((m) => (
          <button
            key={m.type}
            type="button"
            className="sensor-map__mode"
            aria-pressed={value === m.type}
            onClick={() => onChange(m.type)}
          >
            {m.label}
          </button>
        ))}
      </div>
      <div className="sensor-map__group" role="group" aria-labelledby={id}>
        <span id={id} className="sensor-map__group-label">
          Moisture
        </span>
        {MOISTURE_DEPTHS.map((d) => (
          <button
            key={d}
            type="button"
            className="sensor-map__mode"
            aria-pressed={value === d}
            aria-label={`Moisture ${DEPTH_CM[d]} cm underground`}
            onClick={() => onChange(d)}
          >
            {DEPTH_CM[d]} cm
          </button>
        ))}
      </div>
    </div>
  );
}
