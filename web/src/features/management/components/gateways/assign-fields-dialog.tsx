/** Choose the fields a gateway covers (the sensor wizard finds a field's gateways by this). */
import { Button } from '../../../../components/button';
import { Modal } from '../../../../components/modal';
import { useToast } from '../../../../components/toast';
import { useUpdateGateway, type Gateway } from '../../../../api/gateways';
import type { Field } from '../../api/types';
import { useT } from '../../../../lib/i18n/use-t';

export function AssignFieldsDialog({
  assigning,
  fields,
  onToggle,
  onClose,
}: {
  assigning: { gateway: Gateway; fieldIds: string[] } | null;
  fields: Field[];
  onToggle: (fieldId: string, on: boolean) => void;
  onClose: () => void;
}) {
  const t = useT();
  const update = useUpdateGateway();
  const toast = useToast();
  const save = () => {
    if (!assigning) return;
    update.mutate(
      { gatewayId: assigning.gateway.gateway_id, fieldIds: assigning.fieldIds },
      {
        onSuccess: () => {
          toast.notify({ message: t('management.gatewayFieldsSaved'), tone: 'success' });
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open={Boolean(assigning)}
      title={t('management.fieldsCoveredBy', { name: assigning?.gateway.name ?? '' })}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('management.cancel')}
          </Button>
          <Button loading={update.isPending} onClick={save}>
            {t('management.save')}
          </Button>
        </>
      }
    >
      {fields.length === 0 ? <p className="muted">{t('management.noFieldsCreateOne')}</p> : null}
      {fields.map((f) => (
        <label key={f.field_id} style={{ display: 'flex', gap: 8, padding: '4px 0' }}>
          <input
            type="checkbox"
            checked={assigning?.fieldIds.includes(f.field_id) ?? false}
            onChange={(e) => onToggle(f.field_id, e.target.checked)}
          />
          {f.field_name} <span className="muted">({f.farm_name})</span>
        </label>
      ))}
    </Modal>
  );
}
