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
import { depthNote, type DeviceDraft, type DeviceErrors } from './devices';

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
  const info = draft.deviceType ? DEVICE_TYPES[draft.deviceType] : null;
  const depth = Number(draft.depthCm);
  const n = index + 1;
  return (
    <li className="device-composer__row">
      <TextField
        label={`Device ${n} DevEUI`}
        value={draft.devEui}
        onChange={(e) => onChange({ ...draft, devEui: e.target.value })}
        error={errors?.devEui}
        spellCheck={false}
      />
      <SelectField
        label={`Device ${n} type`}
        value={draft.deviceType}
        onChange={(e) => onChange({ ...draft, deviceType: e.target.value as DeviceTypeId | '' })}
        error={errors?.deviceType}
      >
        <option value="">Choose…</option>
        {DEVICE_TYPE_IDS.map((t) => (
          <option key={t} value={t}>
            {DEVICE_TYPES[t].label}
          </option>
        ))}
      </SelectField>
      {info?.oneDepth ? (
        <TextField
          label={`Device ${n} depth (cm)`}
          inputMode="numeric"
          value={draft.depthCm}
          onChange={(e) => onChange({ ...draft, depthCm: e.target.value })}
          error={errors?.depthCm}
          hint={draft.depthCm.trim() && Number.isFinite(depth) && depth > 0 ? depthNote(depth) : undefined}
        />
      ) : (
        <p className="muted">
          {info
            ? `Measures ${info.depthsCm.join(', ')} cm: ${[...new Set(info.depthsCm.map(depthNote))].join('; ')}.`
            : ''}
        </p>
      )}
      <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove device ${n}`}>
        Remove
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
  const full = drafts.length >= MAX_DEVICES_PER_SENSOR;
  const unused = heard.filter((h) => !drafts.some((d) => d.devEui.trim().toUpperCase() === h.dev_eui));
  return (
    <fieldset className="device-composer">
      <legend>Devices of this sensor</legend>
      {unused.length ? (
        <div className="heard-sensors" aria-live="polite">
          <span>Heard by the connection:</span>
          <ul>
            {unused.map((h) => (
              <li key={h.dev_eui}>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={full}
                  onClick={() => onAdd(h)}
                  aria-label={`Add ${h.dev_eui}`}
                >
                  {h.dev_eui}
                </Button>{' '}
                <span className="muted">{deviceTypeText(h) ?? 'type not recognised'}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : heard.length ? null : (
        <p className="muted">No unpaired device heard yet: switch one on, or type its DevEUI.</p>
      )}
      <ol className="device-composer" aria-label="Devices">
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
          Add a device by DevEUI
        </Button>
      </div>
    </fieldset>
  );
}
