/**
 * A series' forecast view: one item beside its forecasts (PK FORECAST#<series>, SK AT#~) that
 * holds its newest forecast and the few before it its past predictions can need, so a field's
 * forecasts are one BatchGetItem of known keys instead of three queries per sensor.
 *
 * Written before the forecast it names (the forecast job writes a batch's views in one
 * BatchWriteItem, then the forecasts), so a crash between the two leaves a view ahead of the
 * forecasts, never behind: a reader checks that the view's newest forecast is stored as the view
 * holds it (two runs at once can make twins of one forecast) and otherwise reads the series'
 * forecasts. A writer builds a view only on one whose newest forecast is the stored one. A writer that cannot build the
 * view (no view to build on, or a forecast stored by another writer) leaves a placeholder instead, naming the forecast
 * it expects (`expect`); a reader that finds a placeholder reads the forecasts and, once they include that
 * forecast, puts the view in its place if the placeholder is still the one it saw (`token`).
 */
import { BatchGetCommand, BatchWriteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { randomUUID } from 'node:crypto';
import { documentClient } from '../../platform/aws/clients';
import { appTableName } from '../../platform/env';
import { at, pk, seriesOfPk, skillSk, toForecast, VIEW_SK, type StoredForecast } from './forecasts';
import type { SeriesKey } from '../../sensors';

/** The newest forecast (`newest`, its issue time) and those before it past predictions can need. */
export interface ForecastView {
  newest: number;
  /** Oldest first, the newest last. */
  recent: StoredForecast[];
}

/** A stored view item: a view, or a placeholder expecting the forecast issued at `expect`. */
export interface ViewItem {
  token: string;
  view?: ForecastView;
  expect?: number;
}

const MAX_ATTEMPTS = 8;
const backoff = (attempt: number) =>
  new Promise((r) => setTimeout(r, Math.random() * Math.min(1_000, 25 * 2 ** attempt)));

/**
 * The view's forecasts are kept as one JSON string: as nested DynamoDB lists every number of every
 * step is marshalled and unmarshalled on its own, which doubled the forecast job's CPU time and
 * slowed every field answer that reads the views. (A list, as first written, is still read.)
 */
const recentOf = (stored: unknown): Record<string, unknown>[] | undefined => {
  const list = typeof stored === 'string' ? (JSON.parse(stored) as unknown) : stored;
  return Array.isArray(list) ? (list as Record<string, unknown>[]) : undefined;
};

const toViewItem = (item: Record<string, unknown>): ViewItem => {
  const out: ViewItem = { token: String(item.token) };
  const recent = recentOf(item.recent);
  if (typeof item.newest === 'number' && recent) out.view = { newest: item.newest, recent: recent.map(toForecast) };
  if (typeof item.expect === 'number') out.expect = item.expect;
  return out;
};

const itemOf = (series: SeriesKey, v: ViewItem) => ({
  PK: pk(series),
  SK: VIEW_SK,
  token: v.token,
  ...(v.view ? { newest: v.view.newest, recent: JSON.stringify(v.view.recent) } : {}),
  ...(v.expect !== undefined ? { expect: v.expect } : {}),
});

/** A view item to write, with a fresh token. */
export const viewItem = (v: { view: ForecastView } | { expect: number }): ViewItem => ({ token: randomUUID(), ...v });

/**
 * The series' newest forecast (undefined: none yet), its issue time, and its view item, in one
 * query: the view sorts right after the forecasts.
 */
export async function forecastHead(
  series: SeriesKey,
): Promise<{ newestMs?: number; newest?: StoredForecast; view?: ViewItem }> {
  const out = await documentClient().send(
    new QueryCommand({
      TableName: appTableName(),
      KeyConditionExpression: 'PK = :pk AND SK BETWEEN :lo AND :hi',
      ExpressionAttributeValues: { ':pk': pk(series), ':lo': at(0), ':hi': VIEW_SK },
      ConsistentRead: true,
      ScanIndexForward: false,
      Limit: 2,
    }),
  );
  const head: { newestMs?: number; newest?: StoredForecast; view?: ViewItem } = {};
  for (const item of out.Items ?? []) {
    if (item.SK === VIEW_SK) head.view = toViewItem(item);
    else if (!head.newest) {
      head.newest = toForecast(item);
      head.newestMs = head.newest.issued_at;
    }
  }
  return head;
}

/** Write view items, 25 a call; items DynamoDB hands back unprocessed are sent again after a random wait. */
export async function writeViews(views: readonly { series: SeriesKey; item: ViewItem }[]): Promise<void> {
  for (let i = 0; i < views.length; i += 25) {
    let left: Record<string, unknown>[] = views
      .slice(i, i + 25)
      .map((v) => ({ PutRequest: { Item: itemOf(v.series, v.item) } }));
    for (let attempt = 0; left.length; attempt++) {
      if (attempt > MAX_ATTEMPTS) throw new Error('DynamoDB kept throttling a forecast view write');
      if (attempt) await backoff(attempt);
      const res = await documentClient().send(
        new BatchWriteCommand({ RequestItems: { [appTableName()]: left as never } }),
      );
      left = (res.UnprocessedItems?.[appTableName()] ?? []) as Record<string, unknown>[];
    }
  }
}

/** Items of the app table by key, in BatchGetItem calls of up to 100 keys (consistent reads). */
async function batchGet(keys: readonly { PK: string; SK: string }[]): Promise<Record<string, unknown>[]> {
  const unique = [...new Map(keys.map((k) => [`${k.PK} ${k.SK}`, k])).values()];
  const found: Record<string, unknown>[] = [];
  const calls: Promise<void>[] = [];
  for (let i = 0; i < unique.length; i += 100) {
    calls.push(
      (async () => {
        let left: Record<string, unknown>[] = unique.slice(i, i + 100);
        for (let attempt = 0; left.length; attempt++) {
          if (attempt > MAX_ATTEMPTS) throw new Error('DynamoDB kept throttling a forecast read');
          if (attempt) await backoff(attempt);
          const res = await documentClient().send(
            new BatchGetCommand({ RequestItems: { [appTableName()]: { Keys: left, ConsistentRead: true } } }),
          );
          found.push(...(res.Responses?.[appTableName()] ?? []));
          left = res.UnprocessedKeys?.[appTableName()]?.Keys ?? [];
        }
      })(),
    );
  }
  await Promise.all(calls);
  return found;
}

/** Per series: its view item (if any) and its skill items of these days' months. */
export async function viewsAndSkill(
  series: readonly SeriesKey[],
  days: readonly string[],
): Promise<Map<SeriesKey, { view?: ViewItem; skill: Record<string, unknown>[] }>> {
  const months = [...new Set(days.map(skillSk))];
  const out = new Map<SeriesKey, { view?: ViewItem; skill: Record<string, unknown>[] }>(
    series.map((s) => [s, { skill: [] }]),
  );
  const items = await batchGet(
    series.flatMap((s) => [{ PK: pk(s), SK: VIEW_SK }, ...months.map((m) => ({ PK: pk(s), SK: m }))]),
  );
  for (const item of items) {
    const entry = out.get(seriesOfPk(item.PK));
    if (!entry) continue;
    if (item.SK === VIEW_SK) entry.view = toViewItem(item);
    else entry.skill.push(item);
  }
  return out;
}

/** These forecasts as stored (absent: not stored), by storedKey. */
export async function storedForecasts(
  wanted: readonly { series: SeriesKey; issuedAt: number }[],
): Promise<Map<string, StoredForecast>> {
  const items = await batchGet(wanted.map((w) => ({ PK: pk(w.series), SK: at(w.issuedAt) })));
  return new Map(items.map((i) => [`${i.PK} ${i.SK}`, toForecast(i)]));
}
export const storedKey = (series: SeriesKey, issuedAt: number) => `${pk(series)} ${at(issuedAt)}`;

/** The same forecast: every stored field equal (a view's copy against the stored one). */
export const sameForecast = (a: StoredForecast | undefined, b: StoredForecast | undefined) =>
  !!a && !!b && JSON.stringify(a) === JSON.stringify(b);

/** Put a view in place of the item seen (a placeholder's token, or none): false when it changed since. */
export async function replaceView(
  series: SeriesKey,
  view: ForecastView,
  seenToken: string | undefined,
): Promise<boolean> {
  try {
    await documentClient().send(
      new PutCommand({
        TableName: appTableName(),
        Item: itemOf(series, viewItem({ view })),
        ...(seenToken === undefined
          ? { ConditionExpression: 'attribute_not_exists(PK)' }
          : {
              ConditionExpression: '#t = :t',
              ExpressionAttributeNames: { '#t': 'token' },
              ExpressionAttributeValues: { ':t': seenToken },
            }),
      }),
    );
    return true;
  } catch (err) {
    if (err instanceof ConditionalCheckFailedException) return false;
    throw err;
  }
}
