/** The farm's year as one zip of readings CSVs (one per sensor), for the farm picked on the page. */
import { useState } from 'react';
import { exportYears } from '@shared/readings/farm-export';
import { useFarmYearDownload } from '../../../api/exports';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/select-field';
import { useToast } from '../../../components/toast';
import { useT } from '../../../lib/i18n/use-t';

export function FarmYearDownload({ farmName }: { farmName: string }) {
  const t = useT();
  const years = exportYears();
  const [year, setYear] = useState(years[0]!);
  const download = useFarmYearDownload();
  const toast = useToast();
  const start = () =>
    download.mutate(
      { farmName, year, tz: Intl.DateTimeFormat().resolvedOptions().timeZone },
      {
        onError: (err) =>
          toast.notify({ tone: 'error', message: t('management.downloadFailed', { reason: err.message }) }),
      },
    );
  return (
    <div className="farm-year-download">
      <SelectField label={t('management.year')} value={year} onChange={(e) => setYear(Number(e.target.value))}>
        {years.map((y) => (
          <option key={y} value={y}>
            {y}
          </option>
        ))}
      </SelectField>
      <Button variant="secondary" onClick={start} loading={download.isPending}>
        {t('management.downloadYear')}
      </Button>
    </div>
  );
}
