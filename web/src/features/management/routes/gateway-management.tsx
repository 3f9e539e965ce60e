/**
 * /app/Management/GatewayManagement — My Gateways: register a gateway by id, see when it was last
 * heard from, assign it to fields, rotate its ingest credential (shown once), delete it.
 */
import { useState } from 'react';
import { registerGatewaySchema } from '../../../../../shared/management/schemas';
import { GATEWAY_CREDENTIAL_GRACE_SECONDS } from '../../../../../shared/constants';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Modal } from '../../../components/modal';
import { PageHeader } from '../../../components/page-header';
import { PageSpinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { useToast } from '../../../components/toast';
import { useFields } from '../api/fields';
import { useDeleteGateway, useGateways, useRegisterGateway, useRotateCredential, useUpdateGateway } from '../api/gateways';
import type { Gateway } from '../api/types';
import { useUserName } from '../components/use-user-name';
import '../components/management.css';

const statusText: Record<Gateway['status'], string> = { online: 'Online', offline: 'Offline', 'never-seen': 'Never seen', pairing: 'Pairing' };

function CredentialDialog({ gatewayId, credential, onClose }: { gatewayId: string; credential: string; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  return (
    <Modal open title={`Ingest credential for ${gatewayId}`} onClose={onClose} footer={<Button onClick={onClose}>I have stored it</Button>}>
      <Banner tone="warning">This credential is shown only once. Store it in the gateway's configuration now; if it is lost, issue a new one.</Banner>
      <p className="credential" data-testid="gateway-credential">
        <span style={{ flex: 1 }}>{credential}</span>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => navigator.clipboard?.writeText(credential).then(() => setCopied(true), () => setCopied(false))}
        >
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </p>
    </Modal>
  );
}

export function GatewayManagementRoute() {
  const userName = useUserName();
  const gateways = useGateways();
  const fields = useFields(userName);
  const register = useRegisterGateway();
  const update = useUpdateGateway();
  const remove = useDeleteGateway();
  const rotate = useRotateCredential();
  const toast = useToast();
  const [adding, setAdding] = useState(false);
  const [gatewayId, setGatewayId] = useState('');
  const [name, setName] = useState('');
  const [shown, setShown] = useState<{ gatewayId: string; credential: string } | null>(null);
  const [deleting, setDeleting] = useState<Gateway | null>(null);
  const [assigning, setAssigning] = useState<{ gateway: Gateway; fieldIds: string[] } | null>(null);
  const idError = gatewayId ? registerGatewaySchema.shape.gatewayId.safeParse(gatewayId).error?.issues[0]?.message : undefined;
  const fieldName = (id: string) => fields.data?.find((f) => f.field_id === id)?.field_name ?? id;

  const submitRegister = () =>
    register.mutate(
      { gatewayId: gatewayId.trim(), name: name.trim() || undefined },
      {
        onSuccess: (r) => {
          setAdding(false);
          setGatewayId('');
          setName('');
          setShown({ gatewayId: r.data.gateway_id, credential: r.credential });
        },
      },
    );

  return (
    <>
      <PageHeader
        title="My Gateways"
        description="Gateways relay your sensors' readings. Register each one, assign it to the fields it covers, and give it its ingest credential."
        actions={<Button onClick={() => setAdding(true)}>Register gateway</Button>}
      />
      <Card>
        {gateways.isPending ? (
          <PageSpinner label="Loading gateways…" />
        ) : gateways.isError ? (
          <Banner tone="error">Something went wrong, please come back later</Banner>
        ) : gateways.data.length === 0 ? (
          <div className="empty-state">
            <strong>No gateways yet</strong>
            Register your first gateway with the id printed on its label.
          </div>
        ) : (
          <table className="data-table">
            <thead>
              <tr>
                <th>Gateway</th>
                <th>Status</th>
                <th>Last seen</th>
                <th>Fields</th>
                <th>
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {gateways.data.map((g) => (
                <tr key={g.gateway_id}>
                  <td>
                    <strong>{g.name}</strong>
                    {g.name !== g.gateway_id ? <div className="muted">{g.gateway_id}</div> : null}
                  </td>
                  <td>
                    <span className={`badge badge--${g.status}`}>{statusText[g.status]}</span>
                  </td>
                  <td>{g.last_seen ? new Date(g.last_seen).toLocaleString() : '—'}</td>
                  <td>{g.field_ids.length ? g.field_ids.map(fieldName).join(', ') : <span className="muted">None</span>}</td>
                  <td className="data-table__actions">
                    <div>
                    <Button variant="secondary" size="sm" onClick={() => setAssigning({ gateway: g, fieldIds: g.field_ids })}>
                      Fields
                    </Button>
                    <Button
                      variant="secondary"
                      size="sm"
                      loading={rotate.isPending && rotate.variables === g.gateway_id}
                      onClick={() => rotate.mutate(g.gateway_id, { onSuccess: (r) => setShown({ gatewayId: g.gateway_id, credential: r.credential }) })}
                    >
                      New credential
                    </Button>
                    <Button variant="ghost" size="sm" onClick={() => setDeleting(g)} aria-label={`Delete ${g.name}`}>
                      Delete
                    </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Card>

      <Modal
        open={adding}
        title="Register gateway"
        onClose={() => setAdding(false)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setAdding(false)}>
              Cancel
            </Button>
            <Button onClick={submitRegister} loading={register.isPending} disabled={!gatewayId || Boolean(idError)}>
              Register
            </Button>
          </>
        }
      >
        {register.isError ? <Banner tone="error">{register.error.message}</Banner> : null}
        <TextField label="Gateway id" value={gatewayId} onChange={(e) => setGatewayId(e.target.value)} error={idError} hint="Printed on the gateway's label." autoFocus />
        <TextField label="Name (optional)" value={name} onChange={(e) => setName(e.target.value)} placeholder="e.g. Pump shed" />
      </Modal>

      <Modal
        open={Boolean(assigning)}
        title={`Fields covered by ${assigning?.gateway.name ?? ''}`}
        onClose={() => setAssigning(null)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setAssigning(null)}>
              Cancel
            </Button>
            <Button
              loading={update.isPending}
              onClick={() =>
                update.mutate(
                  { gatewayId: assigning!.gateway.gateway_id, fieldIds: assigning!.fieldIds },
                  { onSuccess: () => (toast.notify({ message: 'Gateway fields saved.', tone: 'success' }), setAssigning(null)) },
                )
              }
            >
              Save
            </Button>
          </>
        }
      >
        {(fields.data ?? []).length === 0 ? <p className="muted">No fields yet: create one in My Farms and Fields.</p> : null}
        {(fields.data ?? []).map((f) => (
          <label key={f.field_id} style={{ display: 'flex', gap: 8, padding: '4px 0' }}>
            <input
              type="checkbox"
              checked={assigning?.fieldIds.includes(f.field_id) ?? false}
              onChange={(e) =>
                setAssigning((a) => a && { ...a, fieldIds: e.target.checked ? [...a.fieldIds, f.field_id] : a.fieldIds.filter((id) => id !== f.field_id) })
              }
            />
            {f.field_name} <span className="muted">({f.farm_name})</span>
          </label>
        ))}
      </Modal>

      {shown ? <CredentialDialog gatewayId={shown.gatewayId} credential={shown.credential} onClose={() => setShown(null)} /> : null}
      <ConfirmDialog
        open={Boolean(deleting)}
        title={`Delete gateway ${deleting?.name ?? ''}?`}
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(deleting!.gateway_id, {
            onSuccess: () => toast.notify({ message: `Gateway ${deleting!.name} was deleted.`, tone: 'success' }),
            onError: (e) => toast.notify({ message: `Gateway ${deleting!.name} could not be deleted: ${e.message}`, tone: 'error' }),
            onSettled: () => setDeleting(null),
          })
        }
        onCancel={() => setDeleting(null)}
      >
        <p>Its credential stops working within {GATEWAY_CREDENTIAL_GRACE_SECONDS} seconds. Sensors registered through it keep their registrations and readings.</p>
      </ConfirmDialog>
    </>
  );
}
