import { PlaceholderPage } from '../../../components/placeholder-page';

/** /fieldwork-admin/prediction — admin only (monitoring spec §2). */
export function PredictionRoute() {
  return <PlaceholderPage title="Prediction Data" summary="Prediction data for a user from a chosen start time, as a table you can copy by column or download as Excel." />;
}
