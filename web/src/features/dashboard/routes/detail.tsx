import { PlaceholderPage } from '../../../components/placeholder-page';

/** /app/Home/Dashboard — the detailed dashboard. */
export function DetailDashboardRoute() {
  return (
    <PlaceholderPage
      title="Detailed Dashboard"
      summary="Soil moisture and temperature over time with predictions, moisture depth profiles, battery levels, the weather forecast, evaporation and rainfall for the chosen sensors."
    />
  );
}
