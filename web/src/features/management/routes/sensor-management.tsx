/**
 * /app/Management/SensorManagement — My Sensors (spec §2): choose a field (`?field=` preselects),
 * list its sensors, register one through the wizard, edit, delete.
 */
import { formatDistanceToNowStrict } from 'date-fns';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { deleteToast } from '../../../../../shared/messages';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FieldMap } from '../../../components/map/field-map';
import { PageHeader } from '../../../components/page-header';
import { SelectField } from '../../../components/select-field';
import { PageSpinner } from '../../../components/spinner';
import { useToast } from '../../../components/toast';
import { useFields } from '../api/fields';
import type { MoistureReading } from '../../../../../shared/readings/views';
import { useLastReadings } from '../api/readings';
import { useDeleteSensor, useSensors } from '../api/sensors';
import type { Sensor } from '../api/types';
import { FieldOptions } from '../components/field-options';
import { SensorEditDialog } from '../components/sensor-edit-dialog';
import { SensorWizard } from '../components/sensor-wizard';
import { RowActions } from '../components/row-actions';
import { useUserName } from '../components/use-user-name';
import '../components/management.css';

/** When the sensor last reported a valid reading, with its moisture at 10 cm and battery. */
function LastReading({ reading, loading, failed }: { reading: MoistureReading | undefined; loading: boolean; failed: boolean }) {
  if (loading) return <span className="muted">…</span>;
  if (failed) return <span className="muted">unavailable</span>;
  if (!reading) return <span className="muted">No readings yet</span>;
  const details = [
    reading.cap50_percent === null ? null : `${Math.max(0, reading.cap50_percent).toFixed(1)} % at 10 cm`,
    reading.battery_vol === null ? null : `${reading.battery_vol.toFixed(2)} V`,
  ].filter(Boolean);
  return (
    <span title={new Date(reading.time).toLocaleString()}>
      {formatDistanceToNowStrict(reading.time, { addSuffix: true })}
      {details.length ? <span className="muted"> · {details.join(' · ')}</span> : null}
    </span>
  );
}

const sleepingLabel = (s: number) => (s >= 3600 ? `${s / 3600} h` : s >= 60 ? `${s / 60} min` : `${s} s`);

export function SensorManagementRoute() {
  const userName = useUserName();
  const fields = useFields(userName);
  const [params, setParams] = useSearchParams();
  const wanted = params.get('field');
  const field = fields.data?.find((f) => f.field_id === wanted) ?? fields.data?.[0];
  const sensors = useSensors(field?.field_id, userName);
  const last = useLastReadings(field?.field_id);
  const [registering, setRegistering] = useState(false);
  const [editing, setEditing] = useState<Sensor | null>(null);
  const [deleting, setDeleting] = useState<Sensor | null>(null);
  const remove = useDeleteSensor();
  const toast = useToast();

  return (
    <>
      <PageHeader
        title="Sensor Management"
        description="The soil-moisture sensors of each field, paired through your gateways."
        actions={
          <Button onClick={() => setRegistering(true)} disabled={!field}>
            Register sensor
          </Button>
        }
      />
      <Card>
        {fields.isPending ? (
          <PageSpinner label="Loading your fields…" />
        ) : fields.isError ? (
          <Banner tone="error">Something wrong happened. Please come back later</Banner>
        ) : !field ? (
          <div className="empty-state">
            <strong>No fields yet</strong>
            Sensors are placed in fields: create a field in My Farms and Fields first.
          </div>
        ) : (
          <>
            <div className="toolbar">
              <SelectField label="Field" value={field.field_id} onChange={(e) => setParams({ field: e.target.value })}>
                <FieldOptions fields={fields.data} />
              </SelectField>
            </div>
            {sensors.isPending ? (
              <PageSpinner label="Loading sensors…" />
            ) : sensors.isError ? (
              <Banner tone="error">Something went wrong, please come back later</Banner>
            ) : sensors.data.length === 0 ? (
              <div className="empty-state">
                <strong>No sensors on {field.field_name}</strong>
                Register a sensor: the wizard pairs it through the field's gateway.
              </div>
            ) : (
              <table className="data-table">
                <thead>
                  <tr>
                    <th>Alias</th>
                    <th>Sensor id</th>
                    <th>Gateway</th>
                    <th>Sleeping</th>
                    <th>Battery alert</th>
                    <th>Last reading</th>
                    <th>
                      <span className="visually-hidden">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {sensors.data.map((s) => (
                    <tr key={s.sensor_id}>
                      <td>
                        {s.alias || <span className="muted">—</span>} {s.outside_field ? <span className="badge badge--warning">Outside the field</span> : null}
                      </td>
                      <td>{s.sensor_id}</td>
                      <td>{s.gateway_id ?? <span className="muted">—</span>}</td>
                      <td>{sleepingLabel(s.sleeping)}</td>
                      <td>{s.battery_threshold}%</td>
                      <td>
                        <LastReading reading={last.data?.get(s.sensor_id)} loading={last.isPending} failed={last.isError} />
                      </td>
                      <RowActions name={s.sensor_id} onEdit={() => setEditing(s)} onDelete={() => setDeleting(s)} />
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            <div style={{ marginTop: 16 }}>
              <FieldMap
                label={`Sensors of ${field.field_name}`}
                field={field.points}
                sensors={(sensors.data ?? []).map((s) => ({ id: s.sensor_id, label: s.alias || s.sensor_id, point: s.points, outside: s.outside_field }))}
                height={320}
              />
            </div>
          </>
        )}
      </Card>
      {registering && field ? <SensorWizard userName={userName} field={field} sensors={sensors.data ?? []} onClose={() => setRegistering(false)} /> : null}
      {editing && field ? <SensorEditDialog userName={userName} field={field} sensor={editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={Boolean(deleting)}
        title={`Delete sensor ${deleting?.alias || deleting?.sensor_id || ''}?`}
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(deleting!.sensor_id, {
            onSuccess: () => toast.notify({ message: deleteToast('sensor', deleting!.sensor_id, true), tone: 'success' }),
            onError: () => toast.notify({ message: deleteToast('sensor', deleting!.sensor_id, false), tone: 'error' }),
            onSettled: () => setDeleting(null),
          })
        }
        onCancel={() => setDeleting(null)}
      >
        <p>The registration goes, and its readings are deleted with it: they cannot be recovered. The sensor id can then be registered again, starting with no readings.</p>
      </ConfirmDialog>
    </>
  );
}
