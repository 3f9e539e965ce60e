/**
 * Step 1, Pairing: the gateways listen and what they hear shows as it arrives; the LoRaWAN
 * connections list the devices whose uplinks reached them and no sensor holds yet.
 */
import type { GatewaySensorRow } from '@shared/management/views';
import { Banner } from '../../../../components/banner';
import type { ConnectionDevice } from '../../../../api/lorawan-devices';
import { HeardDevices } from './heard-devices';
import { HeardList } from './heard-list';
import { useT } from '../../../../lib/i18n/use-t';

export function PairingStep({
  heard,
  gatewayName,
  loading,
  pairing = true,
  devices,
}: {
  heard: GatewaySensorRow[];
  gatewayName: (id: string) => string;
  loading: boolean;
  /** Some Fieldwise gateways were put in pairing mode. */
  pairing?: boolean;
  /** The LoRaWAN connections' unpaired devices, when the grower has connections. */
  devices?: ConnectionDevice[];
}) {
  const t = useT();
  return (
    <>
      {pairing ? (
        <>
          <Banner tone="info">{t('management.pairingMode')}</Banner>
          <HeardList heard={heard} gatewayName={gatewayName} loading={loading} />
        </>
      ) : null}
      {devices ? <HeardDevices devices={devices} connectionName={gatewayName} /> : null}
    </>
  );
}
