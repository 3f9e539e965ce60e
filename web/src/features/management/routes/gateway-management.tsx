/**
 * /app/Management/GatewayManagement — My Gateways: register a gateway by id, or connect a LoRaWAN
 * network (its page holds the settings to paste), see when it was last heard from, assign it to
 * fields, rotate its ingest credential (shown once), delete it.
 */
import { useReducer } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { GATEWAY_KIND_LABELS, isLorawanKind } from '@shared/lorawan/kinds';
import { Button, ButtonLink } from '../../../components/button';
import { RoleGate } from '../../../components/role-gate';
import { useCan } from '../../../lib/active-farm';
import { Card } from '../../../components/card';
import { DataTable, type Column } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, QueryState } from '../../../components/query-state';
import { useFields } from '../../../api/fields';
import { useGateways, useRotateCredential, type Gateway } from '../../../api/gateways';
import { AssignFieldsDialog } from '../components/gateways/assign-fields-dialog';
import { CredentialDialog } from '../components/gateways/credential-dialog';
import { DeleteGatewayDialog } from '../components/gateways/delete-gateway-dialog';
import { RegisterGatewayDialog } from '../components/gateways/register-gateway-dialog';
import { ConnectNetworkDialog } from '../components/lorawan/connect-network-dialog';
import { gatewayPageReducer, initialGatewayPageState } from '../components/gateways/state';
import '../components/management.css';
import type { MessageKey } from '@shared/i18n/catalogue';
import { useT } from '../../../lib/i18n/use-t';
import { useWords, type Words } from '../../../lib/words';

export const connectionPath = (gatewayId: string) =>
  `/app/Management/GatewayManagement/${encodeURIComponent(gatewayId)}`;

const STATUS_KEYS: Record<Gateway['status'], MessageKey> = {
  online: 'management.statusOnline',
  offline: 'management.statusOffline',
  'never-seen': 'management.statusNeverSeen',
  pairing: 'management.statusPairing',
};

/** A Fieldwise gateway in the person's words; the network servers keep their product names. */
const kindText = (kind: Gateway['kind'], t: Words['t']) =>
  kind === 'fieldwise' ? t('management.kindFieldwise') : GATEWAY_KIND_LABELS[kind];

function gatewayColumns({ t, f }: Words, fieldName: (id: string) => string): Column<Gateway>[] {
  return [
    {
      header: t('management.gateway'),
      cell: (g) => (
        <span>
          {isLorawanKind(g.kind) ? (
            <Link to={connectionPath(g.gateway_id)}>
              <strong>{g.name}</strong>
            </Link>
          ) : (
            <strong>{g.name}</strong>
          )}
          {g.name !== g.gateway_id ? <span className="muted gateway-id">{g.gateway_id}</span> : null}
        </span>
      ),
    },
    { header: t('management.gatewayKind'), cell: (g) => kindText(g.kind, t) },
    {
      header: t('management.gatewayStatus'),
      cell: (g) => <span className={`badge badge--${g.status}`}>{t(STATUS_KEYS[g.status])}</span>,
    },
    { header: t('management.gatewayLastSeen'), cell: (g) => (g.last_seen ? f.dateTime(g.last_seen) : '—') },
    {
      header: t('management.gatewayFields'),
      cell: (g) =>
        g.field_ids.length ? (
          g.field_ids.map(fieldName).join(', ')
        ) : (
          <span className="muted">{t('management.none')}</span>
        ),
    },
  ];
}

/** Gateways are setup: a viewer of a shared farm is told so rather than refused by the server. */
export function GatewayManagementRoute() {
  const t = useT();
  return (
    <RoleGate action="setup.read" title={t('management.gatewaysTitle')}>
      <GatewayManagementPage />
    </RoleGate>
  );
}

function GatewayManagementPage() {
  const words = useWords();
  const { t } = words;
  const canWrite = useCan('sensors.write');
  const gateways = useGateways();
  const fields = useFields();
  const rotate = useRotateCredential();
  const [state, dispatch] = useReducer(gatewayPageReducer, initialGatewayPageState);
  const navigate = useNavigate();
  const fieldName = (id: string) => fields.data?.find((f) => f.field_id === id)?.field_name ?? id;

  return (
    <>
      <PageHeader
        title={t('management.gatewaysTitle')}
        description={t('management.gatewaysDescription')}
        actions={
          canWrite ? (
            <>
              <Button variant="secondary" onClick={() => dispatch({ type: 'openConnect' })}>
                {t('management.connectNetwork')}
              </Button>
              <Button onClick={() => dispatch({ type: 'openRegister' })}>{t('management.registerGateway')}</Button>
            </>
          ) : null
        }
      />
      <Card>
        <QueryState
          queries={[gateways]}
          loadingLabel={t('management.gatewaysLoading')}
          empty={{
            when: gateways.data?.length === 0,
            content: <EmptyState title={t('management.noGateways')}>{t('management.noGatewaysHint')}</EmptyState>,
          }}
        >
          {() => (
            <DataTable
              label={t('management.gatewaysTable')}
              columns={gatewayColumns(words, fieldName)}
              rows={gateways.data ?? []}
              rowKey={(g) => g.gateway_id}
              actions={(g) => (
                <>
                  {isLorawanKind(g.kind) ? (
                    <ButtonLink
                      variant="secondary"
                      size="sm"
                      to={connectionPath(g.gateway_id)}
                      aria-label={t('management.settingsOf', { name: g.name })}
                    >
                      {t('management.settings')}
                    </ButtonLink>
                  ) : null}
                  {canWrite ? (
                    <Button variant="secondary" size="sm" onClick={() => dispatch({ type: 'openAssign', gateway: g })}>
                      {t('management.gatewayFields')}
                    </Button>
                  ) : null}
                  {/* AWS IoT Core for LoRaWAN sends no credential: its topic names the connection. */}
                  {g.kind === 'aws-iot' || !canWrite ? null : (
                    <Button
                      variant="secondary"
                      size="sm"
                      loading={rotate.isPending && rotate.variables === g.gateway_id}
                      onClick={() =>
                        rotate.mutate(g.gateway_id, {
                          onSuccess: (r) =>
                            dispatch({ type: 'credentialIssued', gatewayId: g.gateway_id, credential: r.credential }),
                        })
                      }
                    >
                      {t('management.newCredential')}
                    </Button>
                  )}
                  {canWrite ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => dispatch({ type: 'askDelete', gateway: g })}
                      aria-label={t('management.deleteNamed', { name: g.name })}
                    >
                      {t('management.delete')}
                    </Button>
                  ) : null}
                </>
              )}
            />
          )}
        </QueryState>
      </Card>

      <RegisterGatewayDialog
        open={state.registering}
        onClose={() => dispatch({ type: 'closeRegister' })}
        onRegistered={(gatewayId, credential) => dispatch({ type: 'registered', gatewayId, credential })}
      />
      <ConnectNetworkDialog
        open={state.connecting}
        onClose={() => dispatch({ type: 'closeConnect' })}
        onConnected={(gatewayId, credential) => {
          dispatch({ type: 'closeConnect' });
          void navigate(connectionPath(gatewayId), { state: { credential } });
        }}
      />
      <AssignFieldsDialog
        assigning={state.assigning}
        fields={fields.data ?? []}
        onToggle={(fieldId, on) => dispatch({ type: 'toggleField', fieldId, on })}
        onClose={() => dispatch({ type: 'closeAssign' })}
      />
      {state.shown ? (
        <CredentialDialog
          gatewayId={state.shown.gatewayId}
          credential={state.shown.credential}
          onClose={() => dispatch({ type: 'credentialStored' })}
        />
      ) : null}
      <DeleteGatewayDialog gateway={state.deleting} onClose={() => dispatch({ type: 'closeDelete' })} />
    </>
  );
}
