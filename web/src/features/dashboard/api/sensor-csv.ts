/**
 * A sensor's readings as CSV (21 depth rows by one column per reading time):
 * GET /api/v2/readings/{sensor_id}/csv?start&end (epoch seconds)&fieldId&tz&format=csv, saved
 * as `<sensor_id>.csv`.
 */
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

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
  apiRequest<string | undefined>(`/api/v2/readings/${encodeURIComponent(sensorId)}/csv`, { query: { start, end, fieldId, tz, format: 'csv' } }).then((text) => text ?? '');

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
