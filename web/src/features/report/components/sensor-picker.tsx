/** The sensors of the ticked zones: at most 12 chosen, with the bulk buttons the count allows. */
import type { SensorMoisture } from '@shared/readings/views';
import { Button } from '../../../components/button';
import { useT } from '../../../lib/i18n/use-t';
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
  const t = useT();
  if (!sensors.length) return <p className="report__empty">{t('report.tickZone')}</p>;
  return (
    <fieldset className="report-sensors">
      <legend className="visually-hidden">{t('report.sensorsLegend')}</legend>
      <div className="report-sensors__bar">
        {bulkChoices(sensors.length).map((b) => (
          <Button key={b.choice} variant="secondary" size="sm" onClick={() => onBulk(b.choice)}>
            {t(b.label, { count: MAX_REPORT_SENSORS })}
          </Button>
        ))}
        <Button variant="ghost" size="sm" onClick={onClear} disabled={!selected.length}>
          {t('report.clear')}
        </Button>
        <span className="report-sensors__count" aria-live="polite">
          {t('report.chosenOfMax', { count: selected.length, max: MAX_REPORT_SENSORS })}
        </span>
      </div>
      <ul className="report-sensors__list">
        {sensors.map((s) => (
          <li key={s.sensor_id}>
            <label>
              <input type="checkbox" checked={selected.includes(s.sensor_id)} onChange={() => onToggle(s.sensor_id)} />
              <span>{sensorLabel(s)}</span>
              <span className="report-sensors__zone">{s.zone?.zonename ?? t('report.otherSensors')}</span>
            </label>
          </li>
        ))}
      </ul>
      {selected.length ? null : <p className="report__empty">{t('report.noSensorsSelected')}</p>}
    </fieldset>
  );
}
