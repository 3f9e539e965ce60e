/**
 * My Gateways → Connect a LoRaWAN network: which network server pushes the uplinks, an id for the
 * connection (the shared gateway id rule) and a name. The answer's credential goes on to the
 * connection's page, which shows it once with the settings to paste.
 */
import { GATEWAY_KIND_LABELS, LORAWAN_KINDS, type LorawanKind } from '@shared/lorawan/kinds';
import { Banner } from '../../../../components/banner';
import { Button } from '../../../../components/button';
import { Modal } from '../../../../components/modal';
import { TextField } from '../../../../components/text-field';
import { useGatewayForm } from '../gateways/use-gateway-form';

/** What each network server is, in the grower's words, beside its name. */
const KIND_HINTS: Record<LorawanKind, string> = {
  tts: 'The Things Network or The Things Industries: a webhook sends each uplink.',
  chirpstack: 'ChirpStack v4: an HTTP integration sends each event.',
  'aws-iot': 'AWS IoT Core for LoRaWAN: a destination and rule send each uplink.',
};

export function ConnectNetworkDialog({
  open,
  onClose,
  onConnected,
}: {
  open: boolean;
  onClose: () => void;
  onConnected: (gatewayId: string, credential: string) => void;
}) {
  const { form, register, submit, gatewayId, canSubmit } = useGatewayForm('tts', onConnected);
  const { errors } = form.formState;
  const kind = form.watch('kind');

  return (
    <Modal
      open={open}
      title="Connect a LoRaWAN network"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} loading={register.isPending} disabled={!canSubmit}>
            Connect
          </Button>
        </>
      }
    >
      {register.isError ? <Banner tone="error">{register.error.message}</Banner> : null}
      <fieldset className="kind-choice">
        <legend>Network server</legend>
        {LORAWAN_KINDS.map((k) => (
          <label key={k} className={`kind-choice__option${kind === k ? ' kind-choice__option--chosen' : ''}`}>
            <input type="radio" value={k} {...form.register('kind')} />
            <span>
              <strong>{GATEWAY_KIND_LABELS[k]}</strong>
              <span className="muted">{KIND_HINTS[k]}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <TextField
        label="Connection id"
        {...form.register('gatewayId')}
        error={gatewayId ? errors.gatewayId?.message : undefined}
        hint="Your own short name for this connection, e.g. tts-home-farm."
      />
      <TextField
        label="Name (optional)"
        {...form.register('name')}
        error={errors.name?.message}
        placeholder="e.g. Home farm on The Things Stack"
      />
    </Modal>
  );
}
