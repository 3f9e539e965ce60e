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
import { useWords } from '../../../lib/words';
import { cropTypeKey } from '@shared/i18n/labels/agronomy';

interface SensorPanelProps {
  sensors: SensorMoisture[];
  sensor: SensorMoisture | null;
  loading: boolean;
  error: string | null;
  onChoose: (sensorId: string) => void;
}

export function SensorPanel({ sensors, sensor, loading, error, onChoose }: SensorPanelProps) {
  const { t, f } = useWords();
  const zone = sensor?.zone ?? null;
  const limits = zone ? limitsFromWire(zone) : null;
  const cropKey = cropTypeKey(zone?.croptype);
  return (
    <DashboardCard
      title={t('dashboard.selectedSensor')}
      className="sensor-panel"
      controls={
        <SensorDropdown
          label={t('dashboard.sensor')}
          sensors={sensors}
          chosen={sensor}
          onChoose={onChoose}
          loading={loading}
        />
      }
    >
      {loading ? (
        <div className="dash-loading">
          <Spinner label={t('dashboard.loadingSensors')} />
        </div>
      ) : error ? (
        <p className="dash-error" role="alert">
          {t('dashboard.sensorsError', { error })}
        </p>
      ) : !sensor ? (
        <CardMessage title={t('dashboard.noSensors')}>{t('dashboard.noSensorsText')}</CardMessage>
      ) : (
        <dl className="sensor-panel__facts">
          <div>
            <dt>{t('dashboard.sensorId')}</dt>
            <dd>{sensor.sensor_id}</dd>
          </div>
          <div>
            <dt>{t('dashboard.zone')}</dt>
            <dd>
              {zone
                ? t('dashboard.zoneCrop', { zone: zone.zonename, crop: cropKey ? t(cropKey) : zone.croptype })
                : t('dashboard.notInZone')}
            </dd>
          </div>
          {limits
            ? DEPTH_KEYS.map((d) => (
                <div key={d}>
                  <dt>{t('dashboard.limitsAt', { depth: f.quantity('depth', DEPTH_CM_OF[d]) })}</dt>
                  <dd>
                    {f.number(limits.wiltingPoint[d])} / {f.number(limits.fieldCapacity[d])} /{' '}
                    {f.number(limits.saturation[d])} %
                  </dd>
                </div>
              ))
            : null}
        </dl>
      )}
    </DashboardCard>
  );
}
