/**
 * A sensor's readings as CSV (21 depth rows by one column per reading time):
 * GET /api/v2/readings/{sensor_id}/csv?start&end (epoch seconds)&fieldId&tz&format=csv, saved
 * as `<sensor_id>.csv`; and, when asked for, its wetting events as a second file.
 */
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { eventsCsv, eventsCsvFileName } from '../components/events-csv';
import { getFieldEvents } from '../../../api/events';

export interface SensorCsvRequest {
  sensorId: string;
  fieldId: string;
  /** Epoch seconds. */
  start: number;
  end: number;
  /** The IANA zone the column times are written in (the browser's). */
  tz: string;
}

export const getSensorCsv = ({ sensorId, fieldId, start, end, tz }: SensorCsvRequest) =>
  apiRequest<string | undefined>(`/api/v2/readings/${encodeURIComponent(sensorId)}/csv`, {
    query: { start, end, fieldId, tz, format: 'csv' },
  }).then((text) => text ?? '');

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
