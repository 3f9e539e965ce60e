/**
 * Whole-farm downloads: a farm's year as a zip of one readings CSV per sensor
 * (GET /api/v2/farms/{farmName}/export?year&tz), saved as `<farm>-<year>.zip`.
 */
import { useMutation } from '@tanstack/react-query';
import { farmExportFileName } from '@shared/readings/farm-export';
import { call } from './client';

export interface FarmYearRequest {
  farmName: string;
  year: number;
  /** The IANA zone of the year's bounds and the CSV times (the browser's). */
  tz: string;
}

/** Hands the bytes to the browser as a download. */
function saveBlob(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: revoking at once can cancel the download.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const useFarmYearDownload = () =>
  useMutation({
    mutationFn: async ({ farmName, year, tz }: FarmYearRequest) => {
      const zip = await call('farmYearExport', { params: { farm_id: farmName }, query: { year, tz } });
      saveBlob(farmExportFileName(farmName, year), zip);
    },
  });
