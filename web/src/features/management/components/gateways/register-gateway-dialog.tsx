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

  return (
    <Modal
      open={open}
      title="Register gateway"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} loading={register.isPending} disabled={!canSubmit}>
            Register
          </Button>
        </>
      }
    >
      {register.isError ? <Banner tone="error">{register.error.message}</Banner> : null}
      <TextField
        label="Gateway id"
        {...form.register('gatewayId')}
        error={gatewayId ? errors.gatewayId?.message : undefined}
        hint="Printed on the gateway's label."
        autoFocus
      />
      <TextField
        label="Name (optional)"
        {...form.register('name')}
        error={errors.name?.message}
        placeholder="e.g. Pump shed"
      />
    </Modal>
  );
}
