/**
 * The 'Latest Record' card of the selected sensor: a spinner while loading, the newest reading as
 * a table (time, moisture at 10, 50 and 100 cm, temperature, battery), else 'No Sensor Data'
 * with where to look. An admin whose call fails reads the server's own error instead.
 */
import type { FieldView } from '@shared/management/views';
import { Button, ButtonLink } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { useAuth } from '../../../lib/auth/auth-provider';
import { useLatestReading } from '../../../api/readings';
import { FIELD_PARAM, SENSOR_PARAM } from '../routes/dashboard-params';
import { CardMessage, DashboardCard } from './dashboard-card';
import { formatBattery, formatMoisture, formatReadingTime, formatTemperature } from './reading-format';
import type { SensorChoice } from './sensor-dropdown';
import type { MoistureReading } from '@shared/readings/views';
import { DEPTH_CM_OF, DEPTH_KEYS, WIRE_PERCENT } from '@shared/readings/depths';
import { useWords, type Words } from '../../../lib/words';

/** One row per quantity: the card is narrow beside the map and on a phone. */
const rows = ({ t, f }: Words) => [
  { header: t('dashboard.time'), cell: (r: MoistureReading) => formatReadingTime(f, r.time) },
  ...DEPTH_KEYS.map((d) => ({
    header: t('dashboard.moistureAt', { depth: f.quantity('depth', DEPTH_CM_OF[d]) }),
    cell: (r: MoistureReading) => formatMoisture(f, r[WIRE_PERCENT[d]]),
  })),
  { header: t('dashboard.temperature'), cell: (r: MoistureReading) => formatTemperature(f, r.temperature) },
  { header: t('dashboard.battery'), cell: (r: MoistureReading) => formatBattery(f, r.battery_vol) },
];

interface LatestRecordCardProps {
  field: FieldView | null;
  sensor: SensorChoice | null;
  /** The field's sensors are still loading. */
  sensorsLoading: boolean;
  onDownloadCsv: () => void;
}

export function LatestRecordCard({ field, sensor, sensorsLoading, onDownloadCsv }: LatestRecordCardProps) {
  const { auth } = useAuth();
  const w = useWords();
  const { t } = w;
  const latest = useLatestReading(sensor?.sensor_id ?? null);
  const details = new URLSearchParams();
  if (field) details.set(FIELD_PARAM, field.field_id);
  if (sensor) details.set(SENSOR_PARAM, sensor.sensor_id);

  let body;
  if (sensorsLoading || latest.isLoading) {
    body = (
      <div className="dash-loading">
        <Spinner label={t('dashboard.loadingLatest')} />
      </div>
    );
  } else if (latest.isError && auth.isAdmin) {
    body = (
      <p className="dash-error" role="alert">
        {latest.error.message}
      </p>
    );
  } else if (!sensor || !latest.data) {
    body = <CardMessage title={t('dashboard.noSensorData')}>{t('dashboard.checkConfiguration')}</CardMessage>;
  } else {
    const reading = latest.data;
    body = (
      <table
        className="latest-record__table"
        aria-label={t('dashboard.latestRecordOf', { sensor: sensor.alias || sensor.sensor_id })}
      >
        <tbody>
          {rows(w).map((row) => (
            <tr key={row.header}>
              <th scope="row">{row.header}</th>
              <td>{row.cell(reading)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }

  return (
    <DashboardCard title={t('dashboard.latestRecord')} className="latest-record">
      {sensor ? (
        <p className="dash-card__subtitle">
          {sensor.alias ? `${sensor.alias} (${sensor.sensor_id})` : sensor.sensor_id}
        </p>
      ) : null}
      {body}
      <div className="dash-card__actions">
        <ButtonLink
          variant="secondary"
          size="sm"
          to={{ pathname: '/app/Home/Dashboard', search: details.toString() }}
          state={field ? { field } : undefined}
        >
          {t('dashboard.viewDetails')}
        </ButtonLink>
        <Button variant="secondary" size="sm" onClick={onDownloadCsv} disabled={!sensor || !field}>
          {t('dashboard.downloadCsv')}
        </Button>
      </div>
    </DashboardCard>
  );
}
