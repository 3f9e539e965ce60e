/**
 * What to paste into the network server for one connection, per kind (shared/lorawan/settings.ts),
 * each value with a Copy button, where it goes and what to leave alone; for The Things Stack also
 * its webhook template to download. The credential appears in the header only while this page
 * holds one just issued (it is never readable again).
 */
import { GATEWAY_KIND_LABELS, type LorawanKind } from '@shared/lorawan/kinds';
import { connectionSettings } from '@shared/lorawan/settings';
import { TTS_TEMPLATE_FILE_NAME, ttsWebhookTemplate } from '@shared/lorawan/tts-template';
import { Button } from '../../../../components/button';
import { Card } from '../../../../components/card';
import { downloadText } from '../../../../components/charts/chart-frame';
import { CopyValue } from './copy-value';
import { useT } from '../../../../lib/i18n/use-t';

export function SettingsCard({
  kind,
  gatewayId,
  stage,
  apiOrigin,
  appOrigin,
  credential,
}: {
  kind: LorawanKind;
  gatewayId: string;
  /** The deployment's stage: with the gateway id it names an AWS IoT connection's destination and topic. */
  stage: string;
  /** Where the network server reaches the API. */
  apiOrigin: string;
  /** The web app's own origin (the template's links). */
  appOrigin: string;
  credential: string | null;
}) {
  const input = { apiOrigin, stage, gatewayId, ...(credential ? { credential } : {}) };
  const settings = connectionSettings(kind, input);
  const t = useT();
  return (
    <Card title={t('management.settingsFor', { kind: GATEWAY_KIND_LABELS[kind] })}>
      {settings ? (
        <>
          <p>
            <strong>{t('management.settingsWhere')}</strong> {settings.where}
          </p>
          <dl className="settings-list" data-testid="connection-settings">
            {settings.rows.map((r) => (
              <div key={r.label} style={{ display: 'contents' }}>
                <dt>{r.label}</dt>
                <dd>
                  <CopyValue label={r.label} value={r.value} />
                  {r.hint ? <span className="muted settings-list__hint">{r.hint}</span> : null}
                </dd>
              </div>
            ))}
          </dl>
          {settings.leave.length ? (
            <>
              <p>
                <strong>{t('management.settingsLeave')}</strong>
              </p>
              <ul>
                {settings.leave.map((l) => (
                  <li key={l}>{l}</li>
                ))}
              </ul>
            </>
          ) : null}
          {credential ? null : <p className="muted">{t('management.settingsCredential')}</p>}
        </>
      ) : (
        <p data-testid="connection-settings">{t('management.settingsAws')}</p>
      )}
      {kind === 'tts' ? (
        <p>
          <Button
            variant="secondary"
            onClick={() =>
              downloadText(
                TTS_TEMPLATE_FILE_NAME,
                ttsWebhookTemplate({ apiOrigin, appOrigin }),
                'application/yaml;charset=utf-8',
              )
            }
          >
            {t('management.downloadTemplate')}
          </Button>{' '}
          <span className="muted">{t('management.downloadTemplateHint')}</span>
        </p>
      ) : null}
    </Card>
  );
}
