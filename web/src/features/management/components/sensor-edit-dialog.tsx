/** Edit a sensor: alias, battery threshold and position (the id and sleeping interval are fixed). */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { pointInPolygon, type Point } from '@shared/geo';
import { batteryThresholdSchema } from '@shared/management/rules';
import { managementMessages } from '@shared/messages';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { FieldMap } from '../../../components/map/field-map';
import { Modal } from '../../../components/modal';
import { TextField } from '../../../components/text-field';
import { useToast } from '../../../components/toast';
import { useSaveSensor } from '../api/sensors';
import type { Field, Sensor } from '../api/types';

/** The shared battery rule; the alias is free text and the position any point on the map. */
export const sensorEditSchema = z.object({ alias: z.string().trim(), battery: batteryThresholdSchema, marker: z.custom<Point>() });
type SensorEditValues = z.input<typeof sensorEditSchema>;
type SensorEditOutput = z.output<typeof sensorEditSchema>;

export function SensorEditDialog({ userName, field, sensor, onClose }: { userName: string; field: Field; sensor: Sensor; onClose: () => void }) {
  const form = useForm<SensorEditValues, unknown, SensorEditOutput>({
    resolver: zodResolver(sensorEditSchema),
    defaultValues: { alias: sensor.alias, battery: String(sensor.battery_threshold), marker: sensor.points },
    mode: 'onChange',
  });
  const { errors } = form.formState;
  const marker = form.watch('marker');
  const save = useSaveSensor(userName);
  const toast = useToast();
  const outside = !pointInPolygon(marker.coordinates, field.points.coordinates[0]!);

  const submit = form.handleSubmit((values) =>
    save.mutate(
      { draft: { sensorId: sensor.sensor_id, fieldId: field.field_id, geom: values.marker, alias: values.alias, sleeping: sensor.sleeping, battery_threshold: values.battery }, existing: true },
      {
        onSuccess: () => {
          toast.notify({ message: managementMessages.sensorSaved, tone: 'success' });
          onClose();
        },
        onError: () => toast.notify({ message: managementMessages.sensorSaveFailed, tone: 'error' }),
      },
    ),
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
          <Button onClick={() => void submit()} loading={save.isPending} disabled={Boolean(errors.battery)}>
            Save
          </Button>
        </>
      }
    >
      <div className="form-grid">
        <TextField label="Alias" {...form.register('alias')} />
        <TextField label="Battery threshold %" {...form.register('battery')} error={errors.battery?.message} />
      </div>
      <FieldMap label="Sensor position" field={field.points} draw="marker" marker={marker} onMarkerChange={(p) => form.setValue('marker', p, { shouldDirty: true })} height={300} />
      {outside ? <Banner tone="warning">This point is outside the field's outline.</Banner> : null}
    </Modal>
  );
}
