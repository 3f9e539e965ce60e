/**
 * The sensor dropdown: shows the chosen sensor's alias; lists the field's other sensors by alias;
 * 'No Sensors', disabled, when the field has none.
 */
import { otherSensors } from '../routes/dashboard-params';
import { DropdownMenu } from './dropdown-menu';

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
  const text = loading ? 'Loading sensors…' : chosen ? chosen.alias || chosen.sensor_id : 'No Sensors';
  return (
    <DropdownMenu
      label={label}
      buttonText={text}
      disabled={loading || sensors.length === 0}
      emptyText="No Sensors"
      groups={[{ items: otherSensors(sensors, chosen?.sensor_id ?? null) }]}
      onSelect={onChoose}
    />
  );
}
