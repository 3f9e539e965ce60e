/**
 * dynalite keeps each table's description once read (patches/dynalite+4.0.0.patch): every data
 * request looked its table up in LevelDB, a sixth of a write's CPU. A description that changes
 * must never be answered from that copy: a table deleted and created again with another key is
 * what the next request sees. (dynalite's UpdateTable changes only throughput and billing, in the
 * very object the copy holds, and writes it through the same put.)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CreateTableCommand,
  DeleteTableCommand,
  DynamoDBClient,
  GetItemCommand,
  PutItemCommand,
  waitUntilTableExists,
} from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDynamo, type LocalDynamo } from '../../infra/local/dynamodb';

let dynamo: LocalDynamo;
let dataDir: string;
let client: DynamoDBClient;
const TABLE = 'cache-probe';

/**
 * Create the table and wait until it is ACTIVE: CreateTable answers while the table is still
 * CREATING, and on a busy machine the next request can come first.
 */
async function createTable(key: string): Promise<void> {
  await client.send(
    new CreateTableCommand({
      TableName: TABLE,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [{ AttributeName: key, AttributeType: 'S' }],
      KeySchema: [{ AttributeName: key, KeyType: 'HASH' }],
    }),
  );
  await waitUntilTableExists({ client, maxWaitTime: 60, minDelay: 1 }, { TableName: TABLE });
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'fieldwise-table-cache-'));
  dynamo = await startDynamo(dataDir);
  client = new DynamoDBClient({
    endpoint: dynamo.endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
});

afterAll(async () => {
  client?.destroy();
  await dynamo?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("dynalite's kept table descriptions", () => {
  it('follow a table deleted and created again with another key', async () => {
    await createTable('a');
    await client.send(new PutItemCommand({ TableName: TABLE, Item: { a: { S: '1' } } }));
    await client.send(new DeleteTableCommand({ TableName: TABLE }));
    await expect(client.send(new GetItemCommand({ TableName: TABLE, Key: { a: { S: '1' } } }))).rejects.toThrow(
      /not found/i,
    );
    await createTable('b');
    // The old key is refused and the new one accepted, as the new description says.
    await expect(client.send(new PutItemCommand({ TableName: TABLE, Item: { a: { S: '2' } } }))).rejects.toThrow(
      /key/i,
    );
    await client.send(new PutItemCommand({ TableName: TABLE, Item: { b: { S: '2' } } }));
    expect((await client.send(new GetItemCommand({ TableName: TABLE, Key: { b: { S: '2' } } }))).Item).toEqual({
      b: { S: '2' },
    });
  });
});
