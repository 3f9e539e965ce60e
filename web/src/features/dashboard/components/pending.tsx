/**
 * TEMPORARY stand-ins for the map (branch `map`: components/sensor-map/) and the charts (branch
 * `charts`: components/charts/), with their props. Removed when those branches are merged: the
 * routes then import the real components in their place.
 */
import type { Polygon } from '@shared/geo';
import type { ZoneParams } from '@shared/management/views';
import type { SensorMoisture } from '@shared/readings/views';
import type { EvaporationRange } from '../api/evaporation';

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
export function MoistureChart(props: { title: string; sensor: SensorMoisture | null | undefined; loading?: boolean; height?: number }) {
  return <Slot name={`${props.title}: ${props.sensor?.moisture.length ?? 0} readings`} height={props.height ?? 400} />;
}
export function DepthChart(props: { title: string; sensor: SensorMoisture | null | undefined; height?: number }) {
  return <Slot name={props.title} height={props.height} />;
}
export function BatteryChart(props: { sensor: SensorMoisture | null | undefined; loading?: boolean }) {
  return <Slot name={`Battery: ${props.sensor?.sensor_id ?? 'none'}`} />;
}
export function EvaporationChart(props: { fieldId: string | null; range?: EvaporationRange; height?: number }) {
  return <Slot name={`Evaporation of ${props.fieldId ?? 'no field'}`} height={props.height} />;
}
export function RainfallChart(props: { fieldId: string | null; height?: number }) {
  return <Slot name={`Rainfall of ${props.fieldId ?? 'no field'}`} height={props.height} />;
}
