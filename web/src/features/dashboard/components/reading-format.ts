/** How the Latest Record card writes a reading: moisture in % to 1 decimal and never below 0, °C, V. */
import { format } from 'date-fns';

const DASH = '–';

export const formatMoisture = (v: number | null | undefined): string =>
  v === null || v === undefined || !Number.isFinite(v) ? DASH : `${Math.max(0, v).toFixed(1)} %`;
export const formatTemperature = (v: number | null | undefined): string =>
  v === null || v === undefined || !Number.isFinite(v) ? DASH : `${v.toFixed(1)} °C`;
export const formatBattery = (v: number | null | undefined): string =>
  v === null || v === undefined || !Number.isFinite(v) ? DASH : `${v.toFixed(2)} V`;
export const formatReadingTime = (ms: number): string => format(ms, 'dd/MM/yyyy HH:mm');
