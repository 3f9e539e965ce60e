/**
 * "Link a vendor cloud": which cloud, which of the field's sensors, the key (sent once, never
 * shown again), the IrriMAX logger name and site time zone (the browser's by default) or the
 * ZENTRA device serial and the depth of each port. Checked with the server's own schema before
 * it is sent; each message sits under its field.
 */
import { useMemo, useState } from 'react';
import { createVendorLinkSchema, DEFAULT_ZENTRA_PORTS, VENDOR_LABELS, type Vendor } from '@shared/vendor-clouds/links';
import { DEPTHS_CM } from '@shared/readings/depths';
import { Banner } from '../../../../components/banner';
import { Button } from '../../../../components/button';
import { Modal } from '../../../../components/modal';
import { SelectField } from '../../../../components/select-field';
import { TextField } from '../../../../components/text-field';
import { useCreateVendorLink } from '../../../../api/vendor-links';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
/** Every zone the browser knows, its own among them (a browser set to `UTC` lists only regions). */
const allZones = (): string[] => {
  const intl = Intl as unknown as { supportedValuesOf?: (key: string) => string[] };
  const known = intl.supportedValuesOf ? intl.supportedValuesOf('timeZone') : [];
  return known.includes(browserZone()) ? known : [browserZone(), ...known];
};

/** The first message of each field, by the field's name (the schema's messages start with it too). */
function messagesByField(issues: readonly { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? 'form');
    out[key] ??= issue.message.replace(/^\w+: /, '');
  }
  return out;
}

export function LinkVendorDialog({
  open,
  sensors,
  onClose,
  onLinked,
}: {
  open: boolean;
  sensors: readonly { sensor_id: string; alias: string }[];
  onClose: () => void;
  onLinked: (sensorId: string) => void;
}) {
  const create = useCreateVendorLink();
  const zones = useMemo(allZones, []);
  const [vendor, setVendor] = useState<Vendor>('irrimax');
  const [sensorId, setSensorId] = useState(sensors[0]?.sensor_id ?? '');
  const [apiKey, setApiKey] = useState('');
  const [source, setSource] = useState('');
  const [timeZone, setTimeZone] = useState(browserZone);
  const [ports, setPorts] = useState<Record<number, string>>(
    Object.fromEntries(DEFAULT_ZENTRA_PORTS.map((p) => [p.port, String(p.depth_cm)])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});

  const body = () =>
    vendor === 'irrimax'
      ? { vendor, sensorId, apiKey, logger: source, timeZone }
      : {
          vendor,
          sensorId,
          apiKey,
          serial: source,
          ports: Object.entries(ports)
            .filter(([, d]) => d !== '')
            .map(([port, d]) => ({ port: Number(port), depth_cm: Number(d) })),
        };

  const submit = () => {
    const parsed = createVendorLinkSchema.safeParse(body());
    if (!parsed.success) {
      setErrors(messagesByField(parsed.error.issues));
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: () => {
        setApiKey('');
        onLinked(sensorId);
      },
    });
  };

  return (
    <Modal
      open={open}
      title="Link a vendor cloud"
      onClose={onClose}
      closeOnBackdrop={false}
      description="Readings are fetched from the vendor's cloud every 15 minutes and stored with this sensor."
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={create.isPending} disabled={!sensorId}>
            Link
          </Button>
        </>
      }
    >
      {create.isError ? <Banner tone="error">{create.error.message}</Banner> : null}
      <SelectField label="Vendor cloud" value={vendor} onChange={(e) => setVendor(e.target.value as Vendor)}>
        {(Object.keys(VENDOR_LABELS) as Vendor[]).map((v) => (
          <option key={v} value={v}>
            {VENDOR_LABELS[v]}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Sensor"
        value={sensorId}
        onChange={(e) => setSensorId(e.target.value)}
        error={errors.sensorId}
      >
        {sensors.map((s) => (
          <option key={s.sensor_id} value={s.sensor_id}>
            {s.alias ? `${s.alias} (${s.sensor_id})` : s.sensor_id}
          </option>
        ))}
      </SelectField>
      <TextField
        label={vendor === 'irrimax' ? 'IrriMAX Live API key' : 'ZENTRA Cloud API token'}
        value={apiKey}
        onChange={(e) => setApiKey(e.target.value)}
        error={errors.apiKey}
        revealable
        type="password"
        autoComplete="off"
        hint={
          vendor === 'irrimax'
            ? 'IrriMAX Live → Settings → API. Kept encrypted; only its last four characters are shown again.'
            : 'ZENTRA Cloud → API → Copy token. Kept encrypted; only its last four characters are shown again.'
        }
      />
      <TextField
        label={vendor === 'irrimax' ? 'Logger name' : 'Device serial'}
        value={source}
        onChange={(e) => setSource(e.target.value)}
        error={vendor === 'irrimax' ? errors.logger : errors.serial}
        placeholder={vendor === 'irrimax' ? 'as IrriMAX Live lists it' : 'e.g. z6-01234'}
      />
      {vendor === 'irrimax' ? (
        <SelectField
          label="Site time zone"
          value={timeZone}
          onChange={(e) => setTimeZone(e.target.value)}
          error={errors.timeZone}
          hint="The logger writes its site's wall-clock time; daylight saving is taken care of."
        >
          {zones.map((z) => (
            <option key={z} value={z}>
              {z}
            </option>
          ))}
        </SelectField>
      ) : (
        <fieldset className="vendor-ports">
          <legend>Depth of each sensor port</legend>
          {[1, 2, 3, 4, 5, 6].map((port) => (
            <SelectField
              key={port}
              label={`Port ${port}`}
              value={ports[port] ?? ''}
              onChange={(e) => setPorts({ ...ports, [port]: e.target.value })}
            >
              <option value="">not used</option>
              {DEPTHS_CM.map((d) => (
                <option key={d} value={String(d)}>
                  {d} cm
                </option>
              ))}
            </SelectField>
          ))}
          {errors.ports ? (
            <p className="text-field__error" role="alert">
              {errors.ports}
            </p>
          ) : null}
        </fieldset>
      )}
    </Modal>
  );
}
