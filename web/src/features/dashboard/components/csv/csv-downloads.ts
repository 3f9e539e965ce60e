/**
 * The CSV downloads of the dashboard: a sensor's readings (21 depth rows by one column per reading
 * time) as `<sensor_id>.csv`, and, when asked for, its wetting events as a second file.
 */
import { useMutation } from '@tanstack/react-query';
import { getSensorCsv, type SensorCsvRequest } from '../../../../api/readings';
import { getFieldEvents } from '../../../../api/events';
import { eventsCsv, eventsCsvFileName } from './events-csv';

export const csvFileName = (sensorId: string) => `${sensorId}.csv`;

/** Hands the text to the browser as a download. */
export function saveTextFile(name: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: revoking at once can cancel the download.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const useSensorCsvDownload = () =>
  useMutation({
    mutationFn: async (req: SensorCsvRequest) => {
      const text = await getSensorCsv(req);
      saveTextFile(csvFileName(req.sensorId), text);
    },
  });

/** The sensor's wetting events of the same window as `<sensor_id>-events.csv` (components/events-csv.ts). */
export const useEventsCsvDownload = () =>
  useMutation({
    mutationFn: async (req: Omit<SensorCsvRequest, 'tz'>) => {
      const events = await getFieldEvents(req.fieldId, { start: req.start, end: req.end });
      saveTextFile(eventsCsvFileName(req.sensorId), eventsCsv(events.filter((e) => e.sensor_id === req.sensorId)));
    },
  });
