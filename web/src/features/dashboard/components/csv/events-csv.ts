/**
 * A sensor's wetting events as CSV, the optional second file of Download Data
 * (`<sensor_id>-events.csv`): one row per event, oldest first, times `yyyy-MM-dd HH:mm` in the
 * grower's time zone and millimetres with 2 decimals, as the readings CSV writes them. A separate
 * file, so the readings CSV keeps its depth-by-time grid exactly.
 */
import type { FieldEvent } from '@shared/events/schemas';
import { format } from 'date-fns';

export const EVENTS_CSV_HEADER = [
  'Event',
  'Sensor',
  'Onset',
  'Peak',
  'Deepest depth (cm)',
  'Water arrived (mm)',
  'Kind',
  'Confirmed by grower',
];

export const eventsCsvFileName = (sensorId: string) => `${sensorId}-events.csv`;

const time = (s: number) => format(s * 1000, 'yyyy-MM-dd HH:mm');

export function eventsCsv(events: readonly FieldEvent[]): string {
  const rows = [...events]
    .sort((a, b) => a.onset - b.onset)
    .map((e) => [
      e.event_id,
      e.sensor_id,
      time(e.onset),
      time(e.peak),
      String(e.depth_reached_cm),
      e.arrived_mm.toFixed(2),
      e.kind,
      e.confirmed ? 'yes' : 'no',
    ]);
  return [EVENTS_CSV_HEADER, ...rows].map((cells) => cells.join(',')).join('\r\n') + '\r\n';
}
