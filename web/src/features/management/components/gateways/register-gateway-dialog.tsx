/**
 * Register a gateway by the id on its label, with an optional name. The id is checked as it is
 * typed (shared gateway id rule); what was typed survives closing the dialog until a registration
 * succeeds.
 */
import { Banner } from '../../../../components/banner';
import { Button } from '../../../../components/button';
import { Modal } from '../../../../components/modal';
import { TextField } from '../../../../components/text-field';
import { useGatewayForm } from './use-gateway-form';
import { useT } from '../../../../lib/i18n/use-t';

export function RegisterGatewayDialog({
  open,
  onClose,
  onRegistered,
}: {
  open: boolean;
  onClose: () => void;
  onRegistered: (gatewayId: string, credential: string) => void;
}) {
  const { form, register, submit, gatewayId, canSubmit } = useGatewayForm('fieldwise', onRegistered);
  const { errors } = form.formState;
  const t = useT();

  return (
    <Modal
      open={open}
      title={t('management.registerGateway')}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('management.cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={register.isPending} disabled={!canSubmit}>
            {t('management.register')}
          </Button>
        </>
      }
    >
      {register.isError ? <Banner tone="error">{register.error.message}</Banner> : null}
      <TextField
        label={t('management.gatewayId')}
        {...form.register('gatewayId')}
        error={gatewayId && errors.gatewayId ? t('management.gatewayIdError') : undefined}
        hint={t('management.gatewayIdHint')}
        autoFocus
      />
      <TextField
        label={t('management.nameOptional')}
        {...form.register('name')}
        error={errors.name?.message}
        placeholder={t('management.gatewayNamePlaceholder')}
      />
    </Modal>
  );
}
