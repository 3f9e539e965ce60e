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
import type { MessageKey } from '@shared/i18n/catalogue';
import { useT } from '../../../../lib/i18n/use-t';

/** What each network server is, in the grower's words, beside its name. */
const KIND_HINTS: Record<LorawanKind, MessageKey> = {
  tts: 'management.kindHintTts',
  chirpstack: 'management.kindHintChirpstack',
  'aws-iot': 'management.kindHintAwsIot',
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
  const t = useT();
  const kind = form.watch('kind');

  return (
    <Modal
      open={open}
      title={t('management.connectNetwork')}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('management.cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={register.isPending} disabled={!canSubmit}>
            {t('management.connect')}
          </Button>
        </>
      }
    >
      {register.isError ? <Banner tone="error">{register.error.message}</Banner> : null}
      <fieldset className="kind-choice">
        <legend>{t('management.networkServer')}</legend>
        {LORAWAN_KINDS.map((k) => (
          <label key={k} className={`kind-choice__option${kind === k ? ' kind-choice__option--chosen' : ''}`}>
            <input type="radio" value={k} {...form.register('kind')} />
            <span>
              <strong>{GATEWAY_KIND_LABELS[k]}</strong>
              <span className="muted">{t(KIND_HINTS[k])}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <TextField
        label={t('management.connectionId')}
        {...form.register('gatewayId')}
        error={gatewayId && errors.gatewayId ? t('management.gatewayIdError') : undefined}
        hint={t('management.connectionIdHint')}
      />
      <TextField
        label={t('management.nameOptional')}
        {...form.register('name')}
        error={errors.name?.message}
        placeholder={t('management.connectionNamePlaceholder')}
      />
    </Modal>
  );
}
