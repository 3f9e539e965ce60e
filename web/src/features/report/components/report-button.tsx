/**
 * 'Download Report': opens the 'Generate a Report' dialog for the chosen field. The dialog (and
 * the chart and PDF code it pulls in) is loaded on the first click, so the Home page does
 * not carry it; it is disabled until a field is chosen.
 */
import { lazy, Suspense, useState } from 'react';
import type { FieldView } from '@shared/management/views';
import { Button } from '../../../components/button';
import { useT } from '../../../lib/i18n/use-t';

const ReportDialog = lazy(() => import('./report-dialog'));

export function ReportButton({ field }: { field: FieldView | null }) {
  const [open, setOpen] = useState(false);
  const t = useT();
  return (
    <>
      <Button variant="secondary" disabled={!field} onClick={() => setOpen(true)}>
        {t('report.downloadReport')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ReportDialog open={open} onClose={() => setOpen(false)} field={field} />
        </Suspense>
      ) : null}
    </>
  );
}
