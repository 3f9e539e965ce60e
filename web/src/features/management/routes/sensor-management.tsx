/**
 * /app/Management/SensorManagement — My Sensors: choose a field (`?field=` preselects),
 * list its sensors, register one through the wizard, edit, delete.
 */
import { WIRE_PERCENT } from '@shared/readings/depths';
import { formatDistanceToNowStrict } from 'date-fns';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { deletedMessages } from '@shared/management/deleted';
import { deleteToast } from '@shared/messages';
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
import { formatDateTime } from '../../../lib/dates';
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
  if (loading) return <span className="muted">…</span>;
  if (failed) return <span className="muted">unavailable</span>;
  if (!reading) return <span className="muted">No readings yet</span>;
  const at10cm = reading[WIRE_PERCENT.at10cm];
  const details = [
    at10cm === null ? null : `${Math.max(0, at10cm).toFixed(1)} % at 10 cm`,
    reading.battery_vol === null ? null : `${reading.battery_vol.toFixed(2)} V`,
  ].filter(Boolean);
  return (
    <span title={formatDateTime(reading.time)}>
      {formatDistanceToNowStrict(reading.time, { addSuffix: true })}
      {details.length ? <span className="muted"> · {details.join(' · ')}</span> : null}
    </span>
  );
}

const sleepingLabel = (s: number) => (s >= 3600 ? `${s / 3600} h` : s >= 60 ? `${s / 60} min` : `${s} s`);
/** How the sensor is named to its owner: the alias they gave it, else its id. */
const sensorName = (s: Sensor) => s.alias || s.sensor_id;

/**
 * The columns; with `devices` (some sensor of the field came through a LoRaWAN connection) a
 * Devices column shows each device's health.
 */
function sensorColumns(last: ReturnType<typeof useLastReadings>, devices: ConnectionDevice[] | null): Column<Sensor>[] {
  const health: Column<Sensor>[] = devices
    ? [
        {
          header: 'Devices',
          cell: (s) => {
            const own = devices.filter((d) => d.gateway_id === s.gateway_id && d.sensor_id === s.sensor_id);
            return own.length ? <DeviceHealthList devices={own} /> : <span className="muted">—</span>;
          },
        },
      ]
    : [];
  return [
    {
      header: 'Alias',
      cell: (s) => (
        <>
          {s.alias || <span className="muted">—</span>}{' '}
          {s.outside_field ? <span className="badge badge--warning">Outside the field</span> : null}
        </>
      ),
    },
    { header: 'Sensor id', cell: (s) => s.sensor_id },
    { header: 'Gateway', cell: (s) => s.gateway_id ?? <span className="muted">—</span> },
    { header: 'Sleeping', cell: (s) => sleepingLabel(s.sleeping) },
    { header: 'Battery alert', cell: (s) => `${s.battery_threshold}%` },
    {
      header: 'Last reading',
      cell: (s) => <LastReading reading={last.data?.get(s.sensor_id)} loading={last.isPending} failed={last.isError} />,
    },
    ...health,
  ];
}

export function SensorManagementRoute() {
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
        title="Sensor Management"
        description="The soil-moisture sensors of each field, paired through your gateways."
        actions={
          canWrite ? (
            <Button onClick={() => setRegistering(true)} disabled={!field}>
              Register sensor
            </Button>
          ) : null
        }
      />
      <Card>
        <QueryState
          queries={[fields]}
          loadingLabel="Loading your fields…"
          errorText="Something wrong happened. Please come back later"
          empty={{
            when: !field,
            content: (
              <EmptyState title="No fields yet">
                Sensors are placed in fields: create a field in My Farms and Fields first.
              </EmptyState>
            ),
          }}
        >
          {() =>
            field ? (
              <>
                <div className="toolbar">
                  <SelectField
                    label="Field"
                    value={field.field_id}
                    onChange={(e) => setParams({ field: e.target.value })}
                  >
                    <FieldOptions fields={fields.data ?? []} />
                  </SelectField>
                </div>
                <QueryState
                  queries={[sensors]}
                  loadingLabel="Loading sensors…"
                  empty={{
                    when: sensors.data?.length === 0,
                    content: (
                      <EmptyState title={`No sensors on ${field.field_name}`}>
                        Register a sensor: the wizard pairs it through the field's gateway.
                      </EmptyState>
                    ),
                  }}
                >
                  {() => (
                    <DataTable
                      label={`Sensors of ${field.field_name}`}
                      columns={sensorColumns(last, connectionIds.length ? devices.rows : null)}
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
                    label={`Map of sensors of ${field.field_name}`}
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
        title={`Delete sensor ${deleting ? sensorName(deleting) : ''}?`}
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(deleting!.sensor_id, {
            onSuccess: () =>
              toast.notify({ message: deleteToast('sensor', sensorName(deleting!), true), tone: 'success' }),
            onError: () =>
              toast.notify({ message: deleteToast('sensor', sensorName(deleting!), false), tone: 'error' }),
            onSettled: () => setDeleting(null),
          })
        }
        onCancel={() => setDeleting(null)}
      >
        <p>The sensor leaves the field with its readings, forecasts and alerts.</p>
        <p>{deletedMessages.dialogNote}</p>
      </ConfirmDialog>
    </>
  );
}
