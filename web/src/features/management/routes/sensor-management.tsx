import { PlaceholderPage } from '../../../components/placeholder-page';

/** /app/Management/SensorManagement — My Sensors (spec §2). */
export function SensorManagementRoute() {
  return (
    <PlaceholderPage
      title="Sensor Management"
      summary="Choose a field to list its sensors, then register new sensors with their gateway, place them on the map, edit or remove them."
    />
  );
}
