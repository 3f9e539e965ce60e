/**
 * Small helpers over the app table that every entity store uses: get, put (optionally only when
 * new), delete, and paged queries that read every page (cost grows with what is asked for).
 */
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { documentClient } from './clients';
import { appTableName } from '../env';
import { APP_TABLE_KEYS } from './table-schema';

export type Item = Record<string, unknown>;

export const keys = {
  user: (userName: string) => `USER#${userName}`,
  farm: (farmName: string) => `FARM#${farmName}`,
  field: (fieldId: string) => `FIELD#${fieldId}`,
  zone: (zoneId: string) => `ZONE#${zoneId}`,
  gateway: (gatewayId: string) => `GATEWAY#${gatewayId}`,
  sensor: (sensorId: string) => `SENSOR#${sensorId}`,
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
  const out = await documentClient().send(new GetCommand({ TableName: appTableName(), Key: { PK, SK } }));
  return out.Item && domain<T>(out.Item);
}

/** Put an item; with `onlyIfNew` the write fails (returns false) when the key exists. */
export async function putItem(item: Item & { PK: string; SK: string }, opts: { onlyIfNew?: boolean } = {}): Promise<boolean> {
  try {
    await documentClient().send(
      new PutCommand({
        TableName: appTableName(),
        Item: item,
        ...(opts.onlyIfNew ? { ConditionExpression: 'attribute_not_exists(PK)' } : {}),
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

export async function deleteItem(PK: string, SK: string): Promise<void> {
  await documentClient().send(new DeleteCommand({ TableName: appTableName(), Key: { PK, SK } }));
}

async function queryAll<T>(input: Omit<QueryCommandInput, 'TableName'>): Promise<T[]> {
  const out: T[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(new QueryCommand({ TableName: appTableName(), ...input, ExclusiveStartKey: start }));
    for (const item of page.Items ?? []) out.push(domain<T>(item));
    start = page.LastEvaluatedKey;
  } while (start);
  return out;
}

/**
 * Every item of a partition whose sort key starts with `prefix`; with `attributes`, only those
 * (a list that needs names, not polygons, reads and sends far less).
 */
export const queryPrefix = <T = Item>(PK: string, prefix: string, attributes?: readonly string[]) =>
  queryAll<T>({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
    ExpressionAttributeValues: { ':pk': PK, ':sk': prefix },
    ...(attributes && {
      ProjectionExpression: attributes.map((_, i) => `#a${i}`).join(', '),
      ExpressionAttributeNames: Object.fromEntries(attributes.map((a, i) => [`#a${i}`, a])),
    }),
  });

/** Every item of a GSI1 partition. */
export const queryIndex = <T = Item>(GSI1PK: string) =>
  queryAll<T>({ IndexName: APP_TABLE_KEYS.gsi1.indexName, KeyConditionExpression: 'GSI1PK = :pk', ExpressionAttributeValues: { ':pk': GSI1PK } });
