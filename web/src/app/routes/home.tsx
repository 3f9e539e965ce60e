/**
 * /app/Home: the dashboard's home page, with the report's 'Download Report' in its header.
 * Features never import each other, so the app composes the two: the dashboard's page leaves a
 * slot for header actions about the chosen field, and this fills it with the report's button. The
 * button is small; the report's dialog, charts and PDF code load on its first click.
 */
import { HomeRoute } from '../../features/dashboard/routes/home';
import { ReportButton } from '../../features/report/components/report-button';

export function HomeWithReport() {
  return <HomeRoute headerActions={(field) => <ReportButton field={field} />} />;
}
