import { PlaceholderPage } from '../../../components/placeholder-page';

/** /app/Management/ZoneManagement — My Irrigation Zones (spec §2). */
export function ZoneManagementRoute() {
  return (
    <PlaceholderPage
      title="Irrigation Zone Management"
      summary="Your irrigation zones by field, with crop and soil types at 25, 75 and 125 cm, and dialogs to register, edit and delete zones."
    />
  );
}
