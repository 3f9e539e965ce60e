/**
 * The sensor dropdown: shows the chosen sensor's alias; lists the field's other sensors by alias;
 * 'No Sensors', disabled, when the field has none.
 */
import { otherSensors } from '../routes/dashboard-params';
import { DropdownMenu } from './dropdown-menu';
import { useT } from '../../../lib/i18n/use-t';

export interface SensorChoice {
  sensor_id: string;
  alias: string;
}

interface SensorDropdownProps {
  label: string;
  sensors: readonly SensorChoice[];
  chosen: SensorChoice | null;
  onChoose: (sensorId: string) => void;
  loading?: boolean;
}

export function SensorDropdown({ label, sensors, chosen, onChoose, loading = false }: SensorDropdownProps) {
  const t = useT();
  const text = loading
    ? t('dashboard.loadingSensors')
    : chosen
      ? chosen.alias || chosen.sensor_id
      : t('dashboard.noSensors');
  return (
    <DropdownMenu
      label={label}
      buttonText={text}
      disabled={loading || sensors.length === 0}
      emptyText={t('dashboard.noSensors')}
      groups={[{ items: otherSensors(sensors, chosen?.sensor_id ?? null) }]}
      onSelect={onChoose}
    />
  );
}
