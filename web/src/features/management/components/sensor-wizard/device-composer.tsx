/**
 * The devices a LoRaWAN sensor is made of: the connection's heard devices to add with one click
 * (their guessed type chosen), or a DevEUI typed; each row's type, and the install depth of a
 * one-depth device, with where its readings will show.
 */
import { DEVICE_TYPE_IDS, DEVICE_TYPES, type DeviceTypeId } from '@shared/lorawan/device-types';
import { MAX_DEVICES_PER_SENSOR } from '@shared/lorawan/views';
import { Button } from '../../../../components/button';
import { SelectField } from '../../../../components/select-field';
import { TextField } from '../../../../components/text-field';
import type { ConnectionDevice } from '../../../../api/lorawan-devices';
import { deviceTypeText } from '../lorawan/connection-devices';
import { depthNote, typedDepthCm, type DeviceDraft, type DeviceErrors } from './devices';
import { useWords } from '../../../../lib/words';
import { useT } from '../../../../lib/i18n/use-t';

function DeviceRow({
  index,
  draft,
  errors,
  onChange,
  onRemove,
}: {
  index: number;
  draft: DeviceDraft;
  errors: DeviceErrors | undefined;
  onChange: (next: DeviceDraft) => void;
  onRemove: () => void;
}) {
  const words = useWords();
  const { t, f } = words;
  const info = draft.deviceType ? DEVICE_TYPES[draft.deviceType] : null;
  const depth = typedDepthCm(draft.depthCm, f);
  const n = index + 1;
  return (
    <li className="device-composer__row">
      <TextField
        label={t('management.deviceEui', { n })}
        value={draft.devEui}
        onChange={(e) => onChange({ ...draft, devEui: e.target.value })}
        error={errors?.devEui}
        spellCheck={false}
      />
      <SelectField
        label={t('management.deviceType', { n })}
        value={draft.deviceType}
        onChange={(e) => onChange({ ...draft, deviceType: e.target.value as DeviceTypeId | '' })}
        error={errors?.deviceType}
      >
        <option value="">{t('management.choose')}</option>
        {DEVICE_TYPE_IDS.map((id) => (
          <option key={id} value={id}>
            {DEVICE_TYPES[id].label}
          </option>
        ))}
      </SelectField>
      {info?.oneDepth ? (
        <TextField
          label={t('management.deviceDepth', { n, unit: f.unit('depth') })}
          inputMode="decimal"
          value={draft.depthCm}
          onChange={(e) => onChange({ ...draft, depthCm: e.target.value })}
          error={errors?.depthCm}
          hint={depth !== null && depth > 0 ? depthNote(depth, words) : undefined}
        />
      ) : (
        <p className="muted">
          {info
            ? t('management.deviceMeasures', {
                depths: info.depthsCm.map((cm) => f.quantity('depth', cm, { bare: true })).join(', '),
                unit: f.unit('depth'),
                notes: [...new Set(info.depthsCm.map((cm) => depthNote(cm, words)))].join('; '),
              })
            : ''}
        </p>
      )}
      <Button variant="ghost" size="sm" onClick={onRemove} aria-label={t('management.deviceRemove', { n })}>
        {t('management.remove')}
      </Button>
    </li>
  );
}

export function DeviceComposer({
  drafts,
  errors,
  message,
  heard,
  onChange,
  onAdd,
}: {
  drafts: DeviceDraft[];
  errors: DeviceErrors[];
  message: string | null;
  /** The connection's devices not in a sensor yet. */
  heard: ConnectionDevice[];
  onChange: (drafts: DeviceDraft[]) => void;
  onAdd: (device: ConnectionDevice | null) => void;
}) {
  const t = useT();
  const full = drafts.length >= MAX_DEVICES_PER_SENSOR;
  const unused = heard.filter((h) => !drafts.some((d) => d.devEui.trim().toUpperCase() === h.dev_eui));
  return (
    <fieldset className="device-composer">
      <legend>{t('management.devicesOfSensor')}</legend>
      {unused.length ? (
        <div className="heard-sensors" aria-live="polite">
          <span>{t('management.heardByConnection')}</span>
          <ul>
            {unused.map((h) => (
              <li key={h.dev_eui}>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={full}
                  onClick={() => onAdd(h)}
                  aria-label={t('management.addNamed', { name: h.dev_eui })}
                >
                  {h.dev_eui}
                </Button>{' '}
                <span className="muted">{deviceTypeText(h) ?? t('management.typeNotRecognised')}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : heard.length ? null : (
        <p className="muted">{t('management.devicesNoneHeard')}</p>
      )}
      <ol className="device-composer" aria-label={t('management.sensorDevices')}>
        {drafts.map((d, i) => (
          <DeviceRow
            key={i}
            index={i}
            draft={d}
            errors={errors[i]}
            onChange={(next) => onChange(drafts.map((x, j) => (j === i ? next : x)))}
            onRemove={() => onChange(drafts.filter((_, j) => j !== i))}
          />
        ))}
      </ol>
      {message ? (
        <p className="text-field__error" role="alert">
          {message}
        </p>
      ) : null}
      <div>
        <Button variant="secondary" size="sm" disabled={full} onClick={() => onAdd(null)}>
          {t('management.deviceAddByEui')}
        </Button>
      </div>
    </fieldset>
  );
}
