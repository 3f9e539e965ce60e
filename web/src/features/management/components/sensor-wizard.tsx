/**
 * Sensor registration: 0 Searching (gateways of the field) → 1 Pairing (gateways put in pairing
 * mode, instructions) → 2 Submit (gateway, sensor id, marker) → 3 result, which offers to install
 * another. Back from step 1, Cancel and Close take the gateways out of pairing mode.
 *
 * Through a LoRaWAN connection (./sensor-wizard/use-lorawan-pairing.ts) there is no pairing mode:
 * the connection lists the devices it heard, the grower composes the sensor of one or more of
 * them, and the server checks the devices (`devices`) instead of the handshake below.
 *
 * Pairing handshake: while pairing, a gateway notes the unregistered sensors it hears (ingest);
 * steps 1 and 2 poll POST /api/gateway/sensors and offer what was heard, and Submit registers
 * only a sensor a pairing gateway heard ('No sensor found.' otherwise), under that gateway.
 *
 * The flow lives in a reducer (./sensor-wizard/state.ts), the Submit step's values in the form,
 * and each step draws itself.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useReducer, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { DEFAULT_SLEEPING } from '@shared/management/constants';
import { useT } from '../../../lib/i18n/use-t';
import type { SensorDeviceInput } from '@shared/lorawan/views';
import { SENSOR_LIMIT_KEYS } from '@shared/plan-limits';
import { Modal } from '../../../components/modal';
import { useToast } from '../../../components/toast';
import { WizardSteps } from '../../../components/wizard-steps';
import { isRefusal } from '../../../api/client';
import { useFieldGateways, useGatewaySensors, setPairing } from '../../../api/gateways';
import { useSaveSensor, type Sensor } from '../../../api/sensors';
import type { Field } from '../api/types';
import { SensorWizardFooter } from './sensor-wizard/footer';
import { PairingStep } from './sensor-wizard/pairing-step';
import { ResultStep } from './sensor-wizard/result-step';
import { SearchStep } from './sensor-wizard/search-step';
import {
  emptySensorForm,
  heardMatch,
  initialSensorWizardState,
  SENSOR_WIZARD_STEPS,
  sensorFormSchema,
  sensorWizardReducer,
  viaGateway,
  type SensorFormOutput,
  type SensorFormValues,
} from './sensor-wizard/state';
import { SubmitStep } from './sensor-wizard/submit-step';
import { DeviceComposer } from './sensor-wizard/device-composer';
import { suggestedSensorId } from './sensor-wizard/devices';
import { useLorawanPairing } from './sensor-wizard/use-lorawan-pairing';

export function SensorWizard({
  userName,
  field,
  sensors,
  onClose,
}: {
  userName: string;
  field: Field;
  sensors: Sensor[];
  onClose: () => void;
}) {
  const t = useT();
  const [state, dispatch] = useReducer(sensorWizardReducer, initialSensorWizardState);
  const { step } = state;
  const form = useForm<SensorFormValues, unknown, SensorFormOutput>({
    resolver: zodResolver(sensorFormSchema),
    defaultValues: emptySensorForm,
    mode: 'onChange',
  });
  const search = useFieldGateways(field.field_id, userName);
  const lorawan = useLorawanPairing(step === 1 || step === 2);
  // The field's own gateways, then the grower's LoRaWAN connections (whichever field they serve).
  const fieldGateways = (search.data ?? []).filter((g) => !lorawan.isConnection(g.gateway_id));
  const gateways = [
    ...fieldGateways,
    ...lorawan.connections.map(({ gateway_id, name, status }) => ({ gateway_id, name, status })),
  ];
  const heardRows = useGatewaySensors(state.pairedIds, step === 1 || step === 2);
  const heard = (heardRows.data ?? []).filter((r) => !r.registered);
  const gatewayName = (id: string) => gateways.find((g) => g.gateway_id === id)?.name ?? id;
  const chosenGateway = form.watch('gatewayId');
  const viaConnection = lorawan.isConnection(chosenGateway);
  const save = useSaveSensor(userName);
  const toast = useToast();
  // The gateways to take out of pairing mode, whichever way the wizard ends (read by callbacks
  // that outlive the render they were made in, such as the save's onSettled).
  const pairing = useRef<string[]>([]);

  const stopPairing = () => {
    if (pairing.current.length) void setPairing(pairing.current, false).catch(() => undefined);
    pairing.current = [];
  };
  const close = () => {
    stopPairing();
    onClose();
  };
  const startPairing = async () => {
    // Only Fieldwise gateways have a pairing mode.
    const ids = fieldGateways.map((g) => g.gateway_id);
    try {
      if (ids.length) await setPairing(ids, true);
    } catch (e) {
      dispatch({ type: 'pairFailed', message: (e as Error).message });
      return;
    }
    pairing.current = ids;
    form.setValue('gatewayId', ids[0] ?? lorawan.connections[0]?.gateway_id ?? '');
    dispatch({ type: 'paired', gatewayIds: ids });
  };
  const back = () => {
    stopPairing();
    dispatch({ type: 'back' });
    void search.refetch();
  };

  const registerThroughConnection = (values: SensorFormOutput) => {
    const checked = lorawan.check();
    if (checked.ok) saveSensor(values, values.gatewayId, checked.devices);
  };

  const registerSensor = async (values: SensorFormOutput) => {
    if (viaConnection) return registerThroughConnection(values);
    // The handshake: the sensor must have been heard by a pairing gateway (or be registered
    // already, which the save then reports as taken).
    dispatch({ type: 'checkStarted' });
    const fresh = await heardRows.refetch();
    if (fresh.isError || !fresh.data) {
      dispatch({ type: 'checked', outcome: 'failed' });
      toast.notify({ message: t('management.registrationError'), tone: 'error' });
      return;
    }
    const match = heardMatch(fresh.data, values.sensorId, values.gatewayId);
    dispatch({ type: 'checked', outcome: match ? 'heard' : 'not-found' });
    if (!match) return;
    saveSensor(values, viaGateway(match, values.gatewayId));
  };

  const saveSensor = (values: SensorFormOutput, gatewayId: string, devices?: SensorDeviceInput[]) =>
    save.mutate(
      {
        draft: {
          sensorId: values.sensorId,
          fieldId: field.field_id,
          gatewayId,
          geom: values.marker,
          alias: values.alias,
          sleeping: DEFAULT_SLEEPING,
          battery_threshold: values.battery,
          ...(devices ? { devices } : {}),
        },
      },
      {
        onSuccess: () => toast.notify({ message: t('management.sensorSaved'), tone: 'success' }),
        onError: (e) =>
          toast.notify({
            message:
              t('management.sensorSaveFailed') +
              (isRefusal(e, 'refusals.sensorTaken') || SENSOR_LIMIT_KEYS.some((key) => isRefusal(e, key))
                ? `. ${e.message}`
                : ''),
            tone: 'error',
          }),
        onSettled: () => {
          stopPairing();
          dispatch({ type: 'finished' });
        },
      },
    );
  const submit = () => {
    dispatch({ type: 'submitPressed' });
    void form.handleSubmit(registerSensor)();
  };
  // Another sensor on the same field: the battery threshold stays, the rest starts over.
  const another = () => {
    save.reset();
    form.reset({ ...emptySensorForm, battery: form.getValues('battery') });
    lorawan.reset();
    dispatch({ type: 'another' });
    void search.refetch();
  };

  const footer = (
    <SensorWizardFooter
      step={step}
      canPair={!search.isFetching && gateways.length > 0}
      busy={save.isPending || state.checking}
      succeeded={save.isSuccess}
      onCancel={close}
      onBack={back}
      onPair={() => void startPairing()}
      onNext={() => dispatch({ type: 'next' })}
      onRegister={submit}
      onAnother={another}
    />
  );

  return (
    <Modal
      open
      title={t('management.sensorWizardTitle', { field: field.field_name })}
      onClose={close}
      size="lg"
      footer={footer}
    >
      <WizardSteps steps={SENSOR_WIZARD_STEPS.map((k) => t(k))} current={step} />
      {step === 0 ? (
        <SearchStep
          fieldName={field.field_name}
          searching={search.isFetching}
          error={state.pairError ?? (search.isError ? search.error.message : null)}
          gateways={fieldGateways}
          connections={lorawan.connections.map((g) => g.name)}
        />
      ) : null}
      {step === 1 ? (
        <PairingStep
          heard={heard}
          gatewayName={gatewayName}
          loading={heardRows.isPending}
          pairing={state.pairedIds.length > 0}
          {...(lorawan.connections.length ? { devices: lorawan.unpaired } : {})}
        />
      ) : null}
      {step === 2 ? (
        <SubmitStep
          form={form}
          field={field}
          sensors={sensors}
          gateways={gateways}
          heard={heard}
          heardLoading={heardRows.isPending}
          gatewayName={gatewayName}
          notFound={state.notFound}
          onIdChange={() => dispatch({ type: 'idChanged' })}
          {...(viaConnection
            ? {
                devices: (
                  <DeviceComposer
                    drafts={lorawan.drafts}
                    errors={lorawan.problems?.rows ?? []}
                    message={lorawan.problems?.message ?? null}
                    heard={lorawan.unpaired.filter((d) => d.gateway_id === chosenGateway)}
                    onChange={lorawan.setDrafts}
                    onAdd={(device) => {
                      lorawan.add(device);
                      // The first device names the sensor unless the grower already did.
                      if (device && !form.getValues('sensorId')) {
                        form.setValue('sensorId', suggestedSensorId(device.dev_eui), { shouldValidate: true });
                      }
                    }}
                  />
                ),
              }
            : {})}
        />
      ) : null}
      {step === 3 ? (
        <ResultStep
          fieldName={field.field_name}
          saved={save.data}
          error={save.error}
          throughConnection={Boolean(save.variables?.draft.devices)}
        />
      ) : null}
    </Modal>
  );
}
