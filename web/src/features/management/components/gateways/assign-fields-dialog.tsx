/** Choose the fields a gateway covers (the sensor wizard finds a field's gateways by this). */
import { Button } from '../../../../components/button';
import { Modal } from '../../../../components/modal';
import { useToast } from '../../../../components/toast';
import { useUpdateGateway, type Gateway } from '../../../../api/gateways';
import type { Field } from '../../api/types';

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
  const update = useUpdateGateway();
  const toast = useToast();
  const save = () => {
    if (!assigning) return;
    update.mutate(
      { gatewayId: assigning.gateway.gateway_id, fieldIds: assigning.fieldIds },
      {
        onSuccess: () => {
          toast.notify({ message: 'Gateway fields saved.', tone: 'success' });
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open={Boolean(assigning)}
      title={`Fields covered by ${assigning?.gateway.name ?? ''}`}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={update.isPending} onClick={save}>
            Save
          </Button>
        </>
      }
    >
      {fields.length === 0 ? <p className="muted">No fields yet: create one in My Farms and Fields.</p> : null}
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
