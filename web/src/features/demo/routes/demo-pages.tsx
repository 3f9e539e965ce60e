import { PlaceholderPage } from '../../../components/placeholder-page';

/** The template's demo pages (present, not part of the product's behaviour). */
export function TablesDemoRoute() {
  return <PlaceholderPage title="Tables" summary="Examples of the table layouts used on the management pages." />;
}
export function ButtonsDemoRoute() {
  return (
    <PlaceholderPage title="Buttons" summary="The button styles of the app: primary, secondary, quiet and danger." />
  );
}
export function MapsDemoRoute() {
  return <PlaceholderPage title="Maps" summary="An example map with a field outline and sensor markers." />;
}
export function ChartsDemoRoute() {
  return <PlaceholderPage title="Charts" summary="Example moisture, temperature and rainfall charts." />;
}
