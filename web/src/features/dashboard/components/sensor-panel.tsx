/**
 * The home page's sensor panel: the sensor dropdown, and what the chosen sensor is (its id, its
 * zone and crop, and the zone's wilting point, field capacity and saturation at each depth).
 * 'No Sensors' when the field has none.
 */
import type { SensorMoisture } from '@shared/readings/views';
import { Spinner } from '../../../components/spinner';
import { CardMessage, DashboardCard } from './dashboard-card';
import { SensorDropdown } from './sensor-dropdown';

interface SensorPanelProps {
  sensors: SensorMoisture[];
  sensor: SensorMoisture | null;
  loading: boolean;
  error: string | null;
  onChoose: (sensorId: string) => void;
}

const DEPTHS = [
  { label: '10 cm', wp: 'wpoint_50', fc: 'fcapacity_50', sat: 'saturation_50' },
  { label: '50 cm', wp: 'wpoint_100', fc: 'fcapacity_100', sat: 'saturation_100' },
  { label: '100 cm', wp: 'wpoint_150', fc: 'fcapacity_150', sat: 'saturation_150' },
] as const;

export function SensorPanel({ sensors, sensor, loading, error, onChoose }: SensorPanelProps) {
  const zone = sensor?.zone ?? null;
  return (
    <DashboardCard
      title="Selected Sensor"
      className="sensor-panel"
      controls={
        <SensorDropdown label="Sensor" sensors={sensors} chosen={sensor} onChoose={onChoose} loading={loading} />
      }
    >
      {loading ? (
        <div className="dash-loading">
          <Spinner label="Loading sensors…" />
        </div>
      ) : error ? (
        <p className="dash-error" role="alert">
          The sensors could not be loaded: {error}
        </p>
      ) : !sensor ? (
        <CardMessage title="No Sensors">
          Register sensors on this field under Management to see them on the map.
        </CardMessage>
      ) : (
        <dl className="sensor-panel__facts">
          <div>
            <dt>Sensor ID</dt>
            <dd>{sensor.sensor_id}</dd>
          </div>
          <div>
            <dt>Zone</dt>
            <dd>{zone ? `${zone.zonename} (${zone.croptype})` : 'Not in a zone'}</dd>
          </div>
          {zone
            ? DEPTHS.map((d) => (
                <div key={d.label}>
                  <dt>WP / FC / SAT at {d.label}</dt>
                  <dd>
                    {zone[d.wp]} / {zone[d.fc]} / {zone[d.sat]} %
                  </dd>
                </div>
              ))
            : null}
        </dl>
      )}
    </DashboardCard>
  );
}
