/**
 * /app/Management/GatewayManagement/:gatewayId — a LoRaWAN connection's page: its credential
 * (only just after it was issued, and only until the page is left), the settings to paste into
 * the network server, the devices it heard with their health, and the uplinks kept aside.
 */
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { GATEWAY_KIND_LABELS, isLorawanKind, type LorawanKind } from '@shared/lorawan/kinds';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { RoleGate } from '../../../components/role-gate';
import { useCan } from '../../../lib/active-farm';
import { Card } from '../../../components/card';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, QueryState } from '../../../components/query-state';
import { useGateways, useRotateCredential } from '../../../api/gateways';
import { useLorawanDevices } from '../../../api/lorawan-devices';
import { runtimeConfig } from '../../../lib/runtime-config';
import { ConnectionDevices, ParkedPayloads } from '../components/lorawan/connection-devices';
import { CopyValue } from '../components/lorawan/copy-value';
import { SettingsCard } from '../components/lorawan/settings-card';
import { connectDocPath } from '../../../config/connect-docs';
import '../components/management.css';
import { useT } from '../../../lib/i18n/use-t';

/** Where the network server reaches the API: the configured base, or this site when it is ''. */
const apiOrigin = () => runtimeConfig().apiBaseUrl || window.location.origin;

/** The credential handed over by the page that got it; dropped from history at once (shown once). */
function useHandedCredential(): [string | null, (c: string) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const handed = (location.state as { credential?: unknown } | null)?.credential;
  const [credential, setCredential] = useState<string | null>(typeof handed === 'string' ? handed : null);
  useEffect(() => {
    if (handed !== undefined) void navigate(location.pathname, { replace: true, state: null });
  }, [handed, location.pathname, navigate]);
  return [credential, setCredential];
}

function ConnectionBody({ gatewayId, kind }: { gatewayId: string; kind: LorawanKind }) {
  const devices = useLorawanDevices(gatewayId, true);
  const rotate = useRotateCredential();
  const canWrite = useCan('sensors.write');
  const [credential, setCredential] = useHandedCredential();
  const t = useT();
  return (
    <div className="connection-page">
      {kind === 'aws-iot' ? null : (
        <Card title={t('management.credential')}>
          {credential ? (
            <>
              <Banner tone="warning">{t('management.credentialPasteOnce', { kind: GATEWAY_KIND_LABELS[kind] })}</Banner>
              <p className="credential" data-testid="gateway-credential">
                <CopyValue label={t('management.credential')} value={credential} />
              </p>
            </>
          ) : (
            <p className="muted">{t('management.credentialHeader')}</p>
          )}
          {canWrite ? (
            <Button
              variant="secondary"
              loading={rotate.isPending}
              onClick={() => rotate.mutate(gatewayId, { onSuccess: (r) => setCredential(r.credential) })}
            >
              {t('management.newCredential')}
            </Button>
          ) : null}
        </Card>
      )}
      <SettingsCard
        kind={kind}
        gatewayId={gatewayId}
        stage={runtimeConfig().stage}
        apiOrigin={apiOrigin()}
        appOrigin={window.location.origin}
        credential={credential}
      />
      <Card title={t('management.sensorDevices')}>
        <QueryState queries={[devices]} loadingLabel={t('management.devicesLoading')}>
          {() => <ConnectionDevices devices={devices.data ?? []} />}
        </QueryState>
      </Card>
      {devices.data ? <ParkedPayloads devices={devices.data} /> : null}
    </div>
  );
}

/** A connection is setup: a viewer of a shared farm is told so rather than refused by the server. */
export function LorawanConnectionRoute() {
  const t = useT();
  return (
    <RoleGate action="setup.read" title={t('management.lorawanConnection')}>
      <LorawanConnectionPage />
    </RoleGate>
  );
}

function LorawanConnectionPage() {
  const { gatewayId = '' } = useParams();
  const gateways = useGateways();
  const gateway = gateways.data?.find((g) => g.gateway_id === gatewayId);
  const t = useT();
  const { rich } = t;
  const guidePath = gateway && isLorawanKind(gateway.kind) ? connectDocPath(gateway.kind) : '';
  return (
    <>
      <PageHeader
        title={gateway ? gateway.name : t('management.lorawanConnection')}
        description={
          gateway && isLorawanKind(gateway.kind) ? (
            <>
              {rich('management.connectionPushes', {
                kind: GATEWAY_KIND_LABELS[gateway.kind],
                guide: (chunks) => <Link to={guidePath}>{chunks}</Link>,
              })}
            </>
          ) : undefined
        }
      />
      <QueryState
        queries={[gateways]}
        loadingLabel={t('management.connectionLoading')}
        empty={{
          when: !gateway || !isLorawanKind(gateway.kind),
          content: (
            <Card>
              <EmptyState title={t('management.noSuchConnection')}>
                {t('management.maybeDeleted')}{' '}
                <Link to="/app/Management/GatewayManagement">{t('management.backToGateways')}</Link>
              </EmptyState>
            </Card>
          ),
        }}
      >
        {() =>
          gateway && isLorawanKind(gateway.kind) ? <ConnectionBody gatewayId={gatewayId} kind={gateway.kind} /> : null
        }
      </QueryState>
    </>
  );
}
