/**
 * The home page's sensor panel: the sensor dropdown, and what the chosen sensor is (its id, its
 * zone and crop, and the zone's wilting point, field capacity and saturation at each depth).
 * 'No Sensors' when the field has none.
 */
import type { SensorMoisture } from '@shared/readings/views';
import { Spinner } from '../../../components/spinner';
import { CardMessage, DashboardCard } from './dashboard-card';
import { SensorDropdown } from './sensor-dropdown';
import { DEPTH_CM_OF, DEPTH_KEYS } from '@shared/readings/depths';
import { limitsFromWire } from '@shared/management/zone-limits';

interface SensorPanelProps {
  sensors: SensorMoisture[];
  sensor: SensorMoisture | null;
  loading: boolean;
  error: string | null;
  onChoose: (sensorId: string) => void;
}

export function SensorPanel({ sensors, sensor, loading, error, onChoose }: SensorPanelProps) {
  const zone = sensor?.zone ?? null;
  const limits = zone ? limitsFromWire(zone) : null;
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
          {limits
            ? DEPTH_KEYS.map((d) => (
                <div key={d}>
                  <dt>WP / FC / SAT at {DEPTH_CM_OF[d]} cm</dt>
                  <dd>
                    {limits.wiltingPoint[d]} / {limits.fieldCapacity[d]} / {limits.saturation[d]} %
                  </dd>
                </div>
              ))
            : null}
        </dl>
      )}
    </DashboardCard>
  );
}
