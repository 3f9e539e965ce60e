/**
 * The irrigation log as wetting events see it (services/irrigations.ts): the logged irrigations
 * that can explain a sensor's wetting (its zone's), and the entry a grower's Yes makes.
 */
import { createIrrigation, deleteIrrigation, listIrrigationsForField } from './irrigations';

/** The zone's logged irrigations overlapping `fromS`..`toS`, as the classifier takes them. */
export async function loggedIrrigations(owner: string, fieldId: string, zoneId: string, fromS: number, toS: number): Promise<{ start: number; end: number }[]> {
  const entries = await listIrrigationsForField(owner, fieldId, fromS, toS);
  return entries.filter((e) => e.zone_id === zoneId).map((e) => ({ start: e.start, end: e.end }));
}

/**
 * Log the irrigation a grower confirmed: from the wetting's onset to its peak, the water that
 * arrived in the soil as its depth (a lower bound of what was applied). Answers the entry's id.
 */
export async function logEventIrrigation(owner: string, zoneId: string, event: { event_id: string; onset: number; peak: number; arrived_mm: number }): Promise<string> {
  const entry = await createIrrigation(owner, zoneId, {
    start: event.onset,
    end: Math.max(event.peak, event.onset + 60),
    depth_mm: event.arrived_mm,
    source: 'event',
    event_id: event.event_id,
    note: 'Confirmed from a wetting the sensor recorded',
  });
  return entry.irrigation_id;
}

/** Remove the entry a Yes made when the grower changes the answer to No (gone already: nothing to do). */
export async function unlogEventIrrigation(owner: string, irrigationId: string): Promise<void> {
  await deleteIrrigation(owner, irrigationId);
}
