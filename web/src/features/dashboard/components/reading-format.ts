/**
 * How the Latest Record card writes a reading: moisture in % to 1 decimal and never below 0, the
 * temperature in the person's units, the battery in volts, the time in their locale's order.
 */
import type { Format } from '../../../lib/i18n/use-format';

const DASH = '–';
const known = (v: number | null | undefined): v is number => v !== null && v !== undefined && Number.isFinite(v);

export const formatMoisture = (f: Format, v: number | null | undefined): string =>
  known(v) ? `${f.number(Math.max(0, v), 1, true)} %` : DASH;
export const formatTemperature = (f: Format, v: number | null | undefined): string =>
  known(v) ? f.quantity('temperature', v, { fixed: true }) : DASH;
export const formatBattery = (f: Format, v: number | null | undefined): string =>
  known(v) ? `${f.number(v, 2, true)} V` : DASH;
export const formatReadingTime = (f: Format, ms: number): string => f.dateTime(ms);
