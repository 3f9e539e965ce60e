/**
 * The local stack's own housekeeping: one stack per data directory (a lock other processes
 * respect, stale locks taken over), what a restart repairs, and `npm run reset` (refuses while
 * a stack runs).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AdminListGroupsForUserCommand,
  AdminRemoveUserFromGroupCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  PutItemCommand,
  ResourceNotFoundException,
  waitUntilTableExists,
} from '@aws-sdk/client-dynamodb';
import { afterEach, describe, expect, it } from 'vitest';
import { dynamoReadingsStore } from '../../lambdas/readings/adapters/readings/dynamodb';
import { seriesKey } from '../../lambdas/sensors/rules/series';
import { DEMO_ACCOUNTS } from '../../infra/local/demo-accounts';
import { startTestStack, type TestStack } from '../support/local-stack';

const root = join(import.meta.dirname, '..', '..');
const dirs: string[] = [];
let running: TestStack | undefined;

afterEach(async () => {
  await running?.close(true);
  running = undefined;
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'fieldwise-lock-'));
  dirs.push(dir);
  return dir;
}

/** Start time of a process in clock ticks (/proc/<pid>/stat field 22), as the lock records it. */
const startTicks = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
};

const reset = (dataDir: string) =>
  spawnSync(process.execPath, [join(root, 'scripts/reset.mjs')], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });

describe('data directory lock', () => {
  it('refuses to start while another process holds the folder, naming it', async () => {
    const dataDir = tempDataDir();
    // The parent process is alive and its start time matches: a genuine owner.
    writeFileSync(join(dataDir, 'stack.pid'), JSON.stringify({ pid: process.ppid, started: startTicks(process.ppid) }));
    await expect(startTestStack({ dataDir, seed: false })).rejects.toThrow(
      new RegExp(`Another local stack is running from this folder \\(${dataDir}, pid ${process.ppid}\\)`),
    );
  });

  it.each([
    ['whose process is gone', () => ({ pid: 2 ** 22 + 17, started: '1' })],
    ['whose pid now belongs to another process', () => ({ pid: process.ppid, started: '1' })],
    ['in the old bare-pid form, process gone', () => 2 ** 22 + 17],
  ])('takes over a stale lock %s, and releases it on stop', async (_label, content) => {
    const dataDir = tempDataDir();
    const lock = join(dataDir, 'stack.pid');
    writeFileSync(lock, JSON.stringify(content()));
    running = await startTestStack({ dataDir, seed: false });
    expect(JSON.parse(readFileSync(lock, 'utf8'))).toMatchObject({ pid: process.pid });
    await running.close(true);
    running = undefined;
    expect(existsSync(lock)).toBe(false);
  });
});

describe('restarts', () => {
  it('keep the demo admin an admin, and survive an unreadable mailbox file', async () => {
    const dataDir = tempDataDir();
    running = await startTestStack({ dataDir });
    expect(running.seeded).toEqual([
      DEMO_ACCOUNTS.grower.username,
      DEMO_ACCOUNTS.admin.username,
      DEMO_ACCOUNTS.agronomist.username,
    ]);
    const admin = { UserPoolId: running.userPoolId, Username: DEMO_ACCOUNTS.admin.username };
    await running.cognito.send(new AdminRemoveUserFromGroupCommand({ ...admin, GroupName: 'admin' }));
    await running.close(true);
    writeFileSync(join(dataDir, 'mailbox.json'), '[{"at": "2026-'); // cut short

    running = await startTestStack({ dataDir });
    expect(running.seeded).toEqual([]);
    const groups = await running.cognito.send(new AdminListGroupsForUserCommand(admin));
    expect(groups.Groups?.map((g) => g.GroupName)).toEqual(['admin']);
    expect(await (await fetch(`${running.url}/dev/mailbox`)).json()).toEqual({ messages: [] });
  });
});

describe('a data folder from before the valid-readings index', () => {
  it('has its readings copied into the indexed table on start, so latest finds them; old table dropped', async () => {
    const dataDir = tempDataDir();
    running = await startTestStack({ dataDir, seed: false });
    const client = new DynamoDBClient({
      endpoint: running.dynamoEndpoint,
      region: 'ap-southeast-2',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    const old = 'fieldwise-local-readings';
    await client.send(
      new CreateTableCommand({
        TableName: old,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [
          { AttributeName: 'sensor_id', AttributeType: 'S' },
          { AttributeName: 'time', AttributeType: 'N' },
        ],
        KeySchema: [
          { AttributeName: 'sensor_id', KeyType: 'HASH' },
          { AttributeName: 'time', KeyType: 'RANGE' },
        ],
      }),
    );
    await waitUntilTableExists({ client, maxWaitTime: 30, minDelay: 1 }, { TableName: old });
    const item = (time: number, valid: boolean) => ({
      sensor_id: { S: 'OLD000000001' },
      time: { N: String(time) },
      v: { S: '1,2,3,18,3.9,10,20,30,18,3.9' },
      valid: { BOOL: valid },
      received_at: { N: String(time) },
      ...(valid ? {} : { flags: { S: 'missing' } }),
    });
    for (const [t, valid] of [
      [1000, true],
      [2000, true],
      [3000, false],
    ] as const)
      await client.send(new PutItemCommand({ TableName: old, Item: item(t, valid) }));
    await running.close(true);

    running = await startTestStack({ dataDir, seed: false });
    const latest = await dynamoReadingsStore().latest(seriesKey('OLD000000001'), { validOnly: true });
    expect([latest?.time, latest?.calibrated.at10cm]).toEqual([2000, 10]);
    expect(await dynamoReadingsStore().range(seriesKey('OLD000000001'), { from: 0, to: 5000 })).toHaveLength(3);
    const reopened = new DynamoDBClient({
      endpoint: running.dynamoEndpoint,
      region: 'ap-southeast-2',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    await expect(reopened.send(new DescribeTableCommand({ TableName: old }))).rejects.toBeInstanceOf(
      ResourceNotFoundException,
    );
    client.destroy();
    reopened.destroy();
  });
});

describe('npm run reset', () => {
  it('refuses while the stack runs, then wipes users, pool and tables', async () => {
    const dataDir = tempDataDir();
    running = await startTestStack({ dataDir, seed: false });
    const refused = reset(dataDir);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(`is running from ${dataDir}`);
    expect(existsSync(join(dataDir, 'local-stack.json'))).toBe(true);

    const pool = running.userPoolId;
    await running.close(true);
    running = undefined;
    const done = reset(dataDir);
    expect(done.status).toBe(0);
    expect(existsSync(dataDir)).toBe(false);

    running = await startTestStack({ dataDir, seed: false });
    expect(running.userPoolId).not.toBe(pool);
  });
});
