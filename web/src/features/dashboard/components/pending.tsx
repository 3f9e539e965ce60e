/**
 * TEMPORARY stand-in for the map (branch `map`: components/sensor-map/), with its props. Removed
 * when that branch is merged: the home route then imports the real SensorMap in its place.
 */
import type { Polygon } from '@shared/geo';
import type { ZoneParams } from '@shared/management/views';
import type { SensorMoisture } from '@shared/readings/views';

const Slot = ({ name, height = 240 }: { name: string; height?: number }) => (
  <div className="pending-slot" style={{ minHeight: height }}>
    {name}
  </div>
);

export function SensorMap(props: {
  label: string;
  fieldName: string;
  field: Polygon | null;
  zones: ZoneParams[];
  sensors: SensorMoisture[];
  selectedSensorId: string | null;
  onSelectSensor: (id: string) => void;
  variant?: 'detail' | 'static' | 'pushpin';
  height?: number;
}) {
  return <Slot name={`${props.label}: ${props.sensors.length} sensors`} height={props.height ?? 420} />;
}
