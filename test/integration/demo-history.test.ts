/**
 * The demo farm's history filled in the background (what `npm start` does after its ready line):
 * the newest days go in first, the rest after, and the readings stored in the end are exactly
 * those an all-at-once seed stores, even when the fill is stopped halfway, a batch it had stored
 * is sent again (a crash between a batch and its note), and a restart goes on from there.
 * Both seeds run at the same `now`, so the simulated readings are the same.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../infra/local/demo-accounts';
import { seedDemoFarm } from '../../infra/local/demo-farm';
import { fillDemoHistory } from '../../infra/local/demo-history';
import { readDemoState, writeDemoState } from '../../infra/local/simulator/demo-state';
import { alignToStep, STEP_MS } from '../../infra/local/simulator/model';
import { forecastsSettled } from '../../lambdas/ingest/services/forecast-queue';
import { readingsStore } from '../../lambdas/readings/adapters/readings';
import { api, logIn, startTestStack, type TestStack } from '../support/local-stack';
import { currentSeries } from '../support/readings';

const DAY_MS = 86_400_000;
const DAYS = 6;
/** The newest days, sent before the seed returns; the 4 before them are the history. */
const RECENT_DAYS = 2;
const now = alignToStep(Date.now());
const origin = now - DAYS * DAY_MS;
const STEPS = DAYS * 12 + 1;

type Stored = Map<string, { time: number; raw: unknown; flags: string[] }[]>;

/** Every stored reading of the demo's sensors from the origin to `now`, oldest first. */
async function storedReadings(dataDir: string): Promise<Stored> {
  const out: Stored = new Map();
  for (const s of readDemoState(dataDir)!.sensors) {
    const readings = await readingsStore().range(await currentSeries(s.sensorId), {
      from: origin,
      to: now,
      consistent: true,
    });
    out.set(
      s.sensorId,
      readings.map((r) => ({ time: r.time, raw: r.raw, flags: r.flags })),
    );
  }
  return out;
}

const seedOptions = (stack: TestStack) => ({
  apiUrl: stack.url,
  cognitoEndpoint: stack.cognitoEndpoint,
  userPoolClientId: stack.userPoolClientId,
  dataDir: stack.dataDir,
  days: DAYS,
  now,
});

let stack: TestStack | undefined;
afterAll(async () => {
  await stack?.close();
});

describe('demo farm history in the background', () => {
  let allAtOnce: Stored;

  it('an all-at-once seed stores every step of every sensor', async () => {
    stack = await startTestStack();
    const out = await seedDemoFarm(seedOptions(stack));
    expect(out).toMatchObject({ created: true, sent: 12 * STEPS, pendingDays: 0 });
    allAtOnce = await storedReadings(stack.dataDir);
    expect(allAtOnce.size).toBe(12);
    for (const readings of allAtOnce.values())
      expect(readings.map((r) => r.time)).toEqual(Array.from({ length: STEPS }, (_, i) => origin + i * STEP_MS));
    await stack.close();
    stack = undefined;
  });

  it('sends the newest days first, fills the rest, resumes after a stop, and ends with the same readings', async () => {
    stack = await startTestStack();
    const seeded = await seedDemoFarm({
      ...seedOptions(stack),
      inTimeOrderDays: RECENT_DAYS,
      historyInBackground: true,
      settled: forecastsSettled,
    });
    const recentFrom = now - RECENT_DAYS * DAY_MS;
    expect(seeded).toMatchObject({ created: true, sent: 12 * (RECENT_DAYS * 12 + 1), pendingDays: DAYS - RECENT_DAYS });
    expect(readDemoState(stack.dataDir)!.pending).toEqual([{ from: origin, to: recentFrom - STEP_MS }]);
    // Ready: the newest days are there, nothing older yet.
    let stored = await storedReadings(stack.dataDir);
    for (const readings of stored.values()) expect(readings[0]!.time).toBe(recentFrom);

    // The history, stopped after two of its days (one day a batch).
    const messagesBefore = stack.outbox.list().length;
    const lines: string[] = [];
    const abort = new AbortController();
    const first = await fillDemoHistory({
      apiUrl: stack.url,
      dataDir: stack.dataDir,
      signal: abort.signal,
      settled: forecastsSettled,
      chunkSteps: 12,
      pauseRatio: 0,
      progressEveryMs: 0,
      log: (l) => lines.push(l),
      onProgress: (p) => p.doneSteps >= 24 && abort.abort(),
    });
    expect(first).toEqual({ sent: 12 * 24, complete: false });
    const stoppedAt = recentFrom - 25 * STEP_MS;
    expect(readDemoState(stack.dataDir)!.pending).toEqual([{ from: origin, to: stoppedAt }]);
    expect(lines).toContain(`Demo farm: history 25 % (1 of ${DAYS - RECENT_DAYS} days)…`);
    expect(lines.at(-1)).toBe('Demo farm: history stopped at 50 %; the next start goes on from there.');
    stored = await storedReadings(stack.dataDir);
    for (const readings of stored.values()) expect(readings[0]!.time).toBe(stoppedAt + STEP_MS);
    // Readings more than a day old start and clear no alert: nothing was sent to the grower.
    expect(stack.outbox.list()).toHaveLength(messagesBefore);

    // A crash between a batch and its note: the notes say a day less was stored than was.
    const state = readDemoState(stack.dataDir)!;
    writeDemoState(stack.dataDir, { ...state, pending: [{ from: origin, to: stoppedAt + 12 * STEP_MS }] });

    // The next start goes on in the background from there, and completes.
    await stack.stop();
    const restartLines: string[] = [];
    stack = await startTestStack({
      dataDir: stack.dataDir,
      demoFarm: { days: DAYS, inTimeOrderDays: RECENT_DAYS, historyInBackground: true },
      log: (l) => restartLines.push(l),
    });
    expect(stack.demoFarm).toMatchObject({ created: false, pendingDays: 3 });
    expect(await stack.demoFarm!.history).toEqual({ sent: 12 * 36, complete: true });
    expect(restartLines.at(-1)).toMatch(/^Demo farm: history complete: 3 days \(432 readings\) in \d+ s\.$/);
    expect(readDemoState(stack.dataDir)!.pending).toEqual([]);
    expect(await storedReadings(stack.dataDir)).toEqual(allAtOnce);

    // A restart of a complete demo has nothing left to fill.
    await stack.stop();
    stack = await startTestStack({
      dataDir: stack.dataDir,
      demoFarm: { days: DAYS, inTimeOrderDays: RECENT_DAYS, historyInBackground: true },
    });
    expect(stack.demoFarm).toMatchObject({ created: false, pendingDays: 0 });
    expect(stack.demoFarm!.history).toBeUndefined();
    expect(await storedReadings(stack.dataDir)).toEqual(allAtOnce);
    const grower = (await logIn(stack, DEMO_ACCOUNTS.grower.username, DEMO_ACCOUNTS.grower.password)).IdToken!;
    expect(((await api(stack, 'GET', '/api/v2/gateway', { token: grower })).body.data as unknown[]).length).toBe(1);
    // Three stacks one after another, each sending readings: more than a test's usual time on a busy machine.
  }, 180_000);
});
