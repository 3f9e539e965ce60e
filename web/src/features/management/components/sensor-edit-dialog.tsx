/** Edit a sensor: alias, battery threshold and position (the id and sleeping interval are fixed). */
import { useState } from 'react';
import { pointInPolygon, type Point } from '../../../../../shared/geo';
import { batteryThresholdSchema } from '../../../../../shared/management/rules';
import { managementMessages } from '../../../../../shared/messages';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { FieldMap } from '../../../components/map/field-map';
import { Modal } from '../../../components/modal';
import { TextField } from '../../../components/text-field';
import { useToast } from '../../../components/toast';
import { useSaveSensor } from '../api/sensors';
import type { Field, Sensor } from '../api/types';

export function SensorEditDialog({ userName, field, sensor, onClose }: { userName: string; field: Field; sensor: Sensor; onClose: () => void }) {
  const [alias, setAlias] = useState(sensor.alias);
  const [battery, setBattery] = useState(String(sensor.battery_threshold));
  const [marker, setMarker] = useState<Point>(sensor.points);
  const save = useSaveSensor(userName);
  const toast = useToast();
  const batteryError = batteryThresholdSchema.safeParse(battery).success ? undefined : managementMessages.battery;
  const outside = !pointInPolygon(marker.coordinates, field.points.coordinates[0]!);

  const submit = () =>
    save.mutate(
      { draft: { sensorId: sensor.sensor_id, fieldId: field.field_id, geom: marker, alias: alias.trim(), sleeping: sensor.sleeping, battery_threshold: Number(battery) }, existing: true },
      {
        onSuccess: () => {
          toast.notify({ message: managementMessages.sensorSaved, tone: 'success' });
          onClose();
        },
        onError: () => toast.notify({ message: managementMessages.sensorSaveFailed, tone: 'error' }),
      },
    );

  return (
    <Modal
      open
      title={`Edit sensor ${sensor.sensor_id}`}
      onClose={onClose}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={save.isPending} disabled={Boolean(batteryError)}>
            Save
          </Button>
        </>
      }
    >
      <div className="form-grid">
        <TextField label="Alias" value={alias} onChange={(e) => setAlias(e.target.value)} />
        <TextField label="Battery threshold %" value={battery} onChange={(e) => setBattery(e.target.value)} error={batteryError} />
      </div>
      <FieldMap label="Sensor position" field={field.points} draw="marker" marker={marker} onMarkerChange={setMarker} height={300} />
      {outside ? <Banner tone="warning">This point is outside the field's outline.</Banner> : null}
    </Modal>
  );
}
