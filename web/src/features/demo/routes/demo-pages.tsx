import { PlaceholderPage } from '../../../components/placeholder-page';
import { useT } from '../../../lib/i18n/use-t';

/** The template's demo pages (present, not part of the product's behaviour). */

export function TablesDemoRoute() {
  const t = useT();
  return <PlaceholderPage title={t('components.demoTables')} summary={t('components.demoTablesSummary')} />;
}
export function ButtonsDemoRoute() {
  const t = useT();
  return <PlaceholderPage title={t('components.demoButtons')} summary={t('components.demoButtonsSummary')} />;
}
export function MapsDemoRoute() {
  const t = useT();
  return <PlaceholderPage title={t('components.demoMaps')} summary={t('components.demoMapsSummary')} />;
}
export function ChartsDemoRoute() {
  const t = useT();
  return <PlaceholderPage title={t('components.demoCharts')} summary={t('components.demoChartsSummary')} />;
}
