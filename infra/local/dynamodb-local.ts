/**
 * AWS's DynamoDB Local (a Java program, shipped in the npm package amplify-dynamodb-simulator):
 * the integration suite's second emulator, and the stack's for those who ask for it
 * (DYNAMODB_LOCAL=1 npm start). dynalite stays the default: it is in-process and writes an order of
 * magnitude faster on disk, but it accepts requests DynamoDB refuses (an empty key value, for
 * one), which DynamoDB Local refuses as AWS does.
 */
import { ListTablesCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { LOCAL_REGION } from './cognito';

const require = createRequire(import.meta.url);

/** The folder holding DynamoDBLocal.jar and its native libraries (DynamoDBLocal_lib). */
export const emulatorDir = () => join(dirname(require.resolve('amplify-dynamodb-simulator/package.json')), 'emulator');

export const javaMissing = () => spawnSync('java', ['-version'], { stdio: 'ignore' }).error !== undefined;

export interface DynamoDBLocal {
  endpoint: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

async function ready(endpoint: string, child: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
  const client = new DynamoDBClient({
    endpoint,
    region: LOCAL_REGION,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
  const deadline = Date.now() + timeoutMs;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`DynamoDB Local exited (${child.exitCode}): ${output()}`);
      try {
        await client.send(new ListTablesCommand({ Limit: 1 }));
        return;
      } catch {
        if (Date.now() > deadline)
          throw new Error(`DynamoDB Local did not answer within ${timeoutMs / 1000} s: ${output()}`);
        await new Promise((r) => setTimeout(r, 200));
      }
    }
  } finally {
    client.destroy();
  }
}

/**
 * Start DynamoDB Local on 127.0.0.1: in memory (`dbPath` undefined; everything is gone when it
 * stops) or on disk in `dbPath`. `-sharedDb`: one database whatever the credentials and region.
 */
export async function startDynamoDBLocal(opts: { port?: number; dbPath?: string } = {}): Promise<DynamoDBLocal> {
  if (javaMissing())
    throw new Error('DynamoDB Local needs Java 17 or later: apt-get install -y openjdk-17-jre-headless');
  const port = opts.port || (await freePort());
  const cwd = emulatorDir();
  if (opts.dbPath) mkdirSync(opts.dbPath, { recursive: true });
  const storage = opts.dbPath ? ['-dbPath', opts.dbPath] : ['-inMemory'];
  // A small heap is plenty for test data; the JVM's default (a quarter of RAM) is not needed.
  // Since 1.24 DynamoDB Local reports usage to AWS unless told not to: it stays on this machine.
  const args = [
    '-Xmx512m',
    '-Djava.library.path=./DynamoDBLocal_lib',
    '-jar',
    'DynamoDBLocal.jar',
    ...storage,
    '-sharedDb',
    '-disableTelemetry',
    '-port',
    String(port),
  ];
  const child = spawn('java', args, {
    cwd,
    env: { ...process.env, DDB_LOCAL_TELEMETRY: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const keep = (b: Buffer) => (out = (out + b.toString()).slice(-4000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  // The JVM must not outlive the process that started it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const stop = async () => {
    process.removeListener('exit', killOnExit);
    if (child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    });
  };
  const endpoint = `http://127.0.0.1:${port}`;
  try {
    await ready(endpoint, child, () => out.trim(), 60_000);
  } catch (err) {
    await stop();
    throw err;
  }
  return { endpoint, stop };
}
