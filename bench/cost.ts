/**
 * Issue 15 item 10, printed, never asserted: the AWS cost of one grower-month, from the product's
 * own numbers. A grower with one gateway and 12 sensors is replayed on a local stack for a month:
 * the gateway posts every 2 hours (12 readings a batch, as `npm run simulate` does), the grower
 * opens the dashboard twice a day (the calls the dashboard page makes) and downloads one 30-day
 * field report. Counted on the way: API calls and the bytes they answer, Lambda invocations and
 * their time (each API call; each ingest's gateway authorizer and Forecasts job), DynamoDB read
 * and write request units (from the ConsumedCapacity the emulator reports, plus one write unit
 * per item written into a global secondary index, which the emulator leaves out) and the storage
 * the month adds. Priced at AWS list prices (constants below; us-east-1, on-demand, no free tier).
 *
 * Lambda time is the wall time of each call on this machine (the local gateway runs the handlers
 * in-process), billed at the functions' 512 MB: on a loaded shared machine it over-states what
 * Lambda would bill. SMS is not counted (the target is before SMS).
 *
 * Run: npm run bench:cost [-- <days>]   (default 30 days; about 5 to 10 minutes for 30)
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE = '1';
process.env.LOG_LEVEL ??= 'warn';
process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';

const { startTestStack } = await import('../test/support/local-stack');
const { history, seedGrower } = await import('./support');
const { forecastsSettled } = await import('../lambdas/ingest/services/forecast-queue');
const { authorizeGateway } = await import('../lambdas/sensors/authorizers/gateway');
const { documentClient } = await import('../lambdas/platform/aws/clients');
const { env } = await import('../lambdas/platform/env');
const { ScanCommand } = await import('@aws-sdk/lib-dynamodb');

const DAYS = Number(process.argv[2] ?? 30);
if (!Number.isInteger(DAYS) || DAYS < 1 || DAYS > 31) throw new Error('days: a whole number from 1 to 31');
const MONTH_SCALE = 30 / DAYS;
const SENSORS = 12;
const VISITS_PER_DAY = 2;
const LAMBDA_GB = 0.5;
/** Log bytes per API call: the function's one request line and the API access-log line. */
const LOG_BYTES_PER_CALL = 900;

/**
 * AWS list prices, US$, us-east-1 (ap-southeast-2, the default region, is about 10–15 % higher for DynamoDB and API
 * Gateway).
 */
const PRICE = {
  apiRequest: 3.5 / 1e6, // API Gateway REST, first 333 M a month
  lambdaRequest: 0.2 / 1e6,
  lambdaGbSecond: 0.000_013_333_4, // arm64
  wru: 0.625 / 1e6, // DynamoDB on-demand write request unit
  rru: 0.125 / 1e6, // DynamoDB on-demand read request unit
  storageGbMonth: 0.25, // DynamoDB Standard
  pitrGbMonth: 0.2, // continuous backups (PITR is on)
  logsIngestGb: 0.5, // CloudWatch Logs
  xrayTrace: 5 / 1e6, // X-Ray traces recorded (every function traces)
  cloudfrontRequest: 0.01 / 1e4, // HTTPS requests, North America
  cloudfrontGb: 0.085, // data out to the internet
  cognitoMau: 0.015, // Essentials plan, beyond the 10,000 free MAUs
};

/** DynamoDB's size of a value (names count where they are keys; numbers by their digits). */
function valueSize(v: unknown): number {
  if (v === null || v === undefined || typeof v === 'boolean') return 1;
  if (typeof v === 'string') return Buffer.byteLength(v);
  if (typeof v === 'number')
    return (
      Math.ceil(
        String(Math.abs(v))
          .replace(/[.-]|e.*$/g, '')
          .replace(/^0+/, '').length / 2,
      ) + 1
    );
  if (v instanceof Uint8Array) return v.byteLength;
  if (v instanceof Set) return [...(v as Set<unknown>)].reduce<number>((n, x) => n + valueSize(x), 0);
  if (Array.isArray(v)) return 3 + v.reduce<number>((n, x) => n + 1 + valueSize(x), 0);
  return 3 + itemSize(v as Record<string, unknown>);
}
const itemSize = (item: Record<string, unknown>): number =>
  Object.entries(item).reduce((n, [k, v]) => n + Buffer.byteLength(k) + valueSize(v), 0);
/** Attributes that put an item into a global secondary index (GSI1 of the app table, ValidByTime of the readings). */
const GSI_KEYS = ['GSI1PK', 'valid_series'];

const stack = await startTestStack({ seed: false });
try {
  const grower = await seedGrower(stack, { sensors: SENSORS, days: 0 });
  const { token, fieldId, credential, sensorIds } = grower;

  // Every DynamoDB call of the stack's functions, with the capacity it consumed.
  const units = { read: 0, write: 0, calls: 0 };
  const client = documentClient();
  const send = client.send.bind(client) as (command: unknown, ...rest: unknown[]) => Promise<any>;
  const READS = new Set(['GetCommand', 'BatchGetCommand', 'QueryCommand', 'ScanCommand']);
  const WRITES = new Set(['PutCommand', 'UpdateCommand', 'DeleteCommand', 'BatchWriteCommand']);
  let counting = false;
  (client as unknown as { send: typeof send }).send = async (command: any, ...rest: unknown[]) => {
    const name = command.constructor.name as string;
    if (!counting || (!READS.has(name) && !WRITES.has(name))) return send(command, ...rest);
    command.input.ReturnConsumedCapacity = 'TOTAL';
    const out = await send(command, ...rest);
    units.calls++;
    const consumed = [out.ConsumedCapacity ?? []].flat() as { CapacityUnits?: number }[];
    const total = consumed.reduce((n, c) => n + (c.CapacityUnits ?? 0), 0);
    if (READS.has(name)) units.read += total;
    else {
      units.write += total;
      // Each item written with an index key is also written to that index (at least one unit).
      const items: Record<string, unknown>[] =
        name === 'PutCommand'
          ? [command.input.Item]
          : name === 'BatchWriteCommand'
            ? Object.values(
                command.input.RequestItems as Record<string, { PutRequest?: { Item: Record<string, unknown> } }[]>,
              )
                .flat()
                .flatMap((r) => (r.PutRequest ? [r.PutRequest.Item] : []))
            : [];
      units.write += items
        .filter((i) => GSI_KEYS.some((k) => k in i))
        .reduce((n, i) => n + Math.max(1, Math.ceil(itemSize(i) / 1024)), 0);
      if (
        name === 'UpdateCommand' &&
        GSI_KEYS.some(
          (k) =>
            String(command.input.UpdateExpression ?? '').includes(k) ||
            JSON.stringify(command.input.ExpressionAttributeNames ?? {}).includes(k),
        )
      )
        units.write += 1;
    }
    return out;
  };

  /** Lambda invocations and their billed time, by function. */
  const lambda = new Map<string, { invocations: number; ms: number }>();
  const billed = (fn: string, ms: number) => {
    const l = lambda.get(fn) ?? { invocations: 0, ms: 0 };
    l.invocations++;
    l.ms += Math.ceil(ms);
    lambda.set(fn, l);
  };
  const calls = { api: 0, bytes: 0 };
  const timedApi = async (fn: string, path: string) => {
    const started = performance.now();
    const res = await fetch(`${stack.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    const body = await res.arrayBuffer();
    billed(fn, performance.now() - started);
    calls.api++;
    calls.bytes += body.byteLength + 400; // headers
    if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status}`);
  };

  const end = Date.now() - 60_000;
  const readings = history(sensorIds, DAYS, end - (end % 7_200_000));
  const byTime = new Map<number, typeof readings>();
  for (const r of readings) byTime.set(r.time, [...(byTime.get(r.time) ?? []), r]);
  const batches = [...byTime.entries()].sort(([a], [b]) => a - b).map(([, rs]) => rs);
  const s = (ms: number) => Math.floor(ms / 1000);
  const dashboardVisit = async () => {
    await timedApi('me', '/api/me');
    await timedApi('fields', '/api/v2/field');
    await timedApi('readings', `/api/v2/moisture/${fieldId}`);
    await timedApi('readings', `/api/v2/moisture/${fieldId}?start=${s(Date.now()) - 7 * 86_400}&end=${s(Date.now())}`);
    await timedApi('zones', `/api/v2/zone/?field=${fieldId}`);
    await timedApi('weather', `/api/v2/weather/${fieldId}/forecast`);
    await timedApi('weather', `/api/v2/weather/${fieldId}/rainfall`);
    await timedApi('weather', `/api/v2/evaporation/${fieldId}`);
    await timedApi('readings', `/api/v2/readings/${sensorIds[0]}/latest`);
  };

  counting = true;
  let visits = 0;
  let resends = 0;
  const t0 = performance.now();
  for (const [i, batch] of batches.entries()) {
    // The gateway authorizer runs once per batch: its 60 s cache never spans two 2-hour reports.
    const a0 = performance.now();
    if (!(await authorizeGateway(`Gateway ${credential}`))) throw new Error('the credential was refused');
    billed('gateway-authorizer', performance.now() - a0);
    // As a gateway does, readings answered 'failed' (not written in time on this loaded machine)
    // are sent again; each send is counted.
    let left = batch;
    for (let attempt = 0; left.length; attempt++) {
      if (attempt === 6) throw new Error(`ingest: ${left.length} readings still not stored after 6 sends`);
      const started = performance.now();
      const res = await fetch(`${stack.url}/api/v2/ingest`, {
        method: 'POST',
        headers: { authorization: `Gateway ${credential}`, 'content-type': 'application/json' },
        body: JSON.stringify({ readings: left }),
      });
      const body = (await res.json()) as { data?: { results: { index: number; status: string }[] } };
      billed('ingest', performance.now() - started);
      calls.api++;
      calls.bytes += 2_000;
      if (!body.data) throw new Error(`ingest: HTTP ${res.status}`);
      const sent = left;
      left = body.data.results.filter((r) => r.status === 'failed').map((r) => sent[r.index]!);
      if (body.data.results.some((r) => r.status === 'rejected')) throw new Error('ingest rejected a reading');
      resends += left.length ? 1 : 0;
    }
    // In AWS the forecasts are a separate, asynchronous invocation after each batch.
    const f0 = performance.now();
    await forecastsSettled();
    billed('forecasts-job', performance.now() - f0);
    if ((i + 1) % 12 === 0) for (let v = 0; v < VISITS_PER_DAY; v++, visits++) await dashboardVisit();
  }
  // One 30-day field report (the PDF is drawn in the browser from these answers).
  const from = s(Date.now()) - 30 * 86_400;
  const to = s(Date.now());
  await timedApi('readings', `/api/v2/moisture/${fieldId}?start=${from}&end=${to}`);
  await timedApi('zones', `/api/v2/zone/?field=${fieldId}`);
  await timedApi('weather', `/api/v2/evaporation/${fieldId}?start=${from}&end=${to}`);
  await timedApi('weather', `/api/v2/weather/${fieldId}/rainfall?start=${from}&end=${to}`);
  counting = false;
  const minutes = (performance.now() - t0) / 60_000;

  // What the month left stored (both tables hold only this grower's data).
  let storedBytes = 0;
  let storedItems = 0;
  for (const table of [env().APP_TABLE!, env().READINGS_TABLE!]) {
    let start: Record<string, unknown> | undefined;
    do {
      const page = await send(new ScanCommand({ TableName: table, ExclusiveStartKey: start }));
      for (const item of page.Items ?? []) {
        storedItems++;
        // DynamoDB adds 100 bytes of overhead per item, and an index holds its own copy.
        storedBytes += 100 + itemSize(item) + (GSI_KEYS.some((k) => k in item) ? 100 + itemSize(item) : 0);
      }
      start = page.LastEvaluatedKey;
    } while (start);
  }

  const invocations = [...lambda.values()].reduce((n, l) => n + l.invocations, 0);
  const lambdaMs = [...lambda.values()].reduce((n, l) => n + l.ms, 0);
  const gb = storedBytes / 1e9;
  const m = MONTH_SCALE;
  const lines: [string, string, number][] = [
    ['API Gateway requests', `${Math.round(calls.api * m).toLocaleString('en')}`, calls.api * m * PRICE.apiRequest],
    [
      'Lambda invocations',
      `${Math.round(invocations * m).toLocaleString('en')}`,
      invocations * m * PRICE.lambdaRequest,
    ],
    [
      'Lambda compute (512 MB)',
      `${((lambdaMs * m) / 1000).toFixed(0)} s = ${((lambdaMs * m * LAMBDA_GB) / 1000).toFixed(0)} GB-s`,
      ((lambdaMs * m * LAMBDA_GB) / 1000) * PRICE.lambdaGbSecond,
    ],
    ['DynamoDB write units', `${Math.round(units.write * m).toLocaleString('en')} WRU`, units.write * m * PRICE.wru],
    ['DynamoDB read units', `${Math.round(units.read * m).toLocaleString('en')} RRU`, units.read * m * PRICE.rru],
    [
      'DynamoDB storage + PITR (month added)',
      `${((storedBytes * m) / 1e6).toFixed(2)} MB`,
      gb * m * (PRICE.storageGbMonth + PRICE.pitrGbMonth),
    ],
    [
      'CloudWatch Logs ingested',
      `${((calls.api * m * LOG_BYTES_PER_CALL) / 1e6).toFixed(2)} MB`,
      ((calls.api * m * LOG_BYTES_PER_CALL) / 1e9) * PRICE.logsIngestGb,
    ],
    [
      'X-Ray traces (all sampled)',
      `${Math.round(invocations * m).toLocaleString('en')}`,
      invocations * m * PRICE.xrayTrace,
    ],
    [
      'CloudFront requests + data out',
      `${Math.round(calls.api * m).toLocaleString('en')} req, ${((calls.bytes * m) / 1e6).toFixed(1)} MB`,
      calls.api * m * PRICE.cloudfrontRequest + ((calls.bytes * m) / 1e9) * PRICE.cloudfrontGb,
    ],
  ];
  const infra = lines.reduce((n, [, , c]) => n + c, 0);
  const pad = (t: string, n: number) => t.padEnd(n);
  console.log(
    `A grower-month: 12 sensors, ingest every 2 h (${batches.length} batches over ${DAYS} ` +
      `days${DAYS === 30 ? '' : `, scaled ×${m.toFixed(2)} to 30`}), ${visits} dashboard visits, 1 report; replayed ` +
      `in ${minutes.toFixed(1)} min`,
  );
  console.log(`Ingest batches sent again after 'failed' readings (the machine's load): ${resends}`);
  console.log(
    `DynamoDB calls: ${Math.round(units.calls * m).toLocaleString('en')}; items stored after the month: ` +
      `${storedItems.toLocaleString('en')} (${(storedBytes / 1e6).toFixed(2)} MB)`,
  );
  console.log(
    'Lambda by function (invocations, mean ms):',
    [...lambda]
      .map(([fn, l]) => `${fn} ${Math.round(l.invocations * m)} × ${(l.ms / l.invocations).toFixed(0)} ms`)
      .join(', '),
  );
  console.log('');
  console.log(`| ${pad('item', 38)} | ${pad('per grower-month', 30)} | US$ |`);
  console.log(`|${'-'.repeat(40)}|${'-'.repeat(32)}|-----|`);
  for (const [item, qty, cost] of lines) console.log(`| ${pad(item, 38)} | ${pad(qty, 30)} | ${cost.toFixed(5)} |`);
  console.log(`| ${pad('**total, before SMS and Cognito**', 38)} | ${pad('', 30)} | **${infra.toFixed(4)}** |`);
  console.log(
    `| ${pad('Cognito (Essentials, beyond 10k MAU)', 38)} | ${pad('1 MAU', 30)} | ${PRICE.cognitoMau.toFixed(4)} |`,
  );
  console.log(
    `| ${pad('**total with Cognito**', 38)} | ${pad('', 30)} | **${(infra + PRICE.cognitoMau).toFixed(4)}** |`,
  );
  console.log('');
  console.log(
    `Target ≤ US$0.10 per grower-month before SMS: ${infra + PRICE.cognitoMau <= 0.1 ? 'met' : 'NOT met'} ` +
      `(${(infra + PRICE.cognitoMau).toFixed(4)} with Cognito beyond its free tier).`,
  );
  console.log(
    'Storage grows by the month: a year of history costs 12 × the storage line each month. Per stage, not per ' +
      'grower: alarms, secrets, the WAF when configured, the S3 site.',
  );
} finally {
  await stack.close();
}
export {};
