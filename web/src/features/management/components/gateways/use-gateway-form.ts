/**
 * The form behind both ways of adding a gateway (a Fieldwise gateway, or a LoRaWAN network
 * server's connection): the shared gateway id rule checked as it is typed, what was typed kept
 * until a registration succeeds, and the answer's credential handed on once.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { GatewayKind } from '@shared/lorawan/kinds';
import { registerGatewaySchema } from '@shared/management/schemas';
import { useRegisterGateway } from '../../../../api/gateways';

type GatewayFormValues = z.input<typeof registerGatewaySchema>;
type GatewayFormOutput = z.output<typeof registerGatewaySchema>;

export function useGatewayForm(kind: GatewayKind, onDone: (gatewayId: string, credential: string) => void) {
  const register = useRegisterGateway();
  const form = useForm<GatewayFormValues, unknown, GatewayFormOutput>({
    resolver: zodResolver(registerGatewaySchema),
    defaultValues: { gatewayId: '', name: '', kind },
    mode: 'onChange',
  });
  const submit = form.handleSubmit((values) =>
    register.mutate(
      { gatewayId: values.gatewayId, name: values.name || undefined, kind: values.kind },
      {
        onSuccess: (r) => {
          form.reset();
          onDone(r.data.gateway_id, r.credential);
        },
      },
    ),
  );
  const gatewayId = form.watch('gatewayId');
  const canSubmit = Boolean(gatewayId) && !form.formState.errors.gatewayId;
  return { form, register, submit, gatewayId, canSubmit };
}
