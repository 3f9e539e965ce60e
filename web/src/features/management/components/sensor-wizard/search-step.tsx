/** Step 0, Searching: the field's gateways, or why there are none to pair with. */
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
}: {
  fieldName: string;
  searching: boolean;
  error: string | null;
  gateways: FieldGateway[];
}) {
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
  if (gateways.length === 0) {
    return (
      <Banner tone="warning">
        No gateway covers {fieldName} yet{managementMessages.gatewaySearchSuffix}{' '}
        <Link to="/app/Management/GatewayManagement">Add a gateway</Link> and assign it to this field.
      </Banner>
    );
  }
  return (
    <p>
      Found {gateways.length} gateway{gateways.length > 1 ? 's' : ''}: {gateways.map((g) => g.name).join(', ')}. Next
      puts {gateways.length > 1 ? 'them' : 'it'} in pairing mode.
    </p>
  );
}
