/**
 * Purge markers: the readings series of deleted sensor registrations, waiting for the purge job
 * (lambdas/deleted/services/readings-purge.ts) to delete their readings. One partition holds them all:
 * deletes are rare and each marker lives until its series is empty.
 *   PK READINGS_PURGE   SK SERIES#<series>   { series, sensor_id, freed_at, hold_until?, owner?, entry? }
 * A registration deleted into "Recently deleted" is held: the job leaves its series alone until
 * `hold_until` (30 days), and a restore drops the marker. `owner` and `entry` say whose entry
 * holds it, so a registration of the same id by someone else finds it and purges it at once.
 */
import type { SeriesKey } from '../rules/series';
import { deleteItem, putItem, queryPrefix } from '../../platform/aws/items';

export interface PurgeMarker {
  series: SeriesKey;
  sensor_id: string;
  /** When the registration was deleted (ISO). */
  freed_at: string;
  /** Not purged before this (ISO): the end of its time in Recently deleted. */
  hold_until?: string;
  owner?: string;
  /** The Recently-deleted entry that holds it (`<kind>/<id>`, store/deleted.ts entryKey). */
  entry?: string;
}

const PK = 'READINGS_PURGE';
const sk = (series: string) => `SERIES#${series}`;
const ATTRIBUTES = ['series', 'sensor_id', 'freed_at', 'hold_until', 'owner', 'entry'];

/** Idempotent: marking a series again (a retried delete) keeps one marker. */
export const markForPurge = (m: PurgeMarker) => putItem({ PK, SK: sk(m.series), ...m });
export const listPurgeMarkers = () => queryPrefix<PurgeMarker>(PK, 'SERIES#', ATTRIBUTES);
/** The markers of one sensor id's registrations (its series all start with the id; ids are letters and digits). */
export const listPurgeMarkersOf = async (sensorId: string) =>
  (await queryPrefix<PurgeMarker>(PK, sk(sensorId), ATTRIBUTES)).filter((m) => m.sensor_id === sensorId);
export const dropPurgeMarker = (series: string) => deleteItem(PK, sk(series));
/** Whether the job must still leave this series alone. */
export const isHeld = (m: PurgeMarker, now: number) => Boolean(m.hold_until && Date.parse(m.hold_until) > now);
