import { PlaceholderPage } from '../../../components/placeholder-page';

/** /fieldwork-admin/formula — admin only (monitoring spec §2). */
export function FormulaRoute() {
  return <PlaceholderPage title="Sensor Formula Table" summary="The calibration formulas that turn raw sensor values into moisture, editable one row at a time." />;
}
