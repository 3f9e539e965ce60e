/**
 * Purge markers: the readings series of deleted sensor registrations, waiting for the purge job
 * (lambdas/services/readings-purge.ts) to delete their readings. One partition holds them all:
 * deletes are rare and each marker lives until its series is empty.
 *   PK READINGS_PURGE   SK SERIES#<series>   { series, sensor_id, freed_at }
 */
import type { SeriesKey } from './readings/series';
import { deleteItem, putItem, queryPrefix } from './items';

export interface PurgeMarker {
  series: SeriesKey;
  sensor_id: string;
  /** When the registration was deleted (ISO). */
  freed_at: string;
}

const PK = 'READINGS_PURGE';
const sk = (series: string) => `SERIES#${series}`;

/** Idempotent: marking a series again (a retried delete) keeps one marker. */
export const markForPurge = (m: PurgeMarker) => putItem({ PK, SK: sk(m.series), ...m });
export const listPurgeMarkers = () => queryPrefix<PurgeMarker>(PK, 'SERIES#', ['series', 'sensor_id', 'freed_at']);
export const dropPurgeMarker = (series: string) => deleteItem(PK, sk(series));
