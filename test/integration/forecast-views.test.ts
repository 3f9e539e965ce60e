/**
 * The field answer reads its sensors' forecasts and skill together (one BatchGetItem for the
 * views and skill items, one for the check that each view's newest forecast is stored), whatever
 * the number of sensors, and answers what the series' own forecasts say: after a crash between a
 * view and its forecast, with a placeholder left by a direct store, with a view gone, after the
 * same batch twice, and for a freed and re-registered sensor id.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forecastBatch } from '../../lambdas/forecasts/services/forecasts';
import { pastPredictionRows, predictionRows, skillOf } from '../../lambdas/forecasts/services/forecast-views';
import { appTableName } from '../../lambdas/platform/env';
import { documentClient } from '../../lambdas/platform/aws/clients';
import {
  addSkill,
  newestForecast,
  putForecast,
  skillSince,
  VIEW_SK,
  pk,
} from '../../lambdas/forecasts/adapters/forecasts';
import {
  forecastHead,
  replaceView,
  storedForecasts,
  storedKey,
  viewItem,
  viewsAndSkill,
  writeViews,
} from '../../lambdas/forecasts/adapters/forecast-views';
import { dynamoReadingsStore } from '../../lambdas/readings/adapters/readings/dynamodb';
import type { SeriesKey } from '../../lambdas/readings/adapters/readings/port';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { currentSeries, storedReading as reading } from '../support/readings';
import { failWhen, recordCommands, type Seen } from '../support/faults';
import { api, newGrower, startTestStack, withPlan, type TestStack } from '../support/local-stack';
import { buildField, buildSensorForm, buildZone } from '../support/management';

type Body = Record<string, any>;
const H = 3_600_000;
const SENSORS = 3;
/** The newest reading: a few hours ago on the 2-hour grid. */
const T = Math.floor(Date.now() / (2 * H)) * 2 * H - 4 * H;

let stack: TestStack;
let token: string;
let fieldId: string;
let series: SeriesKey[];
const store = dynamoReadingsStore();
const noWeather = async () => [];
/** 2-hourly readings of every series up to `until`, then the forecast batch (the job's path). */
const readingsThenBatch = async (until: number, from = until - 4 * 24 * H) => {
  for (const s of series)
    await store.put(
      Array.from({ length: Math.round((until - from) / (2 * H)) + 1 }, (_, k) =>
        reading(s, from + k * 2 * H, Math.round((from + k * 2 * H) / (2 * H))),
      ),
    );
  return forecastBatch(series, { store, weather: noWeather });
};
const fieldAnswer = async () => {
  const res = await api(stack, 'GET', `/api/v2/moisture/${fieldId}`, { token });
  expect(res.status).toBe(200);
  return res.body.data as Body[];
};
/** What the per-series reads answer for a sensor: the field answer's forecast parts must equal it. */
const expected = async (s: SeriesKey, saturation: number | undefined) => {
  const now = Date.now();
  const newest = await newestForecast(s);
  return {
    prediction: predictionRows(newest, now, saturation),
    pastPrediction: await pastPredictionRows(s, newest, now, saturation),
    skill: await skillOf(s, now),
  };
};
const forecastPartsOf = (answer: Body[]) =>
  new Map(
    answer.map((a) => [
      a.sensor_id as string,
      {
        prediction: a.prediction,
        pastPrediction: a.pastPrediction,
        skill: a.skill,
        saturation: a.zone ? Math.max(a.zone.saturation_50, a.zone.saturation_100, a.zone.saturation_150) : undefined,
      },
    ]),
  );
/** The field answer (`answer`, or a new one) says for each sensor what its series' forecasts say. */
const expectAnswerFromSeries = async (answer?: Body[]) => {
  const parts = forecastPartsOf(answer ?? (await fieldAnswer()));
  expect(parts.size).toBe(series.length);
  for (const s of series) {
    const got = parts.get(s.split('~')[0]!)!;
    expect({ prediction: got.prediction, pastPrediction: got.pastPrediction, skill: got.skill }).toEqual(
      await expected(s, got.saturation),
    );
  }
  return parts;
};
/** The forecast-partition reads among recorded commands. */
const forecastReads = (seen: Seen[]) => {
  const onForecasts = (keys: Body[]) => keys.some((k) => String(k.PK).startsWith('FORECAST#'));
  return {
    queries: seen.filter(
      (c) => c.command === 'QueryCommand' && String(c.input.ExpressionAttributeValues?.[':pk']).startsWith('FORECAST#'),
    ).length,
    batchGets: seen.filter(
      (c) =>
        c.command === 'BatchGetItemCommand' &&
        onForecasts((Object.values(c.input.RequestItems ?? {})[0] as Body).Keys as Body[]),
    ).length,
  };
};
const recorded = async <R>(fn: () => Promise<R>) => {
  const rec = recordCommands();
  try {
    return { result: await fn(), seen: rec.seen };
  } finally {
    rec.stop();
  }
};

beforeAll(async () => {
  stack = await startTestStack();
  const { username } = await newGrower(stack);
  token = (await withPlan(stack, username, 'pro')).IdToken!;
  fieldId = ((await api(stack, 'POST', '/api/field/addField', { token, json: buildField() })).body.data as Body)
    .field_id as string;
  expect((await api(stack, 'POST', `/api/v2/zone/${fieldId}`, { token, json: buildZone() })).status).toBeLessThan(300);
  series = [];
  for (let i = 0; i < SENSORS; i++) {
    const form = buildSensorForm(fieldId);
    expect((await api(stack, 'POST', '/api/sensor/v2/new', { token, form })).status).toBe(201);
    series.push(await currentSeries(form.sensorId));
  }
  // Forecasts issued 50 h, 26 h and 0 h before T by the job: the newest's past predictions are
  // the +2 h steps of the other two, and the later batches verify the earlier forecasts.
  for (const at of [T - 50 * H, T - 26 * H, T]) expect((await readingsThenBatch(at)).failed).toEqual(new Map());
});
afterAll(async () => {
  await stack?.close();
});

describe('the forecast view store', () => {
  it('keeps a view beside the forecasts, found by the head query and by BatchGetItem with skill months', async () => {
    const s = series[0]!;
    const head = await forecastHead(s);
    expect(head.newestMs).toBe(T);
    expect(head.view?.view?.newest).toBe(T);
    expect(head.view?.view?.recent.map((f) => f.issued_at)).toEqual([T - 50 * H, T - 26 * H, T]);
    const day = new Date(T).toISOString().slice(0, 10);
    const state = await viewsAndSkill([s, 'nobody~1' as SeriesKey], [day]);
    expect(state.get(s)?.view?.view?.newest).toBe(T);
    expect(state.get(s)?.skill.map((i) => i.SK)).toEqual([`SKILL#${day.slice(0, 7)}`]);
    expect(state.get('nobody~1' as SeriesKey)).toEqual({ skill: [] });
    const stored = await storedForecasts([
      { series: s, issuedAt: T },
      { series: s, issuedAt: T + 1 },
    ]);
    expect(stored.get(storedKey(s, T))).toEqual(await newestForecast(s));
    expect(stored.has(storedKey(s, T + 1))).toBe(false);
  });

  it('stores forecast steps and view forecasts as JSON strings (lists marshal each number); reads lists', async () => {
    const s = series[0]!;
    const raw = async (sk: string) =>
      (await documentClient().send(new GetCommand({ TableName: appTableName(), Key: { PK: pk(s), SK: sk } }))).Item!;
    const forecast = raw(`AT#${String(T).padStart(15, '0')}`);
    expect(typeof (await forecast).steps).toBe('string');
    expect(typeof (await raw(VIEW_SK)).recent).toBe('string');
    const newest = (await newestForecast(s))!;
    expect(Array.isArray(newest.steps) && newest.steps.length > 0).toBe(true);
    // An item written with the steps as a list (the first layout) reads the same.
    const listed = {
      ...(await forecast),
      SK: `AT#${String(T - 1).padStart(15, '0')}`,
      issued_at: T - 1,
      steps: newest.steps,
    };
    await documentClient().send(new PutCommand({ TableName: appTableName(), Item: listed }));
    const older = (await storedForecasts([{ series: s, issuedAt: T - 1 }])).get(storedKey(s, T - 1));
    expect(older?.steps).toEqual(newest.steps);
    await documentClient().send(new DeleteCommand({ TableName: appTableName(), Key: { PK: pk(s), SK: listed.SK } }));
  });

  it('puts a view only in place of the item seen: nothing, or the placeholder with that token', async () => {
    const s = 'view-test~1' as SeriesKey;
    const view = { newest: 5, recent: [{ issued_at: 5, depths: [10], steps: [[2, 1]], origin: [1] }] };
    expect(await replaceView(s, view, undefined)).toBe(true);
    expect(await replaceView(s, view, undefined)).toBe(false);
    const placeholder = viewItem({ expect: 7 });
    await writeViews([{ series: s, item: placeholder }]);
    expect(await replaceView(s, view, 'another token')).toBe(false);
    expect(await replaceView(s, view, placeholder.token)).toBe(true);
    expect((await forecastHead(s)).view?.view).toEqual(view);
  });

  it('skill: a day’s counters go into its month item; day items of the earlier layout are still read', async () => {
    const s = 'skill-test~1' as SeriesKey;
    await addSkill(s, '2026-03-30', { n_h2_d10: 1, model_h2_d10: 0.5 });
    await addSkill(s, '2026-03-30', { n_h2_d10: 2 });
    await addSkill(s, '2026-04-02', { n_h2_d10: 4 });
    await documentClient().send(
      new PutCommand({ TableName: stack.tableName, Item: { PK: pk(s), SK: 'SKILL#2026-03-31', n_h2_d10: 8 } }),
    );
    expect(await skillSince(s, '2026-03-30')).toEqual([
      { n_h2_d10: 3, model_h2_d10: 0.5 },
      { n_h2_d10: 8 },
      { n_h2_d10: 4 },
    ]);
    expect(await skillSince(s, '2026-03-31')).toEqual([{ n_h2_d10: 8 }, { n_h2_d10: 4 }]);
  });
});

describe('the field answer', () => {
  it("reads its sensors' forecasts in two BatchGetItem calls, no query a sensor, answering the series'", async () => {
    const { result, seen } = await recorded(fieldAnswer);
    expect(result).toHaveLength(SENSORS);
    expect(forecastReads(seen)).toEqual({ queries: 0, batchGets: 2 });
    const parts = await expectAnswerFromSeries();
    // The story has what it should: three predictions, two past predictions, verified skill.
    for (const p of parts.values()) {
      expect(p.prediction.length).toBeGreaterThan(0);
      expect(p.pastPrediction).toHaveLength(2);
      expect(p.skill.some((f: Body) => f.n > 0)).toBe(true);
    }
  });

  it('the same batch twice writes nothing the second time, and the answer stays the views’ one', async () => {
    const { result, seen } = await recorded(() => forecastBatch(series, { store, weather: noWeather }));
    expect(result.stored.size).toBe(0);
    expect(seen.filter((c) => /Put|Update|Delete|BatchWrite/.test(c.command))).toEqual([]);
    expect(forecastReads((await recorded(fieldAnswer)).seen)).toEqual({ queries: 0, batchGets: 2 });
  });

  it('a crash between views and forecasts: stored forecasts answer; the retry stores them on the views', async () => {
    const next = T + 2 * H;
    const stop = failWhen(
      (input, command) => command === 'PutItemCommand' && String(input.Item?.SK).startsWith('AT#0'),
    );
    let outcome;
    try {
      outcome = await readingsThenBatch(next, T + 2 * H);
    } finally {
      stop();
    }
    expect(outcome.failed.size).toBe(SENSORS);
    // The views name a forecast that is not stored: each sensor is answered from its forecasts.
    expect((await forecastHead(series[0]!)).view?.view?.newest).toBe(next);
    expect((await forecastHead(series[0]!)).newestMs).toBe(T);
    const { result, seen } = await recorded(fieldAnswer);
    await expectAnswerFromSeries(result);
    expect(forecastReads(seen).queries).toBeGreaterThan(0);
    // The retry (Lambda's): stores the forecasts; the views built on hold them.
    const retry = await forecastBatch(series, { store, weather: noWeather });
    expect(retry.failed).toEqual(new Map());
    expect(retry.stored.size).toBe(SENSORS);
    const head = await forecastHead(series[0]!);
    expect([head.newestMs, head.view?.view?.newest]).toEqual([next, next]);
    const again = await recorded(fieldAnswer);
    expect(forecastReads(again.seen)).toEqual({ queries: 0, batchGets: 2 });
    await expectAnswerFromSeries(again.result);
  });

  it('a forecast stored directly leaves a placeholder: answered from the forecasts, the view put back', async () => {
    const s = series[1]!;
    const newest = (await newestForecast(s))!;
    const later = {
      ...newest,
      issued_at: newest.issued_at + H,
      steps: newest.steps.map((st) => [st[0]!, ...st.slice(1).map((v) => (v === null ? null : v + 1))]),
    };
    expect(await putForecast(s, later)).toBe(true);
    expect((await forecastHead(s)).view).toMatchObject({ expect: later.issued_at });
    expect((await forecastHead(s)).view?.view).toBeUndefined();
    await expectAnswerFromSeries();
    // That answer put the view in the placeholder's place: the next one reads no forecast query.
    expect((await forecastHead(s)).view?.view?.newest).toBe(later.issued_at);
    const again = await recorded(fieldAnswer);
    expect(forecastReads(again.seen)).toEqual({ queries: 0, batchGets: 2 });
    await expectAnswerFromSeries(again.result);
  });

  it('a view gone (a table from before views) is answered from the forecasts and put back', async () => {
    const s = series[2]!;
    await documentClient().send(new DeleteCommand({ TableName: stack.tableName, Key: { PK: pk(s), SK: VIEW_SK } }));
    const { result, seen } = await recorded(fieldAnswer);
    await expectAnswerFromSeries(result);
    expect(forecastReads(seen).queries).toBeGreaterThan(0);
    expect((await forecastHead(s)).view?.view?.newest).toBe((await newestForecast(s))!.issued_at);
    const again = await recorded(fieldAnswer);
    expect(forecastReads(again.seen)).toEqual({ queries: 0, batchGets: 2 });
    await expectAnswerFromSeries(again.result);
  });

  it('a view holding a twin of the stored forecast (two runs, one crashed) is not answered nor built on', async () => {
    const s = series[0]!;
    const head = await forecastHead(s);
    const next = head.newestMs! + 2 * H;
    // This run writes its view naming `next`, then dies before storing the forecast ...
    await store.put([reading(s, next, 1)]);
    const stop = failWhen(
      (input, command) => command === 'PutItemCommand' && input.Item?.SK === `AT#${String(next).padStart(15, '0')}`,
    );
    try {
      expect((await forecastBatch([s], { store, weather: noWeather })).failed.has(s)).toBe(true);
    } finally {
      stop();
    }
    // ... while another run stored its own forecast for `next` (other weather, other steps).
    const rival = { ...head.newest!, issued_at: next, steps: [[2, 1, 2, 3, 4]] };
    await documentClient().send(
      new PutCommand({
        TableName: stack.tableName,
        Item: { PK: pk(s), SK: `AT#${String(next).padStart(15, '0')}`, ...rival },
      }),
    );
    expect((await forecastHead(s)).view?.view?.newest).toBe(next);
    const parts = await expectAnswerFromSeries();
    expect(parts.get(s.split('~')[0]!)!.prediction).toEqual(
      predictionRows(rival, Date.now(), parts.get(s.split('~')[0]!)!.saturation),
    );
    // The next forecast is not built on the twin: a placeholder, then the answer puts the view back.
    await store.put([reading(s, next + 2 * H, 2)]);
    expect((await forecastBatch([s], { store, weather: noWeather })).stored.size).toBe(1);
    expect((await forecastHead(s)).view).toMatchObject({ expect: next + 2 * H });
    await expectAnswerFromSeries();
    expect((await forecastHead(s)).view?.view?.recent.at(-2)).toEqual(rival);
    const again = await recorded(fieldAnswer);
    expect(forecastReads(again.seen)).toEqual({ queries: 0, batchGets: 2 });
    await expectAnswerFromSeries(again.result);
  });
});
