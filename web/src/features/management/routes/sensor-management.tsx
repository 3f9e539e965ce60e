/**
 * /app/Management/SensorManagement — My Sensors: choose a field (`?field=` preselects),
 * list its sensors, register one through the wizard, edit, delete.
 */
import { WIRE_PERCENT } from '@shared/readings/depths';
import { formatDistanceToNowStrict } from 'date-fns';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DATE_FNS_LOCALES } from '@shared/i18n/dates';
import { RECENTLY_DELETED_DAYS } from '@shared/management/deleted';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type Column } from '../../../components/data-table';
import { FieldMap } from '../../../components/map/field-map';
import { PageHeader } from '../../../components/page-header';
import { SelectField } from '../../../components/select-field';
import { EmptyState, QueryState } from '../../../components/query-state';
import { useToast } from '../../../components/toast';
import { useFields } from '../../../api/fields';
import type { MoistureReading } from '@shared/readings/views';
import { useLastReadings } from '../../../api/readings';
import { useDeleteSensor, useSensors, type Sensor } from '../../../api/sensors';
import { useGateways } from '../../../api/gateways';
import { useDevicesOfConnections, type ConnectionDevice } from '../../../api/lorawan-devices';
import { isLorawanKind } from '@shared/lorawan/kinds';
import { DeviceHealthList } from '../components/lorawan/device-health';
import { FieldOptions } from '../components/field-options';
import { SensorEditDialog } from '../components/sensor-edit-dialog';
import { SensorWizard } from '../components/sensor-wizard';
import { RowActions } from '../components/row-actions';
import { VendorLinksCard } from '../components/vendor-links/vendor-links-card';
import { useUserName } from '../components/use-user-name';
import '../components/management.css';
import { useWords, type Words } from '../../../lib/words';
import { sleepingLabel } from '../components/sleeping-label';
import { useCan } from '../../../lib/active-farm';

/** When the sensor last reported a valid reading, with its moisture at 10 cm and battery. */
function LastReading({
  reading,
  loading,
  failed,
}: {
  reading: MoistureReading | undefined;
  loading: boolean;
  failed: boolean;
}) {
  const { t, f } = useWords();
  if (loading) return <span className="muted">…</span>;
  if (failed) return <span className="muted">{t('management.sensorReadingUnavailable')}</span>;
  if (!reading) return <span className="muted">{t('management.sensorNoReadings')}</span>;
  const at10cm = reading[WIRE_PERCENT.at10cm];
  const details = [
    at10cm === null
      ? null
      : t('management.sensorMoistureAt', {
          value: f.number(Math.max(0, at10cm), 1, true),
          depth: f.quantity('depth', 10),
        }),
    reading.battery_vol === null ? null : `${f.number(reading.battery_vol, 2, true)} V`,
  ].filter(Boolean);
  return (
    <span title={f.dateTime(reading.time)}>
      {formatDistanceToNowStrict(reading.time, { addSuffix: true, locale: DATE_FNS_LOCALES[f.locale] })}
      {details.length ? <span className="muted"> · {details.join(' · ')}</span> : null}
    </span>
  );
}

/** How the sensor is named to its owner: the alias they gave it, else its id. */
const sensorName = (s: Sensor) => s.alias || s.sensor_id;

/**
 * The columns; with `devices` (some sensor of the field came through a LoRaWAN connection) a
 * Devices column shows each device's health.
 */
function sensorColumns(
  { t, f }: Words,
  last: ReturnType<typeof useLastReadings>,
  devices: ConnectionDevice[] | null,
): Column<Sensor>[] {
  const health: Column<Sensor>[] = devices
    ? [
        {
          header: t('management.sensorDevices'),
          cell: (s) => {
            const own = devices.filter((d) => d.gateway_id === s.gateway_id && d.sensor_id === s.sensor_id);
            return own.length ? <DeviceHealthList devices={own} /> : <span className="muted">—</span>;
          },
        },
      ]
    : [];
  return [
    {
      header: t('management.sensorAlias'),
      cell: (s) => (
        <>
          {s.alias || <span className="muted">—</span>}{' '}
          {s.outside_field ? <span className="badge badge--warning">{t('management.sensorOutsideField')}</span> : null}
        </>
      ),
    },
    { header: t('management.sensorId'), cell: (s) => s.sensor_id },
    { header: t('management.gateway'), cell: (s) => s.gateway_id ?? <span className="muted">—</span> },
    { header: t('management.sensorSleeping'), cell: (s) => sleepingLabel(s.sleeping, f) },
    { header: t('management.sensorBatteryAlert'), cell: (s) => `${f.number(s.battery_threshold)}%` },
    {
      header: t('management.sensorLastReading'),
      cell: (s) => <LastReading reading={last.data?.get(s.sensor_id)} loading={last.isPending} failed={last.isError} />,
    },
    ...health,
  ];
}

export function SensorManagementRoute() {
  const words = useWords();
  const { t } = words;
  const userName = useUserName();
  const fields = useFields();
  const [params, setParams] = useSearchParams();
  const wanted = params.get('field');
  const field = fields.data?.find((f) => f.field_id === wanted) ?? fields.data?.[0];
  const sensors = useSensors(field?.field_id, userName);
  const last = useLastReadings(field?.field_id);
  const gateways = useGateways();
  const connectionIds = [...new Set((sensors.data ?? []).flatMap((s) => (s.gateway_id ? [s.gateway_id] : [])))].filter(
    (id) => gateways.data?.some((g) => g.gateway_id === id && isLorawanKind(g.kind)),
  );
  const devices = useDevicesOfConnections(connectionIds);
  const [registering, setRegistering] = useState(false);
  const [editing, setEditing] = useState<Sensor | null>(null);
  const [deleting, setDeleting] = useState<Sensor | null>(null);
  const remove = useDeleteSensor();
  const toast = useToast();
  const canWrite = useCan('sensors.write');
  const canSeeSetup = useCan('setup.read');

  return (
    <>
      <PageHeader
        title={t('management.sensorsTitle')}
        description={t('management.sensorsDescription')}
        actions={
          canWrite ? (
            <Button onClick={() => setRegistering(true)} disabled={!field}>
              {t('management.sensorRegister')}
            </Button>
          ) : null
        }
      />
      <Card>
        <QueryState
          queries={[fields]}
          loadingLabel={t('management.fieldsLoadingYours')}
          errorText={t('management.fetchFailed')}
          empty={{
            when: !field,
            content: <EmptyState title={t('management.noFieldsYet')}>{t('management.sensorsNeedField')}</EmptyState>,
          }}
        >
          {() =>
            field ? (
              <>
                <div className="toolbar">
                  <SelectField
                    label={t('management.field')}
                    value={field.field_id}
                    onChange={(e) => setParams({ field: e.target.value })}
                  >
                    <FieldOptions fields={fields.data ?? []} />
                  </SelectField>
                </div>
                <QueryState
                  queries={[sensors]}
                  loadingLabel={t('management.sensorsLoading')}
                  empty={{
                    when: sensors.data?.length === 0,
                    content: (
                      <EmptyState title={t('management.noSensors', { field: field.field_name })}>
                        {t('management.noSensorsHint')}
                      </EmptyState>
                    ),
                  }}
                >
                  {() => (
                    <DataTable
                      label={t('management.sensorsOf', { field: field.field_name })}
                      columns={sensorColumns(words, last, connectionIds.length ? devices.rows : null)}
                      rows={sensors.data ?? []}
                      rowKey={(s) => s.sensor_id}
                      actions={
                        canWrite
                          ? (s) => (
                              <RowActions
                                name={s.sensor_id}
                                onEdit={() => setEditing(s)}
                                onDelete={() => setDeleting(s)}
                              />
                            )
                          : undefined
                      }
                    />
                  )}
                </QueryState>
                <div style={{ marginTop: 16 }}>
                  <FieldMap
                    label={t('management.sensorsMap', { field: field.field_name })}
                    field={field.points}
                    sensors={(sensors.data ?? []).map((s) => ({
                      id: s.sensor_id,
                      label: s.alias || s.sensor_id,
                      point: s.points,
                      outside: s.outside_field,
                    }))}
                    height={320}
                  />
                </div>
              </>
            ) : null
          }
        </QueryState>
      </Card>
      {field && canSeeSetup ? <VendorLinksCard field={field} userName={userName} sensors={sensors.data ?? []} /> : null}
      {registering && field ? (
        <SensorWizard
          userName={userName}
          field={field}
          sensors={sensors.data ?? []}
          onClose={() => setRegistering(false)}
        />
      ) : null}
      {editing && field ? (
        <SensorEditDialog
          userName={userName}
          field={field}
          fields={fields.data ?? [field]}
          sensor={editing}
          onClose={() => setEditing(null)}
          onInstallAnother={(fieldId) => {
            setEditing(null);
            setParams({ field: fieldId });
            setRegistering(true);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={Boolean(deleting)}
        title={t('management.deleteSensorTitle', { name: deleting ? sensorName(deleting) : '' })}
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(deleting!.sensor_id, {
            onSuccess: () =>
              toast.notify({
                message: t('management.deleteSensorDone', { name: sensorName(deleting!) }),
                tone: 'success',
              }),
            onError: () =>
              toast.notify({
                message: t('management.deleteSensorFailed', { name: sensorName(deleting!) }),
                tone: 'error',
              }),
            onSettled: () => setDeleting(null),
          })
        }
        onCancel={() => setDeleting(null)}
      >
        <p>{t('management.deleteSensorBody')}</p>
        <p>{t('management.deleteDialogNote', { days: RECENTLY_DELETED_DAYS })}</p>
      </ConfirmDialog>
    </>
  );
}
