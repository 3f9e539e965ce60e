/** The LoRaWAN devices the grower's connections heard that no sensor holds yet, with their guessed type. */
import { Banner } from '../../../../components/banner';
import type { ConnectionDevice } from '../../../../api/lorawan-devices';
import { deviceTypeText } from '../lorawan/connection-devices';
import { LastUplink } from '../lorawan/device-health';

export function HeardDevices({
  devices,
  connectionName,
}: {
  devices: ConnectionDevice[];
  connectionName: (id: string) => string;
}) {
  return (
    <>
      <Banner tone="info">
        LoRaWAN devices need no pairing mode: switch the device on (or wait for its next uplink). Every device your
        network server sends here is listed, then Next lets you compose the sensor from them.
      </Banner>
      {devices.length === 0 ? (
        <p className="muted" aria-live="polite">
          No unpaired LoRaWAN device heard yet.
        </p>
      ) : (
        <div className="heard-sensors" aria-live="polite">
          <span>Heard by your LoRaWAN connections:</span>
          <ul>
            {devices.map((d) => (
              <li key={`${d.gateway_id}/${d.dev_eui}`}>
                <code>{d.dev_eui}</code>{' '}
                <span className="muted">
                  {deviceTypeText(d) ?? 'type not recognised'} · via {connectionName(d.gateway_id)} ·{' '}
                  <LastUplink at={d.last_uplink_at} />
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
