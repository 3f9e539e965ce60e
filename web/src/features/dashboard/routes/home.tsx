import { PlaceholderPage } from '../../../components/placeholder-page';

/** /app/Home — the home dashboard (monitoring spec §2). */
export function HomeRoute() {
  return (
    <PlaceholderPage
      title="Dashboard"
      summary="Choose a farm and field to see its sensors on the satellite map, the Latest Record of the selected sensor, and evaporation and rainfall charts."
    />
  );
}
