/**
 * What to paste into the network server for one connection, per kind, each with a Copy button;
 * for The Things Stack also its webhook template to download. The credential appears in the
 * header only while this page holds one just issued (it is never readable again).
 */
import { GATEWAY_KIND_LABELS, type LorawanKind } from '@shared/lorawan/kinds';
import { Button } from '../../../../components/button';
import { Card } from '../../../../components/card';
import { downloadText } from '../../../../components/charts/chart-frame';
import { CopyValue } from './copy-value';
import { connectionSettings, ttsWebhookTemplate } from './settings-interim';

/** The template's file name: The Things Stack's console takes it as the webhook template. */
export const templateFileName = (gatewayId: string) => `fieldwise-${gatewayId}.yml`;

export function SettingsCard({
  kind,
  gatewayId,
  apiBaseUrl,
  credential,
}: {
  kind: LorawanKind;
  gatewayId: string;
  apiBaseUrl: string;
  credential: string | null;
}) {
  const rows = connectionSettings(kind, { apiBaseUrl, gatewayId, ...(credential ? { credential } : {}) });
  return (
    <Card title={`Settings for ${GATEWAY_KIND_LABELS[kind]}`}>
      <dl className="settings-list" data-testid="connection-settings">
        {rows.map((r) => (
          <div key={r.label} style={{ display: 'contents' }}>
            <dt>{r.label}</dt>
            <dd>
              <CopyValue label={r.label} value={r.value} />
            </dd>
          </div>
        ))}
      </dl>
      {credential ? null : (
        <p className="muted">
          Replace &lt;your credential&gt; with the credential shown when you connected. Lost it? Issue a new one: the
          old one stops working.
        </p>
      )}
      {kind === 'tts' ? (
        <p>
          <Button
            variant="secondary"
            onClick={() =>
              downloadText(
                templateFileName(gatewayId),
                ttsWebhookTemplate({ apiBaseUrl, gatewayId }),
                'application/yaml;charset=utf-8',
              )
            }
          >
            Download webhook template
          </Button>{' '}
          <span className="muted">
            The Things Stack fills in the URL, header and format from it; you paste only the credential.
          </span>
        </p>
      ) : null}
    </Card>
  );
}
