/** The LoRaWAN devices the grower's connections heard that no sensor holds yet, with their guessed type. */
import { Banner } from '../../../../components/banner';
import type { ConnectionDevice } from '../../../../api/lorawan-devices';
import { deviceTypeText } from '../lorawan/connection-devices';
import { LastUplink } from '../lorawan/device-health';
import { useT } from '../../../../lib/i18n/use-t';

export function HeardDevices({
  devices,
  connectionName,
}: {
  devices: ConnectionDevice[];
  connectionName: (id: string) => string;
}) {
  const t = useT();
  return (
    <>
      <Banner tone="info">{t('management.lorawanNoPairing')}</Banner>
      {devices.length === 0 ? (
        <p className="muted" aria-live="polite">
          {t('management.lorawanNoneHeard')}
        </p>
      ) : (
        <div className="heard-sensors" aria-live="polite">
          <span>{t('management.heardByConnections')}</span>
          <ul>
            {devices.map((d) => (
              <li key={`${d.gateway_id}/${d.dev_eui}`}>
                <code>{d.dev_eui}</code>{' '}
                <span className="muted">
                  {deviceTypeText(d) ?? t('management.typeNotRecognised')} ·{' '}
                  {t('management.via', { name: connectionName(d.gateway_id) })} · <LastUplink at={d.last_uplink_at} />
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
