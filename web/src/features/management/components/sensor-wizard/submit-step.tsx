/**
 * Step 2, Submit: pick a heard sensor or type its id (through a LoRaWAN connection: compose it of
 * devices and name it), name it, set its battery threshold and place it on the map. The sleeping
 * interval is fixed at registration (and not shown for LoRaWAN devices, which keep their own).
 */
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { pointInPolygon } from '@shared/geo';
import { DEFAULT_SLEEPING, SLEEPING_OPTIONS } from '@shared/management/constants';
import type { GatewaySensorRow } from '@shared/management/views';
import { managementMessages } from '@shared/messages';
import { Banner } from '../../../../components/banner';
import { FieldMap } from '../../../../components/map/field-map';
import { SelectField } from '../../../../components/select-field';
import { TextField } from '../../../../components/text-field';
import type { FieldGateway } from '../../../../api/gateways';
import type { Field } from '../../api/types';
import type { Sensor } from '../../../../api/sensors';
import { HeardList } from './heard-list';
import type { SensorFormOutput, SensorFormValues } from './state';
import { useWords, type Words } from '../../../../lib/words';
import { sleepingLabel } from '../sleeping-label';

export type SensorForm = UseFormReturn<SensorFormValues, unknown, SensorFormOutput>;

export function SubmitStep({
  form,
  field,
  sensors,
  gateways,
  heard,
  heardLoading,
  gatewayName,
  notFound,
  onIdChange,
  devices,
}: {
  form: SensorForm;
  field: Field;
  sensors: Sensor[];
  gateways: FieldGateway[];
  heard: GatewaySensorRow[];
  heardLoading: boolean;
  gatewayName: (id: string) => string;
  notFound: boolean;
  /** The id was typed or picked: an earlier "not found" no longer applies. */
  onIdChange: () => void;
  /** Through a LoRaWAN connection: the devices the sensor is made of, instead of a heard sensor id. */
  devices?: ReactNode;
}) {
  const { t, f } = useWords();
  const { errors, isSubmitted } = form.formState;
  const [sensorId, marker] = form.watch(['sensorId', 'marker']);
  const outside = marker ? !pointInPolygon(marker.coordinates, field.points.coordinates[0]!) : false;
  const id = form.register('sensorId', { onChange: onIdChange });
  const pick = (row: GatewaySensorRow) => {
    form.setValue('sensorId', row.sensor_id, { shouldValidate: true, shouldDirty: true });
    form.setValue('gatewayId', row.gateway_id, { shouldDirty: true });
    onIdChange();
  };

  return (
    <>
      {devices ? null : <HeardList heard={heard} gatewayName={gatewayName} loading={heardLoading} onPick={pick} />}
      <div className="form-grid">
        <SelectField label={t('management.gateway')} {...form.register('gatewayId')}>
          {gateways.map((g) => (
            <option key={g.gateway_id} value={g.gateway_id}>
              {g.name}
            </option>
          ))}
        </SelectField>
        {/* Checked as it is typed; an empty id is reported only once Register was pressed. */}
        <TextField
          label={t('management.sensorId')}
          {...id}
          error={isSubmitted || sensorId ? sensorIdError(errors.sensorId?.message, t) : undefined}
          autoFocus={!devices}
        />
        <TextField
          label={t('management.sensorAlias')}
          {...form.register('alias')}
          placeholder={t('management.aliasPlaceholder')}
        />
        {/* A LoRaWAN device keeps its own reporting interval: the gateway's sleeping time means nothing to it. */}
        {devices ? null : (
          <SelectField
            label={t('management.sensorSleeping')}
            value={DEFAULT_SLEEPING}
            disabled
            onChange={() => undefined}
          >
            {SLEEPING_OPTIONS.map((o) => (
              <option key={o.seconds} value={o.seconds}>
                {sleepingLabel(o.seconds, f)}
              </option>
            ))}
          </SelectField>
        )}
        <TextField
          label={t('management.sensorBatteryThreshold')}
          inputMode="numeric"
          {...form.register('battery')}
          error={errors.battery ? t('management.percentError') : undefined}
        />
      </div>
      {devices}
      <FieldMap
        label={t('management.placeSensor')}
        field={field.points}
        sensors={sensors.map((s) => ({
          id: s.sensor_id,
          label: s.alias || s.sensor_id,
          point: s.points,
          outside: s.outside_field,
        }))}
        draw="marker"
        marker={marker}
        onMarkerChange={(p) => form.setValue('marker', p, { shouldValidate: isSubmitted, shouldDirty: true })}
        height={260}
      />
      <div className="wizard-row">
        <span className="muted">
          {marker
            ? t('management.latLng', {
                lat: f.number(marker.coordinates[1], 6, true),
                lng: f.number(marker.coordinates[0], 6, true),
              })
            : isSubmitted
              ? t('management.placeSensorOnMap')
              : t('management.clickMapSensor')}
        </span>
      </div>
      {outside ? <Banner tone="warning">{t('management.sensorOutsideCheck')}</Banner> : null}
      {notFound && !devices ? (
        <Banner tone="error">{t('management.sensorNotHeard', { id: sensorId.trim() })}</Banner>
      ) : null}
    </>
  );
}

/** The shared sensor id rule's messages, in the person's language. */
function sensorIdError(message: string | undefined, t: Words['t']): string | undefined {
  if (!message) return undefined;
  return message === managementMessages.missingSensorId
    ? t('management.sensorIdMissing')
    : t('management.sensorIdError');
}
