/**
 * The amount on an "Irrigate by" warning: when a forecast warning is about to start, its zone's
 * recommendation (one per zone, however many of its sensors warn) gives the depth to apply and
 * the run time ("Irrigate 18 mm (≈ 3 h 10 min) by then."). Only warnings that start are looked
 * at, so the forecast job pays for it only when a message is sent. Without a recommendation (no
 * system set, the reads failed) the warning goes as before.
 */
import { decide } from '../../agronomy/alert-conditions';
import type { AlertState } from '../adapters/alerts';
import { logger } from '../../platform/telemetry/logger';
import type { Observation } from './alert-observations';
import { zoneRecommendation } from '../../irrigation';

export async function withAdvice(
  owner: string,
  states: ReadonlyMap<string, AlertState>,
  observations: Observation[],
  now: number,
): Promise<Observation[]> {
  const starting = new Set(
    observations.filter(
      (o) =>
        o.kind === 'moisture-forecast' &&
        o.place.zoneId !== undefined &&
        decide(states.get(o.key), o.holds(states.get(o.key)?.active ?? false)) === 'start',
    ),
  );
  if (!starting.size) return observations;
  const zoneIds = [...new Set([...starting].map((o) => o.place.zoneId!))];
  const advice = new Map(
    await Promise.all(
      zoneIds.map(async (zoneId) => {
        try {
          return [zoneId, await zoneRecommendation(owner, zoneId, now)] as const;
        } catch (err) {
          logger.warn('forecast warning sent without the amount', { owner, zoneId, error: String(err) });
          return [zoneId, null] as const;
        }
      }),
    ),
  );
  return observations.map((o) => {
    const r = starting.has(o) ? advice.get(o.place.zoneId!) : null;
    if (!r || r.gross_mm === null || r.run_minutes === null || r.gross_mm <= 0) return o;
    return { ...o, facts: { ...o.facts, irrigateMm: r.gross_mm, runMinutes: r.run_minutes } };
  });
}
