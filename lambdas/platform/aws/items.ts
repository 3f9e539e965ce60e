/**
 * Small helpers over the app table that every entity store uses: get, put (optionally only when
 * new), delete, and paged queries that read every page (cost grows with what is asked for).
 * Every read of the base table is strongly consistent (ConsistentRead): decisions (ownership,
 * cascades, the formula at ingest) must see the last write, and it costs twice the read units of
 * an eventual read on items of a few KB. Only index queries are eventually consistent (they
 * cannot be otherwise), so an index read is used where an item written a second ago may show a
 * moment late (lists), and never alone for a decision: ownership, cascades and ingest read the
 * base table. docs/architecture.md ("App table: consistency and multi-item writes") lists each
 * index read and why it is safe.
 */
import {
  BatchGetCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { documentClient } from './clients';
import { appTableName } from '../env';
import { APP_TABLE_KEYS } from './table-schema';
import { writeAll } from './dynamodb-batch';

export type Item = Record<string, unknown>;

export const keys = {
  user: (userName: string) => `USER#${userName}`,
  farm: (farmName: string) => `FARM#${farmName}`,
  field: (fieldId: string) => `FIELD#${fieldId}`,
  zone: (zoneId: string) => `ZONE#${zoneId}`,
  gateway: (gatewayId: string) => `GATEWAY#${gatewayId}`,
  sensor: (sensorId: string) => `SENSOR#${sensorId}`,
  /** A LoRaWAN device's row on a connection, under its owner (lambdas/lorawan/adapters/device-rows.ts). */
  deviceRow: (gatewayId: string, devEui: string) => `LORAWAN#${gatewayId}#${devEui}`,
  /** Every device row of an owner (all connections), or of one connection when given. */
  deviceRowPrefix: (gatewayId?: string) => (gatewayId === undefined ? 'LORAWAN#' : `LORAWAN#${gatewayId}#`),
};

/**
 * What a read hands the services: the item without the table's key attributes. The keys say how
 * the table is laid out (`USER#<name>`), so they stay in the store and can never reach an answer.
 */
function domain<T>(item: Item): T {
  const { PK: _pk, SK: _sk, GSI1PK: _g1, GSI1SK: _g2, ...rest } = item;
  return rest as T;
}

export async function getItem<T = Item>(PK: string, SK: string): Promise<T | undefined> {
  const out = await documentClient().send(
    new GetCommand({ TableName: appTableName(), Key: { PK, SK }, ConsistentRead: true }),
  );
  return out.Item && domain<T>(out.Item);
}

/** BatchGetItem takes at most 100 keys a call. */
const BATCH_GET_KEYS = 100;
const BATCH_GET_RETRIES = 8;

/**
 * Many items by key in BatchGetItem calls of up to 100 keys (consistent, as getItem), in no
 * particular order; keys with no item are simply absent. Keys DynamoDB hands back unprocessed
 * (throttling) are asked again after a random wait under a doubling cap.
 */
export async function getItems<T = Item>(itemKeys: readonly { PK: string; SK: string }[]): Promise<T[]> {
  const found: T[] = [];
  const calls: Promise<void>[] = [];
  for (let i = 0; i < itemKeys.length; i += BATCH_GET_KEYS) {
    calls.push(
      (async () => {
        let left: Record<string, unknown>[] = itemKeys.slice(i, i + BATCH_GET_KEYS).map(({ PK, SK }) => ({ PK, SK }));
        for (let attempt = 0; left.length; attempt++) {
          if (attempt > BATCH_GET_RETRIES) throw new Error('DynamoDB kept throttling a batch read');
          if (attempt) await new Promise((r) => setTimeout(r, Math.random() * Math.min(1_000, 25 * 2 ** attempt)));
          const res = await documentClient().send(
            new BatchGetCommand({ RequestItems: { [appTableName()]: { Keys: left, ConsistentRead: true } } }),
          );
          for (const item of res.Responses?.[appTableName()] ?? []) found.push(domain<T>(item));
          left = res.UnprocessedKeys?.[appTableName()]?.Keys ?? [];
        }
      })(),
    );
  }
  await Promise.all(calls);
  return found;
}

/**
 * Put an item; with `onlyIfNew` the write fails (returns false) when the key exists, with
 * `onlyIfExists` when it does not (a replace that must not bring back a deleted item).
 */
export async function putItem(
  item: Item & { PK: string; SK: string },
  opts: { onlyIfNew?: boolean; onlyIfExists?: boolean } = {},
): Promise<boolean> {
  const condition = opts.onlyIfNew
    ? 'attribute_not_exists(PK)'
    : opts.onlyIfExists
      ? 'attribute_exists(PK)'
      : undefined;
  try {
    await documentClient().send(
      new PutCommand({
        TableName: appTableName(),
        Item: item,
        ...(condition ? { ConditionExpression: condition } : {}),
      }),
    );
    return true;
  } catch (err) {
    if (err instanceof ConditionalCheckFailedException) return false;
    throw err;
  }
}

/** Set attributes of an existing item (fails with false when it does not exist). */
export async function updateItem(PK: string, SK: string, changes: Item): Promise<boolean> {
  const entries = Object.entries(changes).filter(([, v]) => v !== undefined);
  if (!entries.length) return true;
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const sets = entries.map(([k, v], i) => {
    names[`#a${i}`] = k;
    values[`:v${i}`] = v;
    return `#a${i} = :v${i}`;
  });
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: appTableName(),
        Key: { PK, SK },
        UpdateExpression: `SET ${sets.join(', ')}`,
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      }),
    );
    return true;
  } catch (err) {
    if (err instanceof ConditionalCheckFailedException) return false;
    throw err;
  }
}

/** Delete an item; answers it as it was (undefined when there was none). */
export async function deleteItem(PK: string, SK: string): Promise<Item | undefined> {
  const out = await documentClient().send(
    new DeleteCommand({ TableName: appTableName(), Key: { PK, SK }, ReturnValues: 'ALL_OLD' }),
  );
  return out.Attributes && domain<Item>(out.Attributes);
}

/** Replace an existing item; answers the item it replaced, undefined when there was none (nothing written). */
export async function replaceItem(item: Item & { PK: string; SK: string }): Promise<Item | undefined> {
  try {
    const out = await documentClient().send(
      new PutCommand({
        TableName: appTableName(),
        Item: item,
        ConditionExpression: 'attribute_exists(PK)',
        ReturnValues: 'ALL_OLD',
      }),
    );
    return out.Attributes && domain<Item>(out.Attributes);
  } catch (err) {
    if (err instanceof ConditionalCheckFailedException) return undefined;
    throw err;
  }
}

/** Delete the item only while its attributes still have the given values; false otherwise. */
export async function deleteItemIf(PK: string, SK: string, expected: Item): Promise<boolean> {
  const entries = Object.entries(expected);
  try {
    await documentClient().send(
      new DeleteCommand({
        TableName: appTableName(),
        Key: { PK, SK },
        ConditionExpression: entries.map((_, i) => `#a${i} = :v${i}`).join(' AND '),
        ExpressionAttributeNames: Object.fromEntries(entries.map(([k], i) => [`#a${i}`, k])),
        ExpressionAttributeValues: Object.fromEntries(entries.map(([, v], i) => [`:v${i}`, v])),
      }),
    );
    return true;
  } catch (err) {
    if (err instanceof ConditionalCheckFailedException) return false;
    throw err;
  }
}

/** What a store's conditional UpdateItem says: the update, its condition, and the names and values they use. */
interface ConditionalUpdate {
  update: string;
  condition: string;
  names?: Record<string, string>;
  values: Item;
}

/**
 * The UpdateItem of `input` on the app table's item PK/SK (empty names or values are left out: DynamoDB refuses an
 * empty map).
 */
function conditionalUpdate(PK: string, SK: string, input: ConditionalUpdate, returnItem: boolean): UpdateCommand {
  return new UpdateCommand({
    TableName: appTableName(),
    Key: { PK, SK },
    UpdateExpression: input.update,
    ConditionExpression: input.condition,
    ...(input.names && Object.keys(input.names).length ? { ExpressionAttributeNames: input.names } : {}),
    ...(Object.keys(input.values).length ? { ExpressionAttributeValues: input.values } : {}),
    ...(returnItem ? { ReturnValues: 'ALL_NEW' as const } : {}),
  });
}

/**
 * One conditional UpdateItem written by the store that needs it (ADD to a set, SET of map
 * entries …); answers the item as it is after the update, or undefined when the condition failed.
 */
export async function updateIf(PK: string, SK: string, input: ConditionalUpdate): Promise<Item | undefined> {
  try {
    const out = await documentClient().send(conditionalUpdate(PK, SK, input, true));
    return domain<Item>(out.Attributes ?? {});
  } catch (err) {
    if (err instanceof ConditionalCheckFailedException) return undefined;
    throw err;
  }
}

/** A conditional UpdateItem that answers only whether it was done (no item sent back: for large items). */
export async function updateWhen(PK: string, SK: string, input: ConditionalUpdate): Promise<boolean> {
  try {
    await documentClient().send(conditionalUpdate(PK, SK, input, false));
    return true;
  } catch (err) {
    if (err instanceof ConditionalCheckFailedException) return false;
    throw err;
  }
}

async function queryAll<T>(input: Omit<QueryCommandInput, 'TableName'>): Promise<T[]> {
  const out: T[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new QueryCommand({
        TableName: appTableName(),
        ...input,
        ...(input.IndexName ? {} : { ConsistentRead: true }),
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) out.push(domain<T>(item));
    start = page.LastEvaluatedKey;
  } while (start);
  return out;
}

/**
 * Every item of a partition whose sort key starts with `prefix` (all of them when it is empty);
 * with `attributes`, only those (a list that needs names, not polygons, reads and sends far less).
 */
export const queryPrefix = <T = Item>(PK: string, prefix: string, attributes?: readonly string[]) =>
  queryAll<T>({
    // DynamoDB refuses an empty key value even in begins_with (dynalite accepts it): an empty
    // prefix asks for the whole partition, as queryPartition does.
    ...(prefix
      ? {
          KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
          ExpressionAttributeValues: { ':pk': PK, ':sk': prefix },
        }
      : { KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': PK } }),
    ...(attributes && {
      ProjectionExpression: attributes.map((_, i) => `#a${i}`).join(', '),
      ExpressionAttributeNames: Object.fromEntries(attributes.map((a, i) => [`#a${i}`, a])),
    }),
  });

/** The items of a partition whose sort key lies from `from` to `to`, inclusive, in sort-key order. */
export const queryBetween = <T = Item>(PK: string, from: string, to: string) =>
  queryAll<T>({
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': PK, ':from': from, ':to': to },
  });

/** Every item of a partition (DynamoDB refuses an empty `begins_with` value, so no prefix). */
export const queryPartition = <T = Item>(PK: string) =>
  queryAll<T>({ KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': PK } });

/**
 * Every item of a partition as stored, its keys and index attributes included: what a data move
 * copies whole into another partition (lambdas/teams/jobs/transfer-move.ts). Never an answer.
 */
export async function queryPartitionStored(PK: string): Promise<(Item & { PK: string; SK: string })[]> {
  const out: (Item & { PK: string; SK: string })[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new QueryCommand({
        TableName: appTableName(),
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': PK },
        ConsistentRead: true,
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) out.push(item as Item & { PK: string; SK: string });
    start = page.LastEvaluatedKey;
  } while (start);
  return out;
}

/** Every item of a GSI1 partition (eventually consistent: never for a decision on a fresh write). */
export const queryIndex = <T = Item>(GSI1PK: string) =>
  queryAll<T>({
    IndexName: APP_TABLE_KEYS.gsi1.indexName,
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': GSI1PK },
  });

/** The items of a GSI1 partition whose GSI1SK sorts before `below` (eventually consistent, as queryIndex). */
export const queryIndexBelow = <T = Item>(GSI1PK: string, below: string) =>
  queryAll<T>({
    IndexName: APP_TABLE_KEYS.gsi1.indexName,
    KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK < :below',
    ExpressionAttributeValues: { ':pk': GSI1PK, ':below': below },
  });

/**
 * Delete up to `limit` items of a partition (a freed registration's forecasts or events); done
 * when none is left. The deletes go in BatchWriteItem calls whose throttled requests are retried
 * (dynamodb-batch's rule, no deadline); any still unwritten then throw `throttled`'s message.
 */
export async function purgePartition(
  PK: string,
  limit: number,
  throttled: string,
): Promise<{ deleted: number; done: boolean }> {
  const page = await documentClient().send(
    new QueryCommand({
      TableName: appTableName(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': PK },
      ProjectionExpression: 'PK, SK',
      Limit: Math.max(1, Math.min(limit, 1000)),
      ConsistentRead: true,
    }),
  );
  const items = page.Items ?? [];
  const unwritten = await writeAll(
    appTableName(),
    items.map((it) => ({ DeleteRequest: { Key: { PK: it.PK, SK: it.SK } } })),
    undefined,
  );
  if (unwritten.length) throw new Error(throttled);
  return { deleted: items.length, done: !page.LastEvaluatedKey };
}
