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
  return (
    <div className="connection-page">
      {kind === 'aws-iot' ? null : (
        <Card title="Credential">
          {credential ? (
            <>
              <Banner tone="warning">
                This credential is shown only once. Paste it into {GATEWAY_KIND_LABELS[kind]} now; if it is lost, issue
                a new one.
              </Banner>
              <p className="credential" data-testid="gateway-credential">
                <CopyValue label="credential" value={credential} />
              </p>
            </>
          ) : (
            <p className="muted">The network server sends it in the Authorization header of every uplink.</p>
          )}
          {canWrite ? (
            <Button
              variant="secondary"
              loading={rotate.isPending}
              onClick={() => rotate.mutate(gatewayId, { onSuccess: (r) => setCredential(r.credential) })}
            >
              New credential
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
      <Card title="Devices">
        <QueryState queries={[devices]} loadingLabel="Loading devices…">
          {() => <ConnectionDevices devices={devices.data ?? []} />}
        </QueryState>
      </Card>
      {devices.data ? <ParkedPayloads devices={devices.data} /> : null}
    </div>
  );
}

/** A connection is setup: a viewer of a shared farm is told so rather than refused by the server. */
export function LorawanConnectionRoute() {
  return (
    <RoleGate action="setup.read" title="LoRaWAN connection">
      <LorawanConnectionPage />
    </RoleGate>
  );
}

function LorawanConnectionPage() {
  const { gatewayId = '' } = useParams();
  const gateways = useGateways();
  const gateway = gateways.data?.find((g) => g.gateway_id === gatewayId);
  return (
    <>
      <PageHeader
        title={gateway ? gateway.name : 'LoRaWAN connection'}
        description={
          gateway && isLorawanKind(gateway.kind) ? (
            <>
              {GATEWAY_KIND_LABELS[gateway.kind]} pushes your devices' uplinks here. Paste these settings in once:{' '}
              <Link to={connectDocPath(gateway.kind)}>step-by-step guide</Link>.
            </>
          ) : undefined
        }
      />
      <QueryState
        queries={[gateways]}
        loadingLabel="Loading the connection…"
        empty={{
          when: !gateway || !isLorawanKind(gateway.kind),
          content: (
            <Card>
              <EmptyState title="No such LoRaWAN connection">
                It may have been deleted. <Link to="/app/Management/GatewayManagement">Back to My Gateways</Link>
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
