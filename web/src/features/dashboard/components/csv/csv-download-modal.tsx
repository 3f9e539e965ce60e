/**
 * Download Data: one sensor's readings between two days as `<sensor_id>.csv`. Start Date and End
 * Date as dd/MM/yyyy (7 days ago to today by default, no future day, the end not before the
 * start); 'Download' reads 'Downloading...' with a spinner, disabled, while it runs; a toast says
 * 'File has downloaded' or 'Fail to download CSV file'. It needs a sensor, a real field and both
 * dates. The modal holds the sensor it was opened for. A box (off by default, so the download is
 * the spec's one file unless asked) adds the sensor's wetting events of the same days as a second
 * file, `<sensor_id>-events.csv`.
 */
import { useState } from 'react';
import { DELAYS } from '@shared/constants';
import { Button } from '../../../../components/button';
import { Modal } from '../../../../components/modal';
import { useToast } from '../../../../components/toast';
import { useEventsCsvDownload, useSensorCsvDownload } from './csv-downloads';
import { useWords } from '../../../../lib/words';
import { dayProblems, dayWindow, defaultDownloadDays } from './csv-range';
import { DayField } from '../../../../components/day-field';
import type { SensorChoice } from '../sensor-dropdown';
import './csv-download-modal.css';

/** The earlier of a typed day and today (the start's picker stops at both). */
const earlier = (day: Date | null, now: Date) => (day && day < now ? day : now);

export interface CsvTarget {
  sensor: SensorChoice | null;
  fieldId: string | null;
}

export function CsvDownloadModal({ target, onClose }: { target: CsvTarget | null; onClose: () => void }) {
  return target ? <CsvDownloadForm target={target} onClose={onClose} /> : null;
}

function CsvDownloadForm({ target, onClose }: { target: CsvTarget; onClose: () => void }) {
  const w = useWords();
  const { t, f } = w;
  const parseDay = f.parseDay;
  const [now] = useState(() => new Date());
  const [startText, setStartText] = useState(() => f.day(defaultDownloadDays(now).start));
  const [endText, setEndText] = useState(() => f.day(defaultDownloadDays(now).end));
  const download = useSensorCsvDownload();
  const eventsDownload = useEventsCsvDownload();
  const [withEvents, setWithEvents] = useState(false);
  const busy = download.isPending || eventsDownload.isPending;
  const { notify } = useToast();
  const problems = dayProblems(w, startText, endText, now);
  const { sensor, fieldId } = target;
  const missing = !sensor ? t('dashboard.csvChooseSensor') : !fieldId ? t('dashboard.csvChooseField') : null;
  const ready = !missing && !problems.start && !problems.end;

  const submit = () => {
    const start = parseDay(startText);
    const end = parseDay(endText);
    if (!ready || !sensor || !fieldId || !start || !end) return;
    const days = dayWindow(start, end);
    download.mutate(
      { sensorId: sensor.sensor_id, fieldId, ...days, tz: Intl.DateTimeFormat().resolvedOptions().timeZone },
      {
        onSuccess: () => {
          notify({ message: t('dashboard.csvDownloaded'), tone: 'success', durationMs: DELAYS.toast });
          if (!withEvents) {
            onClose();
            return;
          }
          eventsDownload.mutate(
            { sensorId: sensor.sensor_id, fieldId, ...days },
            {
              onSuccess: () => {
                notify({ message: t('dashboard.csvEventsDownloaded'), tone: 'success', durationMs: DELAYS.toast });
                onClose();
              },
              onError: (err) => {
                console.error('Events CSV download failed', err);
                notify({ message: t('dashboard.csvEventsFailed'), tone: 'error', durationMs: DELAYS.toast });
              },
            },
          );
        },
        onError: (err) => {
          console.error('CSV download failed', err);
          notify({ message: t('dashboard.csvFailed'), tone: 'error', durationMs: DELAYS.toast });
        },
      },
    );
  };

  return (
    <Modal
      open
      title={t('dashboard.downloadData')}
      onClose={onClose}
      size="sm"
      description={
        sensor
          ? t('dashboard.csvDescription', {
              sensor: sensor.alias || sensor.sensor_id,
              id: sensor.sensor_id,
              depth: f.quantity('depth', -200),
            })
          : undefined
      }
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('dashboard.cancel')}
          </Button>
          <Button onClick={submit} loading={busy} disabled={!ready}>
            {busy ? t('dashboard.csvDownloading') : t('dashboard.csvDownload')}
          </Button>
        </>
      }
    >
      <form
        className="csv-form"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        {missing ? <p className="text-field__error">{missing}</p> : null}
        <DayField
          label={t('dashboard.csvStartDate')}
          value={startText}
          onChange={setStartText}
          error={problems.start}
          max={earlier(parseDay(endText), now)}
          disabled={download.isPending}
        />
        <DayField
          label={t('dashboard.csvEndDate')}
          value={endText}
          onChange={setEndText}
          error={problems.end}
          min={parseDay(startText)}
          max={now}
          disabled={download.isPending}
        />
        <label className="csv-form__events">
          <input
            type="checkbox"
            checked={withEvents}
            onChange={(e) => setWithEvents(e.target.checked)}
            disabled={busy}
          />{' '}
          {t('dashboard.csvAlsoEvents', {
            file: sensor ? `${sensor.sensor_id}-events.csv` : t('dashboard.csvSecondFile'),
          })}
        </label>
        {/* Enter in a date field downloads. */}
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}
