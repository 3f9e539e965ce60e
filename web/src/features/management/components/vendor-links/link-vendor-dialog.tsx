/**
 * "Link a vendor cloud": which cloud, which of the field's sensors, the key (sent once, never
 * shown again), the IrriMAX logger name and site time zone (the browser's by default) or the
 * ZENTRA device serial and the depth of each port. Checked with the server's own schema before
 * it is sent; each message sits under its field. A probe without a Fieldwise sensor yet gets one
 * here (no gateway to pair with: it is placed at the field's centre, to be moved with Edit).
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
import { useSaveSensor } from '../../../../api/sensors';
import { pointInPolygon, round6, type Polygon, type Position } from '@shared/geo';
import { DEFAULT_BATTERY_THRESHOLD, DEFAULT_SLEEPING } from '@shared/management/constants';
import { sensorIdSchema } from '@shared/management/rules';
import { useWords } from '../../../../lib/words';

/** The select's value for "a new sensor for this probe". */
const NEW = '__new__';

/** The mean of the field's corners when it lies inside the field, else its first corner. */
export function fieldCentre(field: Polygon): Position {
  const ring = field.coordinates[0] ?? [];
  const corners = ring.length > 1 ? ring.slice(0, -1) : ring;
  if (!corners.length) return [0, 0];
  const mean: Position = [
    round6(corners.reduce((s, p) => s + p[0], 0) / corners.length),
    round6(corners.reduce((s, p) => s + p[1], 0) / corners.length),
  ];
  return pointInPolygon(mean, ring) ? mean : corners[0]!;
}

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
  field,
  userName,
  sensors,
  onClose,
  onLinked,
}: {
  open: boolean;
  field: { field_id: string; points: Polygon };
  userName: string;
  sensors: readonly { sensor_id: string; alias: string }[];
  onClose: () => void;
  onLinked: (sensorId: string) => void;
}) {
  const { t, f } = useWords();
  const create = useCreateVendorLink();
  const save = useSaveSensor(userName);
  const [newId, setNewId] = useState('');
  const [newAlias, setNewAlias] = useState('');
  const zones = useMemo(allZones, []);
  const [vendor, setVendor] = useState<Vendor>('irrimax');
  const [chosen, setChosen] = useState(sensors[0]?.sensor_id ?? NEW);
  const making = chosen === NEW;
  const sensorId = making ? newId.trim() : chosen;
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

  const submit = async () => {
    const parsed = createVendorLinkSchema.safeParse(body());
    const idProblem = making ? sensorIdSchema.safeParse(newId).error?.issues[0]?.message : undefined;
    if (!parsed.success || idProblem) {
      setErrors({
        ...(parsed.success ? {} : messagesByField(parsed.error.issues)),
        ...(idProblem ? { sensorId: idProblem } : {}),
      });
      return;
    }
    setErrors({});
    if (making) {
      const made = await save
        .mutateAsync({
          draft: {
            sensorId,
            fieldId: field.field_id,
            geom: { type: 'Point', coordinates: fieldCentre(field.points) },
            alias: newAlias.trim(),
            sleeping: DEFAULT_SLEEPING,
            battery_threshold: DEFAULT_BATTERY_THRESHOLD,
          },
        })
        .then(
          () => true,
          () => false,
        );
      if (!made) return;
      // Linked next: a failure there leaves the sensor, which the grower picks from the list to try again.
      setChosen(sensorId);
    }
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
      title={t('management.vendorLink')}
      onClose={onClose}
      closeOnBackdrop={false}
      description={t('management.vendorDialogDescription')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('management.cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={create.isPending || save.isPending}>
            {t('management.link')}
          </Button>
        </>
      }
    >
      {save.isError ? <Banner tone="error">{save.error.message}</Banner> : null}
      {create.isError ? <Banner tone="error">{create.error.message}</Banner> : null}
      <SelectField
        label={t('management.vendorCloudLabel')}
        value={vendor}
        onChange={(e) => setVendor(e.target.value as Vendor)}
      >
        {(Object.keys(VENDOR_LABELS) as Vendor[]).map((v) => (
          <option key={v} value={v}>
            {VENDOR_LABELS[v]}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('management.sensor')}
        value={chosen}
        onChange={(e) => setChosen(e.target.value)}
        error={making ? undefined : errors.sensorId}
      >
        {sensors.map((s) => (
          <option key={s.sensor_id} value={s.sensor_id}>
            {s.alias ? `${s.alias} (${s.sensor_id})` : s.sensor_id}
          </option>
        ))}
        <option value={NEW}>{t('management.vendorNewSensor')}</option>
      </SelectField>
      {making ? (
        <>
          <TextField
            label={t('management.vendorNewSensorId')}
            value={newId}
            onChange={(e) => setNewId(e.target.value)}
            error={errors.sensorId}
            hint={t('management.vendorNewSensorHint')}
          />
          <TextField
            label={t('management.aliasOptional')}
            value={newAlias}
            onChange={(e) => setNewAlias(e.target.value)}
          />
        </>
      ) : null}
      <TextField
        label={vendor === 'irrimax' ? 'IrriMAX Live API key' : 'ZENTRA Cloud API token'}
        value={apiKey}
        onChange={(e) => setApiKey(e.target.value)}
        error={errors.apiKey}
        revealable
        type="password"
        autoComplete="off"
        hint={vendor === 'irrimax' ? t('management.vendorKeyHintIrrimax') : t('management.vendorKeyHintZentra')}
      />
      <TextField
        label={vendor === 'irrimax' ? t('management.vendorLogger') : t('management.vendorSerial')}
        value={source}
        onChange={(e) => setSource(e.target.value)}
        error={vendor === 'irrimax' ? errors.logger : errors.serial}
        placeholder={
          vendor === 'irrimax' ? t('management.vendorLoggerPlaceholder') : t('management.vendorSerialPlaceholder')
        }
      />
      {vendor === 'irrimax' ? (
        <SelectField
          label={t('management.vendorTimeZone')}
          value={timeZone}
          onChange={(e) => setTimeZone(e.target.value)}
          error={errors.timeZone}
          hint={t('management.vendorTimeZoneHint')}
        >
          {zones.map((z) => (
            <option key={z} value={z}>
              {z}
            </option>
          ))}
        </SelectField>
      ) : (
        <fieldset className="vendor-ports">
          <legend>{t('management.vendorPorts')}</legend>
          {[1, 2, 3, 4, 5, 6].map((port) => (
            <SelectField
              key={port}
              label={t('management.vendorPort', { port })}
              value={ports[port] ?? ''}
              onChange={(e) => setPorts({ ...ports, [port]: e.target.value })}
            >
              <option value="">{t('management.vendorPortUnused')}</option>
              {DEPTHS_CM.map((d) => (
                <option key={d} value={String(d)}>
                  {f.quantity('depth', d)}
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
