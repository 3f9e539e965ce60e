/**
 * Sensor registration (spec §4): 0 Searching (gateways of the field) → 1 Pairing (gateways put in
 * pairing mode, instructions) → 2 Submit (gateway, sensor id, marker) → 3 result, which offers to
 * install another. Back from step 1, Cancel and Close take the gateways out of pairing mode.
 *
 * Pairing handshake: while pairing, a gateway notes the unregistered sensors it hears (ingest);
 * steps 1 and 2 poll POST /api/gateway/sensors and offer what was heard, and Submit registers
 * only a sensor a pairing gateway heard ('No sensor found.' otherwise), under that gateway.
 */
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { pointInPolygon, type Point } from '../../../../../shared/geo';
import { DEFAULT_BATTERY_THRESHOLD, DEFAULT_SLEEPING, PAIRING_INSTRUCTION, SLEEPING_OPTIONS } from '../../../../../shared/management/constants';
import { batteryThresholdSchema, sensorIdSchema } from '../../../../../shared/management/rules';
import { managementMessages } from '../../../../../shared/messages';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { FieldMap } from '../../../components/map/field-map';
import { Modal } from '../../../components/modal';
import { SelectField } from '../../../components/select-field';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { useToast } from '../../../components/toast';
import { WizardSteps } from '../../../components/wizard-steps';
import { gatewaysOfField, setPairing, useGatewaySensors } from '../api/gateways';
import { useSaveSensor } from '../api/sensors';
import type { GatewaySensorRow } from '../../../../../shared/management/views';
import type { Field, Sensor } from '../api/types';

const STEPS = ['Searching', 'Pairing', 'Submit', 'Result'] as const;

export function SensorWizard({ userName, field, sensors, onClose }: { userName: string; field: Field; sensors: Sensor[]; onClose: () => void }) {
  const [step, setStep] = useState(0);
  const [gateways, setGateways] = useState<{ gateway_id: string; name: string }[] | null>(null);
  const [searchError, setSearchError] = useState<string | null>(null);
  const [gatewayId, setGatewayId] = useState('');
  const [sensorId, setSensorId] = useState('');
  const [alias, setAlias] = useState('');
  const [battery, setBattery] = useState(String(DEFAULT_BATTERY_THRESHOLD));
  const [marker, setMarker] = useState<Point | null>(null);
  const [tried, setTried] = useState(false);
  const [notFound, setNotFound] = useState(false);
  const [checking, setChecking] = useState(false);
  const [pairedIds, setPairedIds] = useState<string[]>([]);
  const heardRows = useGatewaySensors(pairedIds, step === 1 || step === 2);
  const heard = (heardRows.data ?? []).filter((r) => !r.registered);
  const gatewayName = (id: string) => gateways?.find((g) => g.gateway_id === id)?.name ?? id;
  const save = useSaveSensor(userName);
  const toast = useToast();
  const pairing = useRef<string[]>([]);

  // Step 0: find the field's gateways.
  useEffect(() => {
    if (step !== 0) return;
    let live = true;
    setGateways(null);
    setSearchError(null);
    gatewaysOfField(field.field_id, userName).then(
      (list) => live && (setGateways(list), setGatewayId(list[0]?.gateway_id ?? '')),
      (e: Error) => live && setSearchError(e.message),
    );
    return () => {
      live = false;
    };
  }, [step, field.field_id, userName]);

  const stopPairing = () => {
    if (pairing.current.length) void setPairing(pairing.current, false).catch(() => undefined);
    pairing.current = [];
    setPairedIds([]);
  };
  const close = () => {
    stopPairing();
    onClose();
  };
  const startPairing = async () => {
    const ids = (gateways ?? []).map((g) => g.gateway_id);
    await setPairing(ids, true);
    pairing.current = ids;
    setPairedIds(ids);
    setStep(1);
  };

  const idError = sensorIdSchema.safeParse(sensorId).error?.issues[0]?.message;
  const batteryError = batteryThresholdSchema.safeParse(battery).success ? undefined : managementMessages.battery;
  const outside = marker ? !pointInPolygon(marker.coordinates, field.points.coordinates[0]!) : false;
  const canSubmit = !idError && !batteryError && Boolean(marker) && Boolean(gatewayId);

  const submit = async () => {
    setTried(true);
    setNotFound(false);
    if (!canSubmit) return;
    const id = sensorId.trim();
    // The handshake: the sensor must have been heard by a pairing gateway (or be registered
    // already, which the save then reports as taken).
    setChecking(true);
    const fresh = await heardRows.refetch();
    setChecking(false);
    if (fresh.isError || !fresh.data) {
      toast.notify({ message: managementMessages.registrationError, tone: 'error' });
      return;
    }
    const rows = fresh.data;
    const match = rows.find((r) => r.sensor_id === id && !r.registered && r.gateway_id === gatewayId) ?? rows.find((r) => r.sensor_id === id);
    if (!match) {
      setNotFound(true);
      return;
    }
    const viaGateway = match.registered ? gatewayId : match.gateway_id;
    save.mutate(
      { draft: { sensorId: id, fieldId: field.field_id, gatewayId: viaGateway, geom: marker!, alias: alias.trim(), sleeping: DEFAULT_SLEEPING, battery_threshold: Number(battery) } },
      {
        onSuccess: () => toast.notify({ message: managementMessages.sensorSaved, tone: 'success' }),
        onError: (e) =>
          toast.notify({ message: `${managementMessages.sensorSaveFailed}${e.message === managementMessages.sensorTaken ? `. ${managementMessages.sensorTaken}` : ''}`, tone: 'error' }),
        onSettled: () => {
          stopPairing();
          setStep(3);
        },
      },
    );
  };
  const another = () => {
    save.reset();
    setSensorId('');
    setAlias('');
    setMarker(null);
    setTried(false);
    setNotFound(false);
    setStep(0);
  };

  const footer = (
    <>
      {step < 3 ? (
        <Button variant="secondary" onClick={close}>
          Cancel
        </Button>
      ) : null}
      {step === 1 ? (
        <Button variant="secondary" onClick={() => (stopPairing(), setStep(0))}>
          Back
        </Button>
      ) : null}
      {step === 0 ? (
        <Button onClick={() => void startPairing().catch((e: Error) => setSearchError(e.message))} disabled={!gateways?.length}>
          Next
        </Button>
      ) : null}
      {step === 1 ? <Button onClick={() => setStep(2)}>Next</Button> : null}
      {step === 2 ? (
        <Button onClick={() => void submit()} loading={save.isPending || checking}>
          Register sensor
        </Button>
      ) : null}
      {step === 3 ? (
        <>
          {save.isSuccess ? (
            <Button variant="secondary" onClick={another}>
              Install another
            </Button>
          ) : null}
          <Button onClick={close}>Close</Button>
        </>
      ) : null}
    </>
  );

  return (
    <Modal open title={`Register a sensor on ${field.field_name}`} onClose={close} size="lg" footer={footer}>
      <WizardSteps steps={STEPS} current={step} />
      {step === 0 ? (
        searchError ? (
          <Banner tone="error">
            {searchError}
            {managementMessages.gatewaySearchSuffix} <Link to="/app/Management/GatewayManagement">Add a gateway</Link>
          </Banner>
        ) : !gateways ? (
          <p>
            <Spinner size="sm" /> Looking for the gateways of {field.field_name}…
          </p>
        ) : gateways.length === 0 ? (
          <Banner tone="warning">
            No gateway covers {field.field_name} yet{managementMessages.gatewaySearchSuffix} <Link to="/app/Management/GatewayManagement">Add a gateway</Link> and assign it to this field.
          </Banner>
        ) : (
          <p>
            Found {gateways.length} gateway{gateways.length > 1 ? 's' : ''}: {gateways.map((g) => g.name).join(', ')}. Next puts {gateways.length > 1 ? 'them' : 'it'} in pairing mode.
          </p>
        )
      ) : null}
      {step === 1 ? (
        <>
          <Banner tone="info">
            Gateways are in pairing mode. Switch the sensor on near a gateway. {PAIRING_INSTRUCTION}
          </Banner>
          <HeardList heard={heard} gatewayName={gatewayName} loading={heardRows.isPending} />
        </>
      ) : null}
      {step === 2 ? (
        <>
          <HeardList
            heard={heard}
            gatewayName={gatewayName}
            loading={heardRows.isPending}
            onPick={(r) => (setSensorId(r.sensor_id), setGatewayId(r.gateway_id), setNotFound(false))}
          />
          <div className="form-grid">
            <SelectField label="Gateway" value={gatewayId} onChange={(e) => setGatewayId(e.target.value)}>
              {(gateways ?? []).map((g) => (
                <option key={g.gateway_id} value={g.gateway_id}>
                  {g.name}
                </option>
              ))}
            </SelectField>
            <TextField
              label="Sensor id"
              value={sensorId}
              onChange={(e) => (setSensorId(e.target.value), setNotFound(false))}
              error={tried || sensorId ? idError : undefined}
              autoFocus
            />
            <TextField label="Alias" value={alias} onChange={(e) => setAlias(e.target.value)} placeholder="e.g. North corner" />
            <SelectField label="Sleeping" value={DEFAULT_SLEEPING} disabled onChange={() => undefined}>
              {SLEEPING_OPTIONS.map((o) => (
                <option key={o.seconds} value={o.seconds}>
                  {o.label}
                </option>
              ))}
            </SelectField>
            <TextField label="Battery threshold %" inputMode="numeric" value={battery} onChange={(e) => setBattery(e.target.value)} error={batteryError} />
          </div>
          <FieldMap
            label="Place the sensor"
            field={field.points}
            sensors={sensors.map((s) => ({ id: s.sensor_id, label: s.alias || s.sensor_id, point: s.points, outside: s.outside_field }))}
            draw="marker"
            marker={marker}
            onMarkerChange={setMarker}
            height={260}
          />
          <div className="wizard-row">
            <span className="muted">{marker ? `Lat ${marker.coordinates[1].toFixed(6)}, Lng ${marker.coordinates[0].toFixed(6)}` : tried ? 'Place the sensor on the map.' : 'Click the map where the sensor is.'}</span>
          </div>
          {outside ? <Banner tone="warning">This point is outside the field's outline. Check the sensor's position.</Banner> : null}
          {notFound ? (
            <Banner tone="error">
              {managementMessages.noSensorFound} No pairing gateway has heard {sensorId.trim()}: check the id on its label, switch it on near the gateway and wait for it to flash twice.
            </Banner>
          ) : null}
        </>
      ) : null}
      {step === 3 ? (
        save.isError ? (
          <Banner tone="error">
            {save.error.message === managementMessages.sensorTaken ? managementMessages.sensorTaken : managementMessages.registrationError}
          </Banner>
        ) : (
          <Banner tone="success">Sensor {save.data?.alias || save.data?.sensor_id} is registered on {field.field_name}.</Banner>
        )
      ) : null}
    </Modal>
  );
}

/** The unregistered sensors the pairing gateways heard; a click fills the sensor id. */
function HeardList({
  heard,
  gatewayName,
  loading,
  onPick,
}: {
  heard: GatewaySensorRow[];
  gatewayName: (id: string) => string;
  loading: boolean;
  onPick?: (row: GatewaySensorRow) => void;
}) {
  if (loading) {
    return (
      <p className="muted" aria-live="polite">
        <Spinner size="sm" /> Listening for sensors…
      </p>
    );
  }
  if (!heard.length) {
    return (
      <p className="muted" aria-live="polite">
        <Spinner size="sm" /> Listening for sensors… none heard yet.
      </p>
    );
  }
  return (
    <div className="heard-sensors" aria-live="polite">
      <span>Heard by the gateways:</span>
      <ul>
        {heard.map((r) => (
          <li key={`${r.gateway_id}/${r.sensor_id}`}>
            {onPick ? (
              <Button variant="secondary" size="sm" onClick={() => onPick(r)} aria-label={`Use ${r.sensor_id} heard by ${gatewayName(r.gateway_id)}`}>
                {r.sensor_id}
              </Button>
            ) : (
              <code>{r.sensor_id}</code>
            )}{' '}
            <span className="muted">via {gatewayName(r.gateway_id)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
