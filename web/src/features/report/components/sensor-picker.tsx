/** The sensors of the ticked zones: at most 12 chosen, with the bulk buttons the count allows. */
import type { SensorMoisture } from '@shared/readings/views';
import { Button } from '../../../components/button';
import { sensorLabel } from '../rules/groups';
import { bulkChoices, MAX_REPORT_SENSORS, type BulkChoice } from '../rules/limits';

interface SensorPickerProps {
  sensors: SensorMoisture[];
  selected: string[];
  onToggle: (id: string) => void;
  onBulk: (choice: BulkChoice) => void;
  onClear: () => void;
}

export function SensorPicker({ sensors, selected, onToggle, onBulk, onClear }: SensorPickerProps) {
  if (!sensors.length) return <p className="report__empty">Tick a zone to choose its sensors.</p>;
  return (
    <fieldset className="report-sensors">
      <legend className="visually-hidden">Sensors for the report</legend>
      <div className="report-sensors__bar">
        {bulkChoices(sensors.length).map((b) => (
          <Button key={b.choice} variant="secondary" size="sm" onClick={() => onBulk(b.choice)}>
            {b.label}
          </Button>
        ))}
        <Button variant="ghost" size="sm" onClick={onClear} disabled={!selected.length}>
          Clear
        </Button>
        <span className="report-sensors__count" aria-live="polite">
          {selected.length} of {MAX_REPORT_SENSORS} at most
        </span>
      </div>
      <ul className="report-sensors__list">
        {sensors.map((s) => (
          <li key={s.sensor_id}>
            <label>
              <input type="checkbox" checked={selected.includes(s.sensor_id)} onChange={() => onToggle(s.sensor_id)} />
              <span>{sensorLabel(s)}</span>
              <span className="report-sensors__zone">{s.zone?.zonename ?? 'Other Sensors'}</span>
            </label>
          </li>
        ))}
      </ul>
      {selected.length ? null : <p className="report__empty">No sensors selected</p>}
    </fieldset>
  );
}
