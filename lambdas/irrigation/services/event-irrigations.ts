/**
 * The irrigation log as wetting events see it (services/irrigations.ts): the logged irrigations
 * that can explain a sensor's wetting (its zone's), and the entry a grower's Yes makes.
 */
import { DEPTH_MM, DURATION_MINUTES } from '@shared/irrigation/log';
import { classifyWetting } from '../../agronomy/water/wetting-events';
import { NotFoundError } from '../../platform/errors';
import type { IrrigationEntry } from '@shared/irrigation/log';
import { ENGLISH_TEXT, irrigationNoteText } from '@shared/i18n/labels/advice-texts';
import { createIrrigation, deleteIrrigation, listIrrigationsForField } from './irrigations';

export type LoggedIrrigations = (
  owner: string,
  fieldId: string,
  zoneId: string,
  fromS: number,
  toS: number,
) => Promise<{ start: number; end: number }[]>;

/** The zone's entries as the classifier takes them (an entry with no known end lasts an instant). */
const ofZone = (entries: readonly IrrigationEntry[], zoneId: string) =>
  entries.filter((e) => e.zone_id === zoneId).map((e) => ({ start: e.start, end: e.end ?? e.start }));

const asLogged = (entries: readonly IrrigationEntry[], zoneId: string, fromS: number, toS: number) =>
  ofZone(entries, zoneId).filter((e) => e.start >= fromS && e.start <= toS);

/**
 * True when the zone's log entries explain a stored event as an irrigation. The log's rules only:
 * the weather was judged when the event was found.
 */
export function logExplains(
  event: { onset: number; peak: number; depth_reached_cm: number; arrived_mm: number },
  entries: readonly IrrigationEntry[],
  zoneId: string,
): boolean {
  const wetting = {
    onset: event.onset,
    peak: event.peak,
    depthReachedCm: event.depth_reached_cm,
    arrivedMm: event.arrived_mm,
  };
  return classifyWetting(wetting, { rain: null, irrigations: ofZone(entries, zoneId) }) === 'irrigation';
}

/**
 * The zone's logged irrigations starting from `fromS` to `toS`, as the classifier takes them (an entry with no known
 * end lasts an instant).
 */
export const loggedIrrigations: LoggedIrrigations = async (owner, fieldId, zoneId, fromS, toS) =>
  asLogged(await listIrrigationsForField(owner, fieldId, fromS, toS), zoneId, fromS, toS);

/**
 * loggedIrrigations for one batch: each field's log from `spanFromS` to `spanToS` is read once,
 * when first asked for, and every ask within that span is answered from it (its sensors' wettings
 * after one rain ask together); an ask reaching outside the span is read apart.
 */
export function batchLoggedIrrigations(spanFromS: number, spanToS: number): LoggedIrrigations {
  const read = new Map<string, Promise<IrrigationEntry[]>>();
  return async (owner, fieldId, zoneId, fromS, toS) => {
    if (fromS < spanFromS || toS > spanToS) return loggedIrrigations(owner, fieldId, zoneId, fromS, toS);
    const key = JSON.stringify([owner, fieldId]);
    let entries = read.get(key);
    if (!entries) read.set(key, (entries = listIrrigationsForField(owner, fieldId, spanFromS, spanToS)));
    return asLogged(await entries, zoneId, fromS, toS);
  };
}

/**
 * Log the irrigation a grower confirmed: from the wetting's onset to its peak (at most the log's
 * longest run), the water that arrived in the soil as its depth (a lower bound of what was
 * applied). The log makes one entry per event, so a second Yes answers the first one's entry.
 */
export async function logEventIrrigation(
  owner: string,
  zoneId: string,
  event: { event_id: string; onset: number; peak: number; arrived_mm: number },
): Promise<string> {
  const entry = await createIrrigation(
    owner,
    zoneId,
    {
      start: event.onset,
      end: event.onset + Math.min(Math.max(event.peak - event.onset, 60), DURATION_MINUTES.max * 60),
      depth_mm: Math.min(Math.max(event.arrived_mm, DEPTH_MM.min), DEPTH_MM.max),
      note: irrigationNoteText('confirmed_from_wetting', ENGLISH_TEXT),
    },
    { source: 'event', event_id: event.event_id },
  );
  return entry.irrigation_id;
}

/** Remove the entry a Yes made when the grower changes the answer to No (already gone: nothing to do). */
export async function unlogEventIrrigation(owner: string, irrigationId: string): Promise<void> {
  try {
    await deleteIrrigation(owner, irrigationId);
  } catch (err) {
    if (!(err instanceof NotFoundError)) throw err;
  }
}
