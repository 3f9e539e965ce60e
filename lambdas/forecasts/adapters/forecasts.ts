/**
 * Stored forecasts and their skill counters, in the app table, one partition per readings series
 * (`<sensor id>~<registration>`), so a freed and re-registered sensor id never reaches the old
 * registration's forecasts, and the purge of a freed series deletes them with one query:
 *   PK FORECAST#<series>  SK AT#<issuedAt, 15 digits>   { issued_at, depths, steps (JSON), origin }
 *   PK FORECAST#<series>  SK SKILL#<yyyy-mm>            { <dd>/<counter>: number, … } (ADD-only sums)
 *   PK FORECAST#<series>  SK AT#~                       the series' forecast view (forecast-views.ts)
 * The skill counters of a month share one item (about 20 kB), so the 30 days the skill figures
 * span are two or three known keys: a field's sensors' skill is one BatchGetItem. Items of the
 * earlier layout (SK SKILL#<yyyy-mm-dd>, one per day) are still read by skillSince.
 * The app table rather than the readings table: the readings store has a Timestream adapter,
 * which cannot hold per-forecast documents, conditional writes or deletes.
 */
import { BatchGetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { randomUUID } from 'node:crypto';
import { documentClient } from '../../platform/aws/clients';
import { appTableName } from '../../platform/env';
import type { SeriesKey } from '../../sensors';
import { purgePartition } from '../../platform/aws/items';

/** One stored step: [hours, moisture at each depth…, temperature]. */
export type StoredStep = (number | null)[];

export interface StoredForecast {
  issued_at: number;
  /** The depths the moisture columns are for (cm), shallowest first. */
  depths: number[];
  /** Each step as [hours, ...moisture per depth, temperature]. */
  steps: StoredStep[];
  /** The newest observation the forecast started from, [...moisture per depth, temperature]: persistence's forecast. */
  origin: (number | null)[];
}

/** Sums of absolute errors, keyed `<model|persistence|n>_h<hours>_d<depth>`. */
export type SkillCounters = Record<string, number>;

const PK_PREFIX = 'FORECAST#';
export const pk = (series: SeriesKey) => `${PK_PREFIX}${series}`;
export const seriesOfPk = (value: unknown) => String(value).slice(PK_PREFIX.length) as SeriesKey;
/** The series' view item sorts after every forecast (AT#<digits>) and before the skill items. */
export const VIEW_SK = 'AT#~';
export const at = (ms: number) => `AT#${String(Math.max(0, Math.trunc(ms))).padStart(15, '0')}`;
/** The month item holding a day's skill counters. */
export const skillSk = (day: string) => `SKILL#${day.slice(0, 7)}`;
const FIELDS = ['issued_at', 'depths', 'steps', 'origin'];

function query(
  series: SeriesKey,
  cond: string,
  values: Record<string, unknown>,
  opts: { descending?: boolean; limit?: number; start?: Record<string, unknown> } = {},
) {
  return documentClient().send(
    new QueryCommand({
      TableName: appTableName(),
      KeyConditionExpression: `PK = :pk AND ${cond}`,
      ExpressionAttributeValues: { ':pk': pk(series), ...values },
      ConsistentRead: true,
      ...(opts.descending ? { ScanIndexForward: false } : {}),
      ...(opts.limit ? { Limit: opts.limit } : {}),
      ...(opts.start ? { ExclusiveStartKey: opts.start } : {}),
    }),
  );
}

/**
 * A stored forecast item as a forecast. Its steps (about 37 × 5 numbers) are kept as one JSON
 * string: as nested lists every number is marshalled on its own, which cost the forecast job and
 * every read of forecasts more CPU than the model. (Steps stored as a list are still read.)
 */
export const toForecast = (item: Record<string, unknown>): StoredForecast => {
  const f = Object.fromEntries(FIELDS.map((name) => [name, item[name]])) as Record<string, unknown>;
  if (typeof f.steps === 'string') f.steps = JSON.parse(f.steps);
  return f as unknown as StoredForecast;
};

/** A forecast as the item attributes it is stored with. */
const forecastAttributes = (f: StoredForecast) => ({ ...f, steps: JSON.stringify(f.steps) });

/**
 * Store a forecast once: false when one issued at the same time is stored already (idempotent).
 * The series' view is first made a placeholder expecting it (forecast-views.ts), so the view never
 * answers without this forecast; the forecast job writes the views itself and calls storeForecast.
 */
export async function putForecast(series: SeriesKey, f: StoredForecast): Promise<boolean> {
  await documentClient().send(
    new PutCommand({
      TableName: appTableName(),
      Item: { PK: pk(series), SK: VIEW_SK, token: randomUUID(), expect: f.issued_at },
    }),
  );
  return storeForecast(series, f);
}

/** Store a forecast once (false when stored already), leaving the series' view as it is: its writer's task. */
export async function storeForecast(series: SeriesKey, f: StoredForecast): Promise<boolean> {
  try {
    await documentClient().send(
      new PutCommand({
        TableName: appTableName(),
        Item: { PK: pk(series), SK: at(f.issued_at), ...forecastAttributes(f) },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return true;
  } catch (err) {
    if (err instanceof ConditionalCheckFailedException) return false;
    throw err;
  }
}

/** The newest forecast issued at or before `atOrBeforeMs` (the newest of all without it). */
export async function newestForecast(
  series: SeriesKey,
  atOrBeforeMs = Number.MAX_SAFE_INTEGER / 1000,
): Promise<StoredForecast | undefined> {
  const out = await query(
    series,
    'SK BETWEEN :lo AND :hi',
    { ':lo': at(0), ':hi': at(atOrBeforeMs) },
    { descending: true, limit: 1 },
  );
  return out.Items?.[0] && toForecast(out.Items[0]);
}

/** BatchGetItem takes at most 100 keys a call. */
const BATCH_GET_KEYS = 100;

/**
 * The forecasts stored at these issue times, of any number of series, in BatchGetItem calls of up
 * to 100 keys (consistent reads); times with no forecast are simply absent. Keys DynamoDB hands
 * back unprocessed (throttling) are asked again after a random wait under a doubling cap.
 */
export async function forecastsAt(
  wanted: readonly { series: SeriesKey; issuedAt: number }[],
): Promise<Map<SeriesKey, StoredForecast[]>> {
  const found = new Map<SeriesKey, StoredForecast[]>();
  const keys = [
    ...new Map(
      wanted.map((w) => [`${pk(w.series)} ${at(w.issuedAt)}`, { PK: pk(w.series), SK: at(w.issuedAt) }]),
    ).values(),
  ];
  const calls: Promise<void>[] = [];
  for (let i = 0; i < keys.length; i += BATCH_GET_KEYS) {
    calls.push(
      (async () => {
        let left: Record<string, unknown>[] = keys.slice(i, i + BATCH_GET_KEYS);
        for (let attempt = 0; left.length; attempt++) {
          if (attempt > 8) throw new Error('DynamoDB kept throttling a forecast read');
          if (attempt) await new Promise((r) => setTimeout(r, Math.random() * Math.min(1_000, 25 * 2 ** attempt)));
          const res = await documentClient().send(
            new BatchGetCommand({ RequestItems: { [appTableName()]: { Keys: left, ConsistentRead: true } } }),
          );
          for (const item of res.Responses?.[appTableName()] ?? []) {
            const series = String(item.PK).slice(PK_PREFIX.length) as SeriesKey;
            found.set(series, [...(found.get(series) ?? []), toForecast(item)]);
          }
          left = res.UnprocessedKeys?.[appTableName()]?.Keys ?? [];
        }
      })(),
    );
  }
  await Promise.all(calls);
  return found;
}

/** Forecasts issued from `fromMs` to `toMs` (inclusive), oldest first. */
export async function forecastsIssued(series: SeriesKey, fromMs: number, toMs: number): Promise<StoredForecast[]> {
  const found: StoredForecast[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await query(series, 'SK BETWEEN :lo AND :hi', { ':lo': at(fromMs), ':hi': at(toMs) }, { start });
    for (const item of page.Items ?? []) found.push(toForecast(item));
    start = page.LastEvaluatedKey;
  } while (start);
  return found;
}

/** Add to a day's skill counters (ADD: concurrent additions all count), in the day's month item. */
export async function addSkill(series: SeriesKey, day: string, add: SkillCounters): Promise<void> {
  await addSkillDays(series, [{ day, counters: add }]);
}

/**
 * Add to several days' skill counters: one update per month item, so the days a batch's
 * verification spans (the +2 h and +72 h targets often fall on two days) cost one write, not one
 * per day. The same counter twice is one addition of both.
 */
export async function addSkillDays(
  series: SeriesKey,
  days: readonly { day: string; counters: SkillCounters }[],
): Promise<void> {
  const byMonth = new Map<string, Map<string, number>>();
  for (const { day, counters } of days) {
    let sums = byMonth.get(skillSk(day));
    if (!sums) byMonth.set(skillSk(day), (sums = new Map()));
    for (const [k, v] of Object.entries(counters))
      sums.set(`${day.slice(8, 10)}/${k}`, (sums.get(`${day.slice(8, 10)}/${k}`) ?? 0) + v);
  }
  await Promise.all(
    [...byMonth].map(async ([sk, sums]) => {
      const entries = [...sums];
      if (!entries.length) return;
      await documentClient().send(
        new UpdateCommand({
          TableName: appTableName(),
          Key: { PK: pk(series), SK: sk },
          UpdateExpression: `ADD ${entries.map((_, i) => `#c${i} :v${i}`).join(', ')}`,
          ExpressionAttributeNames: Object.fromEntries(entries.map(([name], i) => [`#c${i}`, name])),
          ExpressionAttributeValues: Object.fromEntries(entries.map(([, v], i) => [`:v${i}`, v])),
        }),
      );
    }),
  );
}

/**
 * The daily skill counters from `fromDay` (yyyy-mm-dd) on, one entry per day, oldest first, from
 * stored skill items: month items (`<dd>/<counter>` attributes) and day items of the earlier layout.
 */
export function skillDays(items: readonly Record<string, unknown>[], fromDay: string): SkillCounters[] {
  const days = new Map<string, SkillCounters>();
  const add = (day: string, counter: string, value: unknown) => {
    if (day < fromDay || typeof value !== 'number') return;
    const counters = days.get(day) ?? {};
    counters[counter] = (counters[counter] ?? 0) + value;
    days.set(day, counters);
  };
  for (const { PK: _p, SK, ...attributes } of items) {
    const key = String(SK).slice('SKILL#'.length);
    for (const [name, value] of Object.entries(attributes)) {
      if (key.length === 10) add(key, name, value);
      else if (key.length === 7 && name[2] === '/') add(`${key}-${name.slice(0, 2)}`, name.slice(3), value);
    }
  }
  return [...days.keys()].sort().map((d) => days.get(d)!);
}

/** The daily skill counters from `fromDay` (yyyy-mm-dd) on, one entry per day, oldest first. */
export async function skillSince(series: SeriesKey, fromDay: string): Promise<SkillCounters[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await query(
      series,
      'SK BETWEEN :lo AND :hi',
      { ':lo': skillSk(fromDay), ':hi': 'SKILL#~' },
      { start },
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return skillDays(items, fromDay);
}

/** Delete up to `limit` items of a series' forecast partition (a freed registration's); done when none is left. */
export const purgeForecasts = (series: SeriesKey, limit: number) =>
  purgePartition(pk(series), limit, 'DynamoDB kept throttling a forecast purge');
