/**
 * The demo farm's history, filled after `npm start` is ready: the ranges the seed left in the demo
 * gateway's notes (`pending`, newest first) are sent through the real ingest route, newest first,
 * one ingest batch at a time, so the charts fill from this week backwards.
 *
 * - Resumable: after each batch is stored, the notes' range is shortened past it, so a stop, a
 *   crash or kill -9 loses at most the batch in flight, which the next start sends again (a
 *   reading is stored once per sensor and time).
 * - Never louder than the past: every batch's newest reading is more than a day old (the seed
 *   leaves only what is older than its newest days), so ingest starts and clears no alert with it
 *   and the forecasts it asks for are skipped (each series' newest reading has its forecast).
 * - Never in a person's way: one batch in flight, the forecast queue drained after each, then a
 *   pause as long as the batch took, so the stack's one process stays free for a person's
 *   requests at least half the time (bench:startup: with half as long a pause, Home's calls took
 *   2.4 times as long while the history filled on a busy machine).
 */
import { MAX_INGEST_BATCH } from '@shared/ingest/schemas';
import { readDemoState, writeDemoState, type HistoryRange } from './simulator/demo-state';
import { simulateSensor, STEP_MS, type SimReading } from './simulator/model';
import { sendReadings } from './simulator/send';

const STEPS_PER_DAY = 86_400_000 / STEP_MS;

export interface HistoryFillOptions {
  apiUrl: string;
  dataDir: string;
  /** Stops the fill after the batch in flight (the stack's stop; tests interrupt it with it). */
  signal?: AbortSignal;
  log?: (line: string) => void;
  /** Resolves when the forecasts asked for so far are made (the local forecast queue). */
  settled?: () => Promise<void>;
  /** After each batch, a pause of this share of the time it took (default 1; tests pass 0). */
  pauseRatio?: number;
  /** Steps (2 h) per batch; default as many as one ingest batch holds for all the sensors. */
  chunkSteps?: number;
  /** The least time between two progress lines (default 5 s); the first and last are always said. */
  progressEveryMs?: number;
  /** Told after each batch is stored and noted (tests stop the fill halfway with it). */
  onProgress?: (progress: HistoryProgress) => void;
}

export interface HistoryProgress {
  /** Steps (of all the sensors) stored so far by this fill, and in all. */
  doneSteps: number;
  totalSteps: number;
  sent: number;
}

export interface HistoryFillResult {
  sent: number;
  /** Nothing is pending any more. */
  complete: boolean;
}

const stepsIn = (r: HistoryRange) => Math.max(0, Math.floor((r.to - r.from) / STEP_MS) + 1);
const days = (steps: number) => Math.round(steps / STEPS_PER_DAY).toLocaleString('en');

/** Readings up to `to` of the range starting at `from` are still to send; the rest is stored. */
function noteProgress(dataDir: string, from: number, to: number): void {
  // Read again: `npm run simulate` may have moved sentUntil meanwhile.
  const state = readDemoState(dataDir);
  if (!state) return;
  const pending = (state.pending ?? []).flatMap((r) =>
    r.from !== from ? [r] : to >= r.from ? [{ from, to: Math.min(r.to, to) }] : [],
  );
  writeDemoState(dataDir, { ...state, pending });
}

function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (ms <= 0 || signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}

/** Readings of one range grouped by time, newest step first. */
function stepsNewestFirst(readings: SimReading[]): SimReading[][] {
  const byTime = new Map<number, SimReading[]>();
  for (const r of readings) {
    const step = byTime.get(r.time);
    if (step) step.push(r);
    else byTime.set(r.time, [r]);
  }
  return [...byTime.keys()]
    .sort((a, b) => b - a)
    .map((t) => byTime.get(t)!.sort((a, b) => a.sensor_id.localeCompare(b.sensor_id)));
}

/** Send the pending history; resolves when it is all stored, stopped or failed (never throws). */
export async function fillDemoHistory(opts: HistoryFillOptions): Promise<HistoryFillResult> {
  const log = opts.log ?? (() => {});
  const state = readDemoState(opts.dataDir);
  const pending = state?.pending ?? [];
  if (!state || !pending.length) return { sent: 0, complete: true };
  const sensors = state.sensors.length;
  const chunkSteps = Math.max(1, opts.chunkSteps ?? Math.floor(MAX_INGEST_BATCH / Math.max(1, sensors)));
  const totalSteps = pending.reduce((n, r) => n + stepsIn(r), 0);
  const pauseRatio = opts.pauseRatio ?? 1;
  const every = opts.progressEveryMs ?? 5000;
  if (opts.signal?.aborted) return { sent: 0, complete: false };
  const started = performance.now();
  let sent = 0;
  let doneSteps = 0;
  let said = started;
  const stopped = () => {
    log(
      `Demo farm: history stopped at ${Math.floor((100 * doneSteps) / totalSteps)} %; the next start goes on from ` +
        `there.`,
    );
    return { sent, complete: false };
  };
  log(
    `Demo farm: filling in the history in the background, newest first: ${days(totalSteps)} days ` +
      `(${(totalSteps * sensors).toLocaleString('en')} readings)…`,
  );
  try {
    for (const range of pending) {
      // Simulated once per range (each sensor is stepped from the origin whatever part is asked
      // for), a sensor at a time with a turn for requests between.
      const readings: SimReading[] = [];
      for (const s of state.sensors) {
        readings.push(...simulateSensor(s, state.origin, range.from, range.to));
        await new Promise((resolve) => setImmediate(resolve));
        if (opts.signal?.aborted) return stopped();
      }
      const steps = stepsNewestFirst(readings);
      for (let i = 0; i < steps.length; i += chunkSteps) {
        if (opts.signal?.aborted) return stopped();
        const chunk = steps.slice(i, i + chunkSteps);
        const batchStarted = performance.now();
        sent += (await sendReadings(opts.apiUrl, state.credential, chunk.flat(), { concurrency: 1 })).sent;
        // The oldest step of the chunk is stored, and everything newer in the range before it.
        noteProgress(opts.dataDir, range.from, chunk.at(-1)![0]!.time - STEP_MS);
        doneSteps += chunk.length;
        opts.onProgress?.({ doneSteps, totalSteps, sent });
        // The forecasts this batch asked for (skipped: nothing newer) go before the next batch.
        await opts.settled?.();
        const now = performance.now();
        if (now - said >= every && doneSteps < totalSteps) {
          said = now;
          log(
            `Demo farm: history ${Math.floor((100 * doneSteps) / totalSteps)} % (${days(doneSteps)} of ` +
              `${days(totalSteps)} days)…`,
          );
        }
        await pause((now - batchStarted) * pauseRatio, opts.signal);
      }
      // A range the simulation had no step for (edited notes: from after to) is done too.
      if (!steps.length) noteProgress(opts.dataDir, range.from, range.from - STEP_MS);
      doneSteps += stepsIn(range) - steps.length;
    }
  } catch (err) {
    // The demo gateway's credential rotated, the gateway deleted, the stack stopping: kept for the next start.
    log(
      `Demo farm: history paused at ${Math.floor((100 * doneSteps) / totalSteps)} % (${(err as Error).message}); ` +
        `the next start goes on from there.`,
    );
    return { sent, complete: false };
  }
  log(
    `Demo farm: history complete: ${days(totalSteps)} days (${sent.toLocaleString('en')} readings) in ` +
      `${((performance.now() - started) / 1000).toFixed(0)} s.`,
  );
  return { sent, complete: true };
}
