/**
 * What a report may hold: at most 2 ticked zones besides 'Other Sensors' (the field's sensors in
 * no zone, never counted), and at most 12 sensors. A choice past a limit is refused with its
 * warning (a message of the person's language), which hides on its own after its duration.
 */
import type { MessageKey } from '@shared/i18n/catalogue';

export const MAX_REPORT_ZONES = 2;
export const MAX_REPORT_SENSORS = 12;
/** The group of a field's sensors that lie in none of its zones. */
export const OTHER_SENSORS_ID = 'other-sensors';
export const ZONE_LIMIT_WARNING = 'report.zoneLimit' satisfies MessageKey;
export const SENSOR_LIMIT_WARNING = 'report.sensorLimit' satisfies MessageKey;
/** How long each warning stays, in ms. */
export const ZONE_WARNING_MS = 3000;
export const SENSOR_WARNING_MS = 6000;

export interface ToggleResult {
  selected: string[];
  /** Set when the choice was refused. */
  warning?: MessageKey;
}

/** Tick or untick a zone; a third zone other than 'Other Sensors' is refused. */
export function toggleZone(selected: readonly string[], zoneId: string): ToggleResult {
  if (selected.includes(zoneId)) return { selected: selected.filter((id) => id !== zoneId) };
  const counted = selected.filter((id) => id !== OTHER_SENSORS_ID).length;
  if (zoneId !== OTHER_SENSORS_ID && counted >= MAX_REPORT_ZONES)
    return { selected: [...selected], warning: ZONE_LIMIT_WARNING };
  return { selected: [...selected, zoneId] };
}

/** Tick or untick a sensor; a 13th is refused. */
export function toggleSensor(selected: readonly string[], sensorId: string): ToggleResult {
  if (selected.includes(sensorId)) return { selected: selected.filter((id) => id !== sensorId) };
  if (selected.length >= MAX_REPORT_SENSORS) return { selected: [...selected], warning: SENSOR_LIMIT_WARNING };
  return { selected: [...selected, sensorId] };
}

export type BulkChoice = 'all' | 'first' | 'last';

/** The bulk buttons offered for `count` sensors: 'Select All' under 12, else first / last 12 (`{count}`). */
export function bulkChoices(count: number): { choice: BulkChoice; label: MessageKey }[] {
  if (count === 0) return [];
  if (count < MAX_REPORT_SENSORS) return [{ choice: 'all', label: 'report.selectAll' }];
  return [
    { choice: 'first', label: 'report.selectFirst' },
    { choice: 'last', label: 'report.selectLast' },
  ];
}

/** The sensors a bulk button selects, in list order. */
export function bulkSelect(ids: readonly string[], choice: BulkChoice): string[] {
  if (choice === 'last') return ids.slice(-MAX_REPORT_SENSORS);
  return ids.slice(0, MAX_REPORT_SENSORS);
}

/** Selected ids that are still offered, in the order they are offered. */
export const keepOffered = (selected: readonly string[], offered: readonly string[]): string[] =>
  offered.filter((id) => selected.includes(id));
