/**
 * Register a gateway by the id on its label, with an optional name. The id is checked as it is
 * typed (shared gateway id rule); what was typed survives closing the dialog until a registration
 * succeeds.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { registerGatewaySchema } from '@shared/management/schemas';
import { Banner } from '../../../../components/banner';
import { Button } from '../../../../components/button';
import { Modal } from '../../../../components/modal';
import { TextField } from '../../../../components/text-field';
import { useRegisterGateway } from '../../../../api/gateways';

type RegisterValues = z.input<typeof registerGatewaySchema>;
type RegisterOutput = z.output<typeof registerGatewaySchema>;

export function RegisterGatewayDialog({
  open,
  onClose,
  onRegistered,
}: {
  open: boolean;
  onClose: () => void;
  onRegistered: (gatewayId: string, credential: string) => void;
}) {
  const register = useRegisterGateway();
  const form = useForm<RegisterValues, unknown, RegisterOutput>({
    resolver: zodResolver(registerGatewaySchema),
    defaultValues: { gatewayId: '', name: '' },
    mode: 'onChange',
  });
  const { errors } = form.formState;
  const gatewayId = form.watch('gatewayId');
  const submit = form.handleSubmit((values) =>
    register.mutate(
      { gatewayId: values.gatewayId, name: values.name || undefined },
      {
        onSuccess: (r) => {
          form.reset();
          onRegistered(r.data.gateway_id, r.credential);
        },
      },
    ),
  );

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
          <Button
            onClick={() => void submit()}
            loading={register.isPending}
            disabled={!gatewayId || Boolean(errors.gatewayId)}
          >
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
