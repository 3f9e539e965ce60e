/**
 * The recompute job through the local stack: the start answers 202 with a queued job, the status
 * route follows it to done with the counts and the readings recomputed; bad input is 400 naming the
 * field and starts nothing; a grower gets 403; an unknown job 404; a second start while one runs is
 * 409 naming it; a stalled job frees its sensor; a second delivery of a job does nothing; and a run
 * that takes over a crashed one carries on to the same readings and counts.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RecomputeJob } from '@shared/calibration/recompute-job';
import { DEMO_ACCOUNTS } from '../../infra/local/demo-accounts';
import { FAILED_MESSAGE, runRecomputeJob } from '../../lambdas/readings/services/recompute-worker';
import { recomputesSettled } from '../../lambdas/readings/services/recompute-queue';
import { STALLED_MESSAGE } from '../../lambdas/readings/services/recompute-job-view';
import { updateItem } from '../../lambdas/platform/aws/items';
import {
  createRecomputeJob,
  getRecomputeJob,
  getSensorRecomputeLock,
  lockSensorForRecompute,
  releaseSensorRecomputeLock,
  type RecomputeJobRecord,
} from '../../lambdas/readings/adapters/recompute-jobs';
import { dynamoReadingsStore } from '../../lambdas/readings/adapters/readings/dynamodb';
import type { Reading, SeriesKey } from '../../lambdas/readings/adapters/readings/port';
import { failWhen, intercept } from '../support/faults';
import { currentSeries } from '../support/readings';
import { api, logIn, newGrower, startTestStack, type TestStack } from '../support/local-stack';
import { buildField, buildSensorForm } from '../support/management';
import { RECOMPUTE_PATH, recomputeAndWait, waitForRecompute } from '../support/recompute';

type Body = Record<string, any>;
const DAY = 86_400_000;
/** Three weeks and a day: four weeks of work, a reading every 12 hours (44 readings). */
const FROM = Date.UTC(2026, 2, 2);
const TO = FROM + 22 * DAY - 1;
const sec = (ms: number) => Math.floor(ms / 1000);
const store = dynamoReadingsStore();

let stack: TestStack;
let admin: string;
let grower: string;
let sensor: string;
let series: SeriesKey;
let removeFault: (() => void) | undefined;

/** Raw at 10 cm from 0.1 to 1.39: under x1=0.1, x2=0.5 that is 0 to 322 %, and the readings above 200 % are flagged. */
const seeded = () => {
  const out: Reading[] = [];
  for (let i = 0, t = FROM; t <= TO; i++, t += DAY / 2) {
    const raw = { at10cm: 0.1 + i * 0.03, at50cm: 0.3, at100cm: 0.3, temperature: 15, battery_vol: 4 };
    out.push({
      series,
      sensorId: sensor,
      time: t,
      raw,
      calibrated: { at10cm: 0, at50cm: 0, at100cm: 0 },
      temperature: 15,
      battery_vol: 4,
      flags: [],
      receivedAt: t,
    } as unknown as Reading);
  }
  return out;
};
const input = () => ({ sensor_id: sensor, start: sec(FROM), end: sec(TO) });
const stored = () => store.range(series, { from: FROM, to: TO });

beforeAll(async () => {
  stack = await startTestStack();
  admin = (await logIn(stack, DEMO_ACCOUNTS.admin.username, DEMO_ACCOUNTS.admin.password)).IdToken!;
  const g = await newGrower(stack);
  grower = g.tokens.IdToken!;
  const field = (await api(stack, 'POST', '/api/field/addField', { token: grower, json: buildField() })).body
    .data as Body;
  const form = buildSensorForm(field.field_id);
  expect((await api(stack, 'POST', '/api/sensor/v2/new', { token: grower, form })).status).toBeLessThan(300);
  sensor = form.sensorId;
  series = await currentSeries(sensor);
  await store.put(seeded());
  expect(
    (
      await api(stack, 'POST', '/api/sensorformula/', {
        token: admin,
        json: { sensor_id: sensor, parameter: 'x1=0.1, x2=0.5' },
      })
    ).status,
  ).toBe(201);
});
afterEach(async () => {
  removeFault?.();
  removeFault = undefined;
  await recomputesSettled();
});
afterAll(async () => {
  await stack?.close();
});

describe('a recompute job', () => {
  it('starts (202, queued), reports its progress and ends done with the counts; readings recomputed', async () => {
    const { start, job } = await recomputeAndWait(stack, admin, input());
    expect(start.status).toBe(202);
    const started = start.body.data as RecomputeJob;
    expect(started).toMatchObject({
      sensor_id: sensor,
      status: 'queued',
      progress: { done: 0, total: 4, percent: 0 },
      error: null,
      requested_by: DEMO_ACCOUNTS.admin.username,
      finished_at: null,
    });
    expect(started.job_id).toMatch(/^rcj_/);
    expect(job).toMatchObject({
      job_id: started.job_id,
      status: 'done',
      progress: { done: 4, total: 4, percent: 100 },
      error: null,
    });
    const readings = await stored();
    expect(readings).toHaveLength(44);
    const flagged = readings.filter((r) => r.flags.length).length;
    expect(flagged).toBeGreaterThan(0);
    expect(job!.result).toEqual({ sensor_id: sensor, recomputed: 44, flagged });
    expect(readings[0]!.calibrated.at10cm).toBe(0);
    expect(readings[10]!.calibrated.at10cm).toBeCloseTo(75, 9);
    // The sensor is free again, and the same start twice gives the same readings and counts.
    expect(await getSensorRecomputeLock(sensor)).toBeUndefined();
    const again = await recomputeAndWait(stack, admin, input());
    expect(again.start.status).toBe(202);
    expect(again.job!.result).toEqual(job!.result);
    expect(await stored()).toEqual(readings);
  });

  it('refuses bad input with 400 naming the field, and starts nothing', async () => {
    const cases: [unknown, RegExp][] = [
      [{ start: sec(FROM), end: sec(TO) }, /sensor_id/],
      [{ sensor_id: sensor, start: sec(TO), end: sec(FROM) }, /end/],
      [{ sensor_id: sensor, start: 'yesterday', end: sec(TO) }, /start/],
      [{ sensor_id: sensor, start: sec(FROM), end: sec(FROM) + 401 * 86_400 }, /400 days/],
    ];
    for (const [json, field] of cases) {
      const res = await api(stack, 'POST', RECOMPUTE_PATH, { token: admin, json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.body.error).toMatch(field);
    }
    expect(await getSensorRecomputeLock(sensor)).toBeUndefined();
    const unknown = await api(stack, 'POST', RECOMPUTE_PATH, {
      token: admin,
      json: { ...input(), sensor_id: 'NOP000000000' },
    });
    expect([unknown.status, unknown.body]).toEqual([
      404,
      { error: 'Sensor not found.', code: 'sensorNotFound', values: {} },
    ]);
  });

  it('is for admins only: a grower gets 403 on the start and the status', async () => {
    const { job } = await recomputeAndWait(stack, admin, input());
    expect((await api(stack, 'POST', RECOMPUTE_PATH, { token: grower, json: input() })).status).toBe(403);
    expect((await api(stack, 'GET', `${RECOMPUTE_PATH}/${job!.job_id}`, { token: grower })).status).toBe(403);
    expect((await api(stack, 'GET', `${RECOMPUTE_PATH}/${job!.job_id}`)).status).toBe(401);
  });

  it('answers an unknown job with 404 and the house error body', async () => {
    for (const id of ['rcj_AAAAAAAAAAAA', 'nothing', '__proto__', 'constructor']) {
      const res = await api(stack, 'GET', `${RECOMPUTE_PATH}/${id}`, { token: admin });
      expect([res.status, res.body]).toEqual([
        404,
        { error: 'Recompute job not found.', code: 'recomputeJobNotFound', values: {} },
      ]);
    }
  });

  it('refuses a second start for the sensor while one runs (409 naming it); the first goes on', async () => {
    // Hold the worker's first read of the readings until the second start has been answered.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    removeFault = intercept(
      (i, command) => command === 'QueryCommand' && i.TableName === stack.readingsTableName,
      () => held.then(() => undefined),
    );
    const first = await api(stack, 'POST', RECOMPUTE_PATH, { token: admin, json: input() });
    expect(first.status).toBe(202);
    const firstId = (first.body.data as RecomputeJob).job_id;
    const second = await api(stack, 'POST', RECOMPUTE_PATH, {
      token: admin,
      json: { ...input(), start: sec(FROM + DAY) },
    });
    expect(second.status).toBe(409);
    expect(second.body.error).toBe(
      `A recompute of ${sensor} is already running (job ${firstId}). Wait for it to finish, then start again.`,
    );
    const running = (await api(stack, 'GET', `${RECOMPUTE_PATH}/${firstId}`, { token: admin })).body
      .data as RecomputeJob;
    expect(running.status).toBe('running');
    release();
    expect((await waitForRecompute(stack, admin, firstId)).status).toBe('done');
  });

  it('answers a job that stopped without finishing as failed, and lets the sensor be recomputed', async () => {
    const old = new Date(Date.now() - 17 * 60_000).toISOString();
    const dead: RecomputeJobRecord = {
      job_id: 'rcj_deadjob00001',
      sensor_id: sensor,
      start: sec(FROM),
      end: sec(TO),
      status: 'running',
      weeks_done: 2,
      weeks_total: 4,
      recomputed: 20,
      flagged: 0,
      error: null,
      requested_by: DEMO_ACCOUNTS.admin.username,
      created_at: old,
      updated_at: old,
      finished_at: null,
      run_id: 'gone',
    };
    expect(await createRecomputeJob(dead)).toBe(true);
    expect(await lockSensorForRecompute(sensor, dead.job_id, old)).toBe(true);
    const seen = (await api(stack, 'GET', `${RECOMPUTE_PATH}/${dead.job_id}`, { token: admin })).body
      .data as RecomputeJob;
    expect(seen).toMatchObject({
      status: 'failed',
      error: STALLED_MESSAGE,
      progress: { done: 2, total: 4, percent: 50 },
    });
    const { start, job } = await recomputeAndWait(stack, admin, input());
    expect(start.status).toBe(202);
    expect(job!.status).toBe('done');
  });

  it('ends a job whose walk fails as failed, with a plain message, and frees the sensor', async () => {
    removeFault = failWhen((i, command) => command === 'QueryCommand' && i.TableName === stack.readingsTableName);
    const { start, job } = await recomputeAndWait(stack, admin, input());
    expect(start.status).toBe(202);
    expect([job!.status, job!.error]).toEqual(['failed', FAILED_MESSAGE]);
    expect(job!.finished_at).not.toBeNull();
    expect(await getSensorRecomputeLock(sensor)).toBeUndefined();
  });

  it('lets a start go on after an earlier start crashed between taking the sensor and writing its job', async () => {
    expect(await lockSensorForRecompute(sensor, 'rcj_neverwritten', new Date().toISOString())).toBe(true);
    const { start, job } = await recomputeAndWait(stack, admin, input());
    expect([start.status, job!.status]).toEqual([202, 'done']);
    expect(await getSensorRecomputeLock(sensor)).toBeUndefined();
  });

  it('runs a job once however often delivered; a run taking over a crashed one ends the same', async () => {
    const { job } = await recomputeAndWait(stack, admin, input());
    const readings = await stored();
    // A second delivery of a finished job changes nothing.
    expect(await runRecomputeJob(job!.job_id)).toBe('skipped');
    expect(await getRecomputeJob(job!.job_id)).toMatchObject({ status: 'done', weeks_done: 4, recomputed: 44 });

    // A run that crashed after its second week (heartbeat two minutes old), its lock still held;
    // the readings of weeks three and four are as before any recompute.
    await store.put(seeded().filter((r) => r.time >= FROM + 14 * DAY));
    const twoMinutesAgo = new Date(Date.now() - 120_000).toISOString();
    const firstTwoWeeks = readings.filter((r) => r.time < FROM + 14 * DAY);
    const crashed: RecomputeJobRecord = {
      job_id: 'rcj_crashed00001',
      sensor_id: sensor,
      start: sec(FROM),
      end: sec(TO),
      status: 'running',
      weeks_done: 2,
      weeks_total: 4,
      recomputed: firstTwoWeeks.length,
      flagged: firstTwoWeeks.filter((r) => r.flags.length).length,
      error: null,
      requested_by: DEMO_ACCOUNTS.admin.username,
      created_at: twoMinutesAgo,
      updated_at: twoMinutesAgo,
      finished_at: null,
      run_id: 'crashed',
    };
    expect(await createRecomputeJob(crashed)).toBe(true);
    expect(await lockSensorForRecompute(sensor, crashed.job_id, twoMinutesAgo)).toBe(true);
    // Lambda's retry: this run takes the job over and carries on from week three; a duplicate of it finds it done.
    expect(await runRecomputeJob(crashed.job_id)).toBe('done');
    expect(await runRecomputeJob(crashed.job_id)).toBe('skipped');
    const taken = (await api(stack, 'GET', `${RECOMPUTE_PATH}/${crashed.job_id}`, { token: admin })).body
      .data as RecomputeJob;
    expect(taken).toMatchObject({ status: 'done', result: job!.result, progress: { done: 4, total: 4, percent: 100 } });
    expect(await stored()).toEqual(readings);
    expect(await getSensorRecomputeLock(sensor)).toBeUndefined();
  });

  it('stops a run that lost its job to another at its next week, leaving job and sensor to that run', async () => {
    const now = new Date().toISOString();
    const queued: RecomputeJobRecord = {
      job_id: 'rcj_lostrun00001',
      sensor_id: sensor,
      start: sec(FROM),
      end: sec(TO),
      status: 'queued',
      weeks_done: 0,
      weeks_total: 4,
      recomputed: 0,
      flagged: 0,
      error: null,
      requested_by: DEMO_ACCOUNTS.admin.username,
      created_at: now,
      updated_at: now,
      finished_at: null,
      run_id: null,
    };
    expect(await createRecomputeJob(queued)).toBe(true);
    expect(await lockSensorForRecompute(sensor, queued.job_id, now)).toBe(true);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    removeFault = intercept(
      (i, command) => command === 'QueryCommand' && i.TableName === stack.readingsTableName,
      () => held.then(() => undefined),
    );
    const run = runRecomputeJob(queued.job_id);
    while ((await getRecomputeJob(queued.job_id))?.status !== 'running') await new Promise((r) => setTimeout(r, 20));
    // Another run claims it meanwhile (as after a heartbeat gone stale).
    expect(await updateItem(`RECOMPUTE_JOB#${queued.job_id}`, 'JOB', { run_id: 'usurper' })).toBe(true);
    release();
    expect(await run).toBe('lost');
    expect(await getRecomputeJob(queued.job_id)).toMatchObject({
      status: 'running',
      run_id: 'usurper',
      weeks_done: 0,
      recomputed: 0,
    });
    expect(await getSensorRecomputeLock(sensor)).toMatchObject({ job_id: queued.job_id });
    await releaseSensorRecomputeLock(sensor, queued.job_id);
  });

  it('does not take over a running job whose heartbeat is fresh (a duplicate delivery)', async () => {
    const now = new Date().toISOString();
    const live: RecomputeJobRecord = {
      job_id: 'rcj_livejob00001',
      sensor_id: sensor,
      start: sec(FROM),
      end: sec(TO),
      status: 'running',
      weeks_done: 1,
      weeks_total: 4,
      recomputed: 7,
      flagged: 0,
      error: null,
      requested_by: DEMO_ACCOUNTS.admin.username,
      created_at: now,
      updated_at: now,
      finished_at: null,
      run_id: 'alive',
    };
    expect(await createRecomputeJob(live)).toBe(true);
    expect(await runRecomputeJob(live.job_id)).toBe('skipped');
    expect(await getRecomputeJob(live.job_id)).toMatchObject({
      status: 'running',
      run_id: 'alive',
      weeks_done: 1,
      recomputed: 7,
    });
  });
});
