import { PlaceholderPage } from '../../../components/placeholder-page';

/** /app/Management/FieldManagement — My Farms and Fields (spec §2). */
export function FieldManagementRoute() {
  return (
    <PlaceholderPage
      title="Farm and Field Management"
      summary="A table of the fields of the selected farm, where you create, edit and delete fields and farms, draw each field on the map and add sensors."
    />
  );
}
