/**
 * Event ids: `<sensor id>-<onset, epoch s>-<tag of the registration>`. Deterministic, so the same
 * wetting found twice has one id; the tag (a hash of the series) makes an id of a freed
 * registration point at nothing once the sensor id is registered again, without the id carrying
 * the registration token itself. Sensor ids are letters and digits only, so `-` separates.
 */
import { createHash } from 'node:crypto';
import type { SeriesKey } from '../../sensors';

export const seriesTag = (series: SeriesKey): string => createHash('sha256').update(series).digest('hex').slice(0, 10);

export const eventIdOf = (sensorId: string, series: SeriesKey, onsetS: number): string =>
  `${sensorId}-${onsetS}-${seriesTag(series)}`;

/** The parts of an id (already checked against eventIdSchema); undefined when it does not split. */
export function parseEventId(id: string): { sensorId: string; onset: number; tag: string } | undefined {
  const m = /^([A-Za-z0-9]+)-(\d{1,12})-([0-9a-f]{10})$/.exec(id);
  return m ? { sensorId: m[1]!, onset: Number(m[2]), tag: m[3]! } : undefined;
}
