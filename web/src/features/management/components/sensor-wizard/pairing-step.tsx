/** Step 1, Pairing: the gateways listen; what they hear shows as it arrives. */
import { PAIRING_INSTRUCTION } from '@shared/management/constants';
import type { GatewaySensorRow } from '@shared/management/views';
import { Banner } from '../../../../components/banner';
import { HeardList } from './heard-list';

export function PairingStep({
  heard,
  gatewayName,
  loading,
}: {
  heard: GatewaySensorRow[];
  gatewayName: (id: string) => string;
  loading: boolean;
}) {
  return (
    <>
      <Banner tone="info">
        Gateways are in pairing mode. Switch the sensor on near a gateway. {PAIRING_INSTRUCTION}
      </Banner>
      <HeardList heard={heard} gatewayName={gatewayName} loading={loading} />
    </>
  );
}
