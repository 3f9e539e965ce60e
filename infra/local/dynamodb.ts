/**
 * The stack's DynamoDB: by default dynalite, the DynamoDB API in-process, persisted to
 * `<dataDir>/dynamodb` (LevelDB). One process may own that directory (a second one crashes on its
 * first request): see data-dir-lock.ts. Or any other endpoint (DynamoDB Local): see useDynamo.
 * Creates the tables with the same keys as the CDK construct when they are missing.
 */
import {
  BatchWriteItemCommand,
  CreateTableCommand,
  DeleteTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceNotFoundException,
  ScanCommand,
  type AttributeValue,
} from '@aws-sdk/client-dynamodb';
import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { APP_TABLE_KEYS, READINGS_TABLE_KEYS } from '../../lambdas/platform/aws/table-schema';
import { LOCAL_REGION } from './cognito';

const require = createRequire(import.meta.url);
const dynalite = require('dynalite') as (opts: Record<string, unknown>) => Server;

export const LOCAL_TABLE = 'fieldwise-local-app';
/**
 * `-v2`: the readings table with the sparse valid-readings index. dynalite cannot add an index to
 * a table, so a data folder from before it is copied over once (ensureReadingsTable).
 */
export const LOCAL_READINGS_TABLE = 'fieldwise-local-readings-v2';
const LEGACY_READINGS_TABLE = 'fieldwise-local-readings';

export interface LocalDynamo {
  endpoint: string;
  tableName: string;
  readingsTableName: string;
  stop(): Promise<void>;
}

export async function startDynamo(dataDir: string, port = 0): Promise<LocalDynamo> {
  const path = join(dataDir, 'dynamodb');
  mkdirSync(path, { recursive: true });
  const server = dynalite({ path, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await ensureAppTable(endpoint, LOCAL_TABLE);
  await ensureReadingsTable(endpoint, LOCAL_READINGS_TABLE);
  return {
    endpoint,
    tableName: LOCAL_TABLE,
    readingsTableName: LOCAL_READINGS_TABLE,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The tables of a stack on an endpoint it does not own (one DynamoDB Local shared by parallel test
 * files, or one started by hand): named after the data directory, whose lock already makes it one
 * stack's, so stacks never share tables and a restart on the same folder finds its own again.
 */
export function sharedTableNames(dataDir: string): { tableName: string; readingsTableName: string } {
  const tag = createHash('sha256').update(dataDir).digest('hex').slice(0, 12);
  return { tableName: `fieldwise-${tag}-app`, readingsTableName: `fieldwise-${tag}-readings` };
}

/** Use tables on a DynamoDB endpoint the stack does not run itself, creating them when missing. */
export async function useDynamo(
  endpoint: string,
  names: { tableName: string; readingsTableName: string },
  stop = async () => {},
): Promise<LocalDynamo> {
  await ensureAppTable(endpoint, names.tableName);
  await ensureReadingsTable(endpoint, names.readingsTableName);
  return { endpoint, ...names, stop };
}

/** Delete a stack's tables (a test stack's on a shared endpoint, when its data is thrown away). */
export async function deleteTables(endpoint: string, tableNames: string[]): Promise<void> {
  const client = localClient(endpoint);
  try {
    for (const TableName of tableNames) await client.send(new DeleteTableCommand({ TableName })).catch(() => {});
  } finally {
    client.destroy();
  }
}

const localClient = (endpoint: string) =>
  new DynamoDBClient({
    endpoint,
    region: LOCAL_REGION,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });

async function tableExists(client: DynamoDBClient, tableName: string): Promise<boolean> {
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
    return true;
  } catch (err) {
    if (err instanceof ResourceNotFoundException) return false;
    throw err;
  }
}

interface KeyPair {
  partitionKey: string;
  sortKey: string;
  /** DynamoDB type of the sort key: S (default) or N. Partition keys are strings here. */
  sortKeyType?: 'S' | 'N';
}

/** An on-demand table with one GSI projecting everything, from the schema CDK uses too. */
async function createTable(
  client: DynamoDBClient,
  tableName: string,
  table: KeyPair,
  index: KeyPair & { indexName: string },
): Promise<void> {
  const keySchema = (k: KeyPair) => [
    { AttributeName: k.partitionKey, KeyType: 'HASH' as const },
    { AttributeName: k.sortKey, KeyType: 'RANGE' as const },
  ];
  const types = new Map<string, 'S' | 'N'>();
  for (const k of [table, index]) {
    types.set(k.partitionKey, 'S');
    types.set(k.sortKey, k.sortKeyType ?? 'S');
  }
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [...types].map(([AttributeName, AttributeType]) => ({ AttributeName, AttributeType })),
      KeySchema: keySchema(table),
      GlobalSecondaryIndexes: [
        { IndexName: index.indexName, KeySchema: keySchema(index), Projection: { ProjectionType: 'ALL' } },
      ],
    }),
  );
}

async function ensureReadingsTable(endpoint: string, tableName: string): Promise<void> {
  const client = localClient(endpoint);
  const k = READINGS_TABLE_KEYS;
  if (!(await tableExists(client, tableName))) {
    await createTable(client, tableName, { ...k, sortKeyType: 'N' }, { ...k.validIndex, sortKeyType: 'N' });
  }
  if (await tableExists(client, LEGACY_READINGS_TABLE))
    await copyLegacyReadings(client, LEGACY_READINGS_TABLE, tableName);
  client.destroy();
}

/**
 * Readings of a data folder from before the valid-readings index: copied with `valid_series` set
 * on the valid ones (their series is their sensor id: they predate registration tokens), then the
 * old table is dropped. A crash half way copies again on the next start (puts are idempotent).
 */
async function copyLegacyReadings(client: DynamoDBClient, from: string, to: string): Promise<void> {
  const k = READINGS_TABLE_KEYS;
  let start: Record<string, AttributeValue> | undefined;
  do {
    const page = await client.send(new ScanCommand({ TableName: from, ExclusiveStartKey: start, Limit: 1000 }));
    const items = (page.Items ?? []).map((item) =>
      item.valid?.BOOL ? { ...item, [k.validIndex.partitionKey]: item[k.partitionKey]! } : item,
    );
    for (let i = 0; i < items.length; i += 25) {
      let requests = items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
      while (requests.length) {
        const out = await client.send(new BatchWriteItemCommand({ RequestItems: { [to]: requests } }));
        requests = (out.UnprocessedItems?.[to] ?? []) as typeof requests;
      }
    }
    start = page.LastEvaluatedKey;
  } while (start);
  await client.send(new DeleteTableCommand({ TableName: from }));
}

async function ensureAppTable(endpoint: string, tableName: string): Promise<void> {
  const client = localClient(endpoint);
  if (await tableExists(client, tableName)) {
    client.destroy();
    return;
  }
  await createTable(client, tableName, APP_TABLE_KEYS, { ...APP_TABLE_KEYS.gsi1 });
  client.destroy();
}
