/** Delete a gateway: its credential stops working shortly; its sensors keep their registrations. */
import { GATEWAY_CREDENTIAL_GRACE_SECONDS } from '@shared/constants';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { useToast } from '../../../../components/toast';
import { useDeleteGateway, type Gateway } from '../../../../api/gateways';
import { useT } from '../../../../lib/i18n/use-t';

export function DeleteGatewayDialog({ gateway, onClose }: { gateway: Gateway | null; onClose: () => void }) {
  const t = useT();
  const remove = useDeleteGateway();
  const toast = useToast();
  const confirm = () => {
    if (!gateway) return;
    remove.mutate(gateway.gateway_id, {
      onSuccess: () =>
        toast.notify({ message: t('management.gatewayDeleted', { name: gateway.name }), tone: 'success' }),
      onError: (e) =>
        toast.notify({
          message: t('management.gatewayDeleteFailed', { name: gateway.name, reason: e.message }),
          tone: 'error',
        }),
      onSettled: onClose,
    });
  };
  return (
    <ConfirmDialog
      open={Boolean(gateway)}
      title={t('management.deleteGatewayTitle', { name: gateway?.name ?? '' })}
      busy={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    >
      <p>{t('management.deleteGatewayBody', { seconds: GATEWAY_CREDENTIAL_GRACE_SECONDS })}</p>
    </ConfirmDialog>
  );
}
