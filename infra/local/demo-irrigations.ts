/**
 * The demo zones' irrigation logs: every irrigation the simulation applied is logged on its zone
 * (source `demo`, at the zone's method, the model's start, depth and run time), but one: the
 * newest irrigation of the first demo zone at the first logging is left out, so the product has
 * an irrigation it did not hear about to ask the grower about. Each start logs what started
 * since the last one (notes: `irrigationLog.loggedUntil`); an entry's id comes from its zone and
 * start, so a start interrupted half-way logs nothing twice.
 */
import { createIrrigation } from '../../lambdas/irrigation/services/irrigations';
import { writeDemoState, type DemoGatewayState } from './simulator/demo-state';
import { irrigationsOf, STEP_MS } from './simulator/model';

export async function logDemoIrrigations(
  dataDir: string,
  state: DemoGatewayState,
  now: number,
  user: string,
  log: (line: string) => void = () => {},
): Promise<DemoGatewayState> {
  const notes = state.irrigationLog;
  if (!notes?.zones.length) return state;
  const from = notes.loggedUntil !== undefined ? notes.loggedUntil + STEP_MS : state.origin;
  // Only what ended by now: one still running is logged by the next start.
  const to = now - STEP_MS;
  if (to < from) return state;
  const started = performance.now();
  let logged = 0;
  let unlogged = notes.unlogged;
  for (const [i, zone] of notes.zones.entries()) {
    const sensor = state.sensors.find((s) => s.sensorId === zone.sensorId);
    if (!sensor) continue;
    const irrigations = irrigationsOf(sensor, state.origin, from, to);
    if (i === 0 && !unlogged && irrigations.length)
      unlogged = { zoneId: zone.zoneId, start: irrigations.at(-1)!.start };
    for (const irr of irrigations) {
      if (unlogged && unlogged.zoneId === zone.zoneId && unlogged.start === irr.start) continue;
      const start = Math.floor(irr.start / 1000);
      await createIrrigation(
        user,
        zone.zoneId,
        { start, duration_minutes: irr.minutes, depth_mm: irr.depthMm },
        { source: 'demo', key: `demo:${zone.zoneId}:${start}` },
        now,
      );
      logged++;
    }
  }
  if (logged) log(`Demo farm: ${logged} irrigations logged in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  const next: DemoGatewayState = {
    ...state,
    irrigationLog: { ...notes, loggedUntil: to, ...(unlogged ? { unlogged } : {}) },
  };
  writeDemoState(dataDir, next);
  return next;
}
