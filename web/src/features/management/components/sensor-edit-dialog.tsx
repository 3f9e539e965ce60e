/**
 * Edit a sensor: alias, battery threshold, position, and the field (and zone) it is in (the id
 * and sleeping interval are fixed). Moving it to another of the grower's fields takes its
 * readings, forecasts and skill along; after a move the dialog's second step says where it went
 * and offers to install another sensor (the spec's "step 2 … offering to install another").
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { pointInPolygon, type Point } from '@shared/geo';
import { batteryThresholdSchema } from '@shared/management/rules';
import { MOVE_NEAR_FIELD_M, nearField, placeIn, zoneAtPoint } from '@shared/management/sensor-move';
import { Banner } from '../../../components/banner';
import { Button, ButtonLink } from '../../../components/button';
import { FieldMap } from '../../../components/map/field-map';
import { Modal } from '../../../components/modal';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { useToast } from '../../../components/toast';
import { useSaveSensor, type Sensor } from '../../../api/sensors';
import type { Field } from '../api/types';
import { useZones } from '../../../api/zones';
import { FieldOptions } from './field-options';
import { useWords } from '../../../lib/words';

/** The shared battery rule; the alias is free text and the position any point on the map. */
export const sensorEditSchema = z.object({
  alias: z.string().trim(),
  battery: batteryThresholdSchema,
  marker: z.custom<Point>(),
  fieldId: z.string().min(1),
});
type SensorEditValues = z.input<typeof sensorEditSchema>;
type SensorEditOutput = z.output<typeof sensorEditSchema>;

const NO_ZONE = '';

interface Props {
  userName: string;
  /** The field the sensor is in now. */
  field: Field;
  sensor: Sensor;
  /** The grower's fields it may move to (the current one when absent). */
  fields?: Field[];
  onClose: () => void;
  /** "Install another": open the registration wizard on this field. */
  onInstallAnother?: (fieldId: string) => void;
}

export function SensorEditDialog({ userName, field, sensor, fields = [field], onClose, onInstallAnother }: Props) {
  const { t, f } = useWords();
  const form = useForm<SensorEditValues, unknown, SensorEditOutput>({
    resolver: zodResolver(sensorEditSchema),
    defaultValues: {
      alias: sensor.alias,
      battery: String(sensor.battery_threshold),
      marker: sensor.points,
      fieldId: field.field_id,
    },
    mode: 'onChange',
  });
  const { errors } = form.formState;
  const marker = form.watch('marker');
  const targetId = form.watch('fieldId');
  const target = fields.find((f) => f.field_id === targetId) ?? field;
  const moving = target.field_id !== field.field_id;
  const zones = useZones(target.field_id);
  const targetZones = (zones.data ?? []).filter((z) => z.field_id === target.field_id);
  const zone = zoneAtPoint(targetZones, target.field_id, marker.coordinates);
  const save = useSaveSensor(userName);
  const toast = useToast();
  const [moved, setMoved] = useState<{ sensor: Sensor; zone: string | null } | null>(null);
  const ring = target.points.coordinates[0]!;
  const outside = !pointInPolygon(marker.coordinates, ring);
  const tooFar = moving && !nearField(marker.coordinates, ring);

  const chooseField = (fieldId: string) => {
    form.setValue('fieldId', fieldId, { shouldDirty: true });
    const next = fields.find((f) => f.field_id === fieldId);
    // The old position is in the old field: start the marker in the new one, to be placed there.
    if (next && !nearField(marker.coordinates, next.points.coordinates[0]!))
      form.setValue(
        'marker',
        { type: 'Point', coordinates: placeIn(next.points.coordinates[0]!) },
        { shouldDirty: true },
      );
  };
  const chooseZone = (zoneId: string) => {
    const chosen = targetZones.find((z) => z.id === zoneId);
    if (chosen && !pointInPolygon(marker.coordinates, chosen.points.coordinates[0]!))
      form.setValue(
        'marker',
        { type: 'Point', coordinates: placeIn(chosen.points.coordinates[0]!) },
        { shouldDirty: true },
      );
  };

  const submit = form.handleSubmit((values) =>
    save.mutate(
      {
        draft: {
          sensorId: sensor.sensor_id,
          fieldId: values.fieldId,
          geom: values.marker,
          alias: values.alias,
          sleeping: sensor.sleeping,
          battery_threshold: values.battery,
        },
        existing: true,
        fromFieldId: field.field_id,
        zoneId: zone?.id,
      },
      {
        onSuccess: (saved) => {
          toast.notify({ message: t('management.sensorSaved'), tone: 'success' });
          if (values.fieldId !== field.field_id) setMoved({ sensor: saved, zone: zone?.zonename ?? null });
          else onClose();
        },
        onError: () => toast.notify({ message: t('management.sensorSaveFailed'), tone: 'error' }),
      },
    ),
  );

  const name = sensor.alias || sensor.sensor_id;
  if (moved) {
    const dashboard = new URLSearchParams({ field: moved.sensor.field_id, sensor: moved.sensor.sensor_id });
    return (
      <Modal
        open
        title={t('management.sensorMovedTitle', { name })}
        onClose={onClose}
        footer={
          <>
            {onInstallAnother ? (
              <Button variant="secondary" onClick={() => onInstallAnother(field.field_id)}>
                {t('management.sensorInstallAnother', { field: field.field_name })}
              </Button>
            ) : null}
            <ButtonLink variant="secondary" to={{ pathname: '/app/Home/Dashboard', search: dashboard.toString() }}>
              {t('management.sensorOpenDashboard', { field: moved.sensor.field_name })}
            </ButtonLink>
            <Button onClick={onClose}>{t('management.done')}</Button>
          </>
        }
      >
        <Banner tone="success">
          {moved.zone
            ? t('management.sensorMovedToZone', { name, field: moved.sensor.field_name, zone: moved.zone })
            : t('management.sensorMovedTo', { name, field: moved.sensor.field_name })}
        </Banner>
        <p>{t('management.sensorOneFewer', { field: field.field_name })}</p>
      </Modal>
    );
  }

  return (
    <Modal
      open
      title={t('management.sensorEditTitle', { id: sensor.sensor_id })}
      onClose={onClose}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('management.cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={save.isPending} disabled={Boolean(errors.battery) || tooFar}>
            {moving ? t('management.sensorMoveSave') : t('management.save')}
          </Button>
        </>
      }
    >
      <div className="form-grid">
        <TextField label={t('management.sensorAlias')} {...form.register('alias')} />
        <TextField
          label={t('management.sensorBatteryThreshold')}
          {...form.register('battery')}
          error={errors.battery ? t('management.percentError') : undefined}
        />
        <SelectField
          label={t('management.field')}
          value={target.field_id}
          onChange={(e) => chooseField(e.target.value)}
          hint={moving ? t('management.sensorMovingFrom', { field: field.field_name }) : undefined}
        >
          <FieldOptions fields={fields} />
        </SelectField>
        <SelectField
          label={t('management.summaryZone')}
          value={zone?.id ?? NO_ZONE}
          onChange={(e) => chooseZone(e.target.value)}
          disabled={!targetZones.length}
          hint={
            targetZones.length
              ? t('management.sensorZoneHint')
              : t('management.sensorFieldNoZones', { field: target.field_name })
          }
        >
          <option value={NO_ZONE} disabled>
            {t('management.sensorNotInZone')}
          </option>
          {targetZones.map((z) => (
            <option key={z.id} value={z.id}>
              {z.zonename}
            </option>
          ))}
        </SelectField>
      </div>
      <FieldMap
        key={target.field_id}
        label={t('management.sensorPosition', { field: target.field_name })}
        field={target.points}
        zones={targetZones.map((z) => ({ id: z.id, name: z.zonename, polygon: z.points }))}
        draw="marker"
        marker={marker}
        onMarkerChange={(p) => form.setValue('marker', p, { shouldDirty: true })}
        height={300}
      />
      {tooFar ? (
        <Banner tone="error">
          {t('management.sensorTooFar', { distance: f.quantity('distance', MOVE_NEAR_FIELD_M) })}
        </Banner>
      ) : outside ? (
        <Banner tone="warning">{t('management.sensorPointOutside')}</Banner>
      ) : null}
      {save.error ? <Banner tone="error">{save.error.message}</Banner> : null}
    </Modal>
  );
}
