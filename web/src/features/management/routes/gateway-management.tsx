import { PlaceholderPage } from '../../../components/placeholder-page';

/** /app/Management/GatewayManagement — My Gateways (spec §2: linked from text). */
export function GatewayManagementRoute() {
  return <PlaceholderPage title="My Gateways" summary="The gateways that relay your sensors' readings, with their status and the fields they serve." />;
}
