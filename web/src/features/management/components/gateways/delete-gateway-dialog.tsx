/** Delete a gateway: its credential stops working shortly; its sensors keep their registrations. */
import { GATEWAY_CREDENTIAL_GRACE_SECONDS } from '@shared/constants';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { useToast } from '../../../../components/toast';
import { useDeleteGateway, type Gateway } from '../../../../api/gateways';

export function DeleteGatewayDialog({ gateway, onClose }: { gateway: Gateway | null; onClose: () => void }) {
  const remove = useDeleteGateway();
  const toast = useToast();
  const confirm = () => {
    if (!gateway) return;
    remove.mutate(gateway.gateway_id, {
      onSuccess: () => toast.notify({ message: `Gateway ${gateway.name} was deleted.`, tone: 'success' }),
      onError: (e) =>
        toast.notify({ message: `Gateway ${gateway.name} could not be deleted: ${e.message}`, tone: 'error' }),
      onSettled: onClose,
    });
  };
  return (
    <ConfirmDialog
      open={Boolean(gateway)}
      title={`Delete gateway ${gateway?.name ?? ''}?`}
      busy={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    >
      <p>
        Its credential stops working within {GATEWAY_CREDENTIAL_GRACE_SECONDS} seconds. Sensors registered through it
        keep their registrations and readings.
      </p>
    </ConfirmDialog>
  );
}
