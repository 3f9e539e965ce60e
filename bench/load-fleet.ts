/**
 * bench:load's fleet mode: GATEWAYS gateways, each its own grower's with SENSORS sensors and two
 * days of history, each sending one batch (one reading per sensor, the next time step) after
 * another, without pause, for the run's seconds; what an answer leaves unstored goes again with the
 * next batch, as a gateway sends it. Prints the answer's p50/p95/p99, batches and
 * readings per second, the stack's CPU time per batch, how long the forecasts the run asked for
 * took to be made after it (the local queue yields to requests, so under load they trail), and
 * checks nothing was lost: every reading made is read back through the API.
 * Target: p95 < 1.5 s at 50 gateways. Printed, never asserted.
 */
import { loadavg } from 'node:os';
import { api, type TestStack } from '../test/support/local-stack';
import { alignToStep } from '../infra/local/simulator/model';
import { sendReadings } from '../infra/local/simulator/send';
import type { SimReading as Reading } from '../infra/local/simulator/model';
import { forEachLimit } from '@shared/concurrency';
import { history, seedGrower, type BenchGrower } from './support';

const SENSORS = 10;
const HISTORY_DAYS = 2;
/** Seconds between one batch's readings and the next (the fleet runs faster than real time). */
const STEP_MS = 10_000;

export interface FleetStack {
  url: string;
  stack: TestStack;
  /** The stack process's CPU time so far, ms. */
  cpuMs(): Promise<number>;
  /** Resolves once the stack's forecast queue is empty. */
  settled(): Promise<void>;
}

export async function runFleet(s: FleetStack, gateways: number, seconds: number): Promise<void> {
  // The fleet's readings start after the seeded history and stay in the past however long the run.
  const start = alignToStep(Date.now() - 6 * 3_600_000);
  const seededAt = performance.now();
  const fleet: BenchGrower[] = [];
  await forEachLimit(
    Array.from({ length: gateways }, (_, g) => g),
    4,
    async (g) => {
      const grower = await seedGrower(s.stack, { sensors: SENSORS, days: 0 }, g);
      const sent = await sendReadings(s.url, grower.credential, history(grower.sensorIds, HISTORY_DAYS, start));
      if (sent.rejected) throw new Error(`seed: ${sent.rejected} readings rejected`);
      fleet.push(grower);
    },
  );
  await s.settled();
  console.log(
    `seeded ${gateways} gateways × ${SENSORS} sensors × ${HISTORY_DAYS} days through the API in ` +
      `${((performance.now() - seededAt) / 1000).toFixed(0)} s (forecasts made)`,
  );

  const times: number[] = [];
  const errors = new Map<string, number>();
  const note = (what: string) => errors.set(what, (errors.get(what) ?? 0) + 1);
  /** Readings made per sensor: what must be read back in the end. */
  const made = new Map<string, number>();
  /**
   * Per gateway, what its last answer did not store (not written in time, or the whole batch on a 5xx/429): sent again
   * with the next batch, as a gateway does.
   */
  const unsent: Reading[][] = fleet.map(() => []);
  let last = start;
  const load0 = loadavg();
  const cpu0 = await s.cpuMs();
  const t0 = performance.now();
  const stopAt = t0 + seconds * 1000;
  await Promise.all(
    fleet.map(async (grower, g) => {
      for (let k = 1; performance.now() < stopAt; k++) {
        const time = start + k * STEP_MS;
        last = Math.max(last, time);
        // Plausible, slowly drying values: every reading valid, so every one is read back below.
        const fresh = grower.sensorIds.map((sensor_id, i) => ({
          sensor_id,
          time,
          cap50: 28 - k * 0.01 + i * 0.1,
          cap100: 31 - k * 0.005,
          cap150: 34,
          temperature: 18 + Math.sin((k + g) / 20),
          battery_vol: 3.9,
        }));
        for (const r of fresh) made.set(r.sensor_id, (made.get(r.sensor_id) ?? 0) + 1);
        const readings = [...unsent[g]!, ...fresh];
        const sent = performance.now();
        try {
          const res = await fetch(`${s.url}/api/v2/ingest`, {
            method: 'POST',
            headers: { authorization: `Gateway ${grower.credential}`, 'content-type': 'application/json' },
            body: JSON.stringify({ readings }),
          });
          const body = (await res.json()) as { data?: { results: { index: number; status: string }[] } };
          times.push(performance.now() - sent);
          if (res.status !== 200 || !body.data) {
            note(`HTTP ${res.status} (batch sent again)`);
            unsent[g] = readings;
            continue;
          }
          unsent[g] = body.data.results.filter((r) => r.status !== 'stored').map((r) => readings[r.index]!);
          for (const r of body.data.results)
            if (r.status !== 'stored') note(`reading answered ${r.status} (sent again)`);
        } catch (err) {
          note(`${(err as Error).message} (batch sent again)`);
          unsent[g] = readings;
        }
      }
    }),
  );
  const elapsed = (performance.now() - t0) / 1000;
  const cpu = (await s.cpuMs()) - cpu0;
  const load1 = loadavg();
  // What the last answers left unstored goes once more, with the simulator's retries.
  await Promise.all(
    fleet.map(async (grower, g) => unsent[g]!.length && sendReadings(s.url, grower.credential, unsent[g]!)),
  );
  const settleStarted = performance.now();
  await s.settled();
  const trail = (performance.now() - settleStarted) / 1000;
  const cpuSettled = (await s.cpuMs()) - cpu0;

  const sorted = [...times].sort((a, b) => a - b);
  const p = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  const expected = [...made.values()].reduce((a, b) => a + b, 0);
  console.log(
    `${gateways} gateways, ${elapsed.toFixed(0)} s: ${times.length} batches of ${SENSORS} = ` +
      `${(times.length / elapsed).toFixed(1)} batches/s, ${((times.length * SENSORS) / elapsed).toFixed(0)} ` +
      `readings/s; ` +
      `answer p50 ${p(0.5).toFixed(0)} ms  p95 ${p(0.95).toFixed(0)} ms  p99 ${p(0.99).toFixed(0)} ms (target p95 < ` +
      `1,500 ms); stack CPU ${(cpu / Math.max(1, times.length)).toFixed(1)} ms a batch ` +
      `(${(cpuSettled / Math.max(1, times.length)).toFixed(1)} with the forecasts that trail); forecasts done ` +
      `${trail.toFixed(1)} s after the last answer; load average ${load0[0]!.toFixed(1)} → ${load1[0]!.toFixed(1)}`,
  );
  for (const [what, n] of errors) console.log(`     ${n} × ${what}`);

  // Nothing lost: each sensor's readings in the run's span, read back, are every one it made.
  const from = start / 1000 + 1;
  const to = Math.ceil(last / 1000);
  let found = 0;
  let short = 0;
  await forEachLimit(fleet, 4, async (grower) => {
    for (const id of grower.sensorIds) {
      const res = await api(s.stack, 'GET', `/api/v2/readings/${id}?start=${from}&end=${to}`, { token: grower.token });
      const n = (res.body.data as unknown[]).length;
      found += n;
      if (n !== (made.get(id) ?? 0)) short++;
    }
  });
  console.log(
    `read back: ${found.toLocaleString('en')} readings of the ${expected.toLocaleString('en')} sent ` +
      `(${short ? `${short} sensors differ: LOST` : 'none lost'})`,
  );
}
