/** Step 0, Searching: the field's gateways and the grower's LoRaWAN connections, or why there are none to pair with. */
import { Link } from 'react-router-dom';
import { managementMessages } from '@shared/messages';
import { Banner } from '../../../../components/banner';
import { Spinner } from '../../../../components/spinner';
import type { FieldGateway } from '../../../../api/gateways';

export function SearchStep({
  fieldName,
  searching,
  error,
  gateways,
  connections = [],
}: {
  fieldName: string;
  searching: boolean;
  error: string | null;
  gateways: FieldGateway[];
  /** The names of the grower's LoRaWAN connections: any field may take their devices. */
  connections?: string[];
}) {
  const viaLorawan = connections.length ? (
    <p>
      Your LoRaWAN connection{connections.length > 1 ? 's' : ''} {connections.join(', ')} also offer
      {connections.length > 1 ? '' : 's'} the devices {connections.length > 1 ? 'they' : 'it'} heard.
    </p>
  ) : null;
  if (error) {
    return (
      <Banner tone="error">
        {error}
        {managementMessages.gatewaySearchSuffix} <Link to="/app/Management/GatewayManagement">Add a gateway</Link>
      </Banner>
    );
  }
  if (searching) {
    return (
      <p>
        <Spinner size="sm" /> Looking for the gateways of {fieldName}…
      </p>
    );
  }
  if (gateways.length === 0 && viaLorawan) return viaLorawan;
  if (gateways.length === 0) {
    return (
      <Banner tone="warning">
        No gateway covers {fieldName} yet{managementMessages.gatewaySearchSuffix}{' '}
        <Link to="/app/Management/GatewayManagement">Add a gateway</Link> and assign it to this field.
      </Banner>
    );
  }
  return (
    <>
      <p>
        Found {gateways.length} gateway{gateways.length > 1 ? 's' : ''}: {gateways.map((g) => g.name).join(', ')}. Next
        puts {gateways.length > 1 ? 'them' : 'it'} in pairing mode.
      </p>
      {viaLorawan}
    </>
  );
}
