export {};
/**
 * Why `npm start` keeps dynalite: readings written per second through the readings store's own
 * write path (BatchWriteItem of 25, a few at once) on dynalite (on disk, as `npm start` keeps it)
 * and on DynamoDB Local, on disk (what DYNAMODB_LOCAL=1 npm start uses) and in memory (what the
 * integration-dynamodb-local tests use). The demo farm's first start writes ≈ 52,600 readings.
 * Printed, never asserted.
 *
 * Run: npm run bench:dynamodb-local   (READINGS=… to change the count; default 10,000)
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE = '1';

const { mkdtempSync, rmSync } = await import('node:fs');
const { tmpdir } = await import('node:os');
const { join } = await import('node:path');
const { startDynamo, useDynamo, LOCAL_TABLE, LOCAL_READINGS_TABLE } = await import('../infra/local/dynamodb');
const { startDynamoDBLocal } = await import('../infra/local/dynamodb-local');
const { dynamoReadingsStore } = await import('../lambdas/readings/adapters/readings/dynamodb');
const { resetEnvCache } = await import('../lambdas/platform/env');
const { resetClients } = await import('../lambdas/platform/aws/clients');

const COUNT = Number(process.env.READINGS ?? 10_000);
const SENSORS = 12;
const START = Date.UTC(2025, 0, 1);

const readings = Array.from({ length: COUNT }, (_, i) => ({
  sensorId: `BENCH${String(i % SENSORS).padStart(7, '0')}`,
  time: START + Math.floor(i / SENSORS) * 7_200_000,
  raw: { at10cm: 1800 + (i % 50), at50cm: 1900, at100cm: 2000, temperature: 18.5, battery_vol: 3.6 },
  calibrated: { at10cm: 31.2, at50cm: 33.4, at100cm: 35.1 },
  temperature: 18.5,
  battery_vol: 3.6,
  flags: [],
  receivedAt: Date.now(),
}));

async function measure(label: string, open: (dir: string) => Promise<{ endpoint: string; stop(): Promise<void> }>) {
  const dir = mkdtempSync(join(tmpdir(), 'fieldwise-bench-ddb-'));
  const started = Date.now();
  const db = await open(dir);
  const startup = (Date.now() - started) / 1000;
  try {
    const tables = await useDynamo(db.endpoint, { tableName: LOCAL_TABLE, readingsTableName: LOCAL_READINGS_TABLE });
    Object.assign(process.env, {
      AWS_REGION: 'ap-southeast-2',
      DYNAMODB_ENDPOINT: db.endpoint,
      READINGS_TABLE: tables.readingsTableName,
    });
    resetEnvCache();
    resetClients();
    const t0 = performance.now();
    await dynamoReadingsStore().put(readings as never);
    const seconds = (performance.now() - t0) / 1000;
    console.log(
      `${label.padEnd(28)} start ${startup.toFixed(1).padStart(5)} s   ${COUNT.toLocaleString('en')} readings in ` +
        `${seconds.toFixed(1)} s = ${Math.round(COUNT / seconds).toLocaleString('en')} readings/s`,
    );
  } finally {
    await db.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await measure('dynalite (on disk)', (dir) => startDynamo(dir));
await measure('DynamoDB Local (on disk)', (dir) => startDynamoDBLocal({ dbPath: dir }));
await measure('DynamoDB Local (in memory)', () => startDynamoDBLocal());
