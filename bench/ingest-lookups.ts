export {};
/**
 * Issue 8 item 16 (the lookup half), printed, never asserted: how many DynamoDB calls and how
 * long one ingest batch of 500 readings from 250 different sensors takes through the local
 * gateway (each sensor's registration and formula must be looked up before its readings are
 * calibrated). Counts come from a wrapper around the shared document client's send.
 *
 * Run: npm run bench:ingest-lookups   (about half a minute)
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE = '1';

const { startTestStack } = await import('../test/support/local-stack');
const { seedGrower } = await import('./support');
const { documentClient } = await import('../lambdas/platform/aws/clients');

const SENSORS = 250;
const BATCHES = 20;

const stack = await startTestStack({ seed: false });
try {
  const { credential, sensorIds } = await seedGrower(stack, { sensors: SENSORS, days: 0 });

  const client = documentClient();
  const send = client.send.bind(client);
  const calls = new Map<string, number>();
  (client as any).send = (command: any, ...rest: any[]) => {
    calls.set(command.constructor.name, (calls.get(command.constructor.name) ?? 0) + 1);
    return send(command, ...rest);
  };

  const start = Date.UTC(2026, 0, 1);
  const times: number[] = [];
  for (let b = 0; b < BATCHES; b++) {
    const readings = Array.from({ length: 500 }, (_, i) => ({
      sensor_id: sensorIds[i % SENSORS]!,
      time: start + (b * 2 + Math.floor(i / SENSORS)) * 7_200_000,
      cap50: 30,
      cap100: 31,
      cap150: 32,
      temperature: 18,
      battery_vol: 3.9,
    }));
    const t0 = performance.now();
    const res = await fetch(`${stack.url}/api/v2/ingest`, {
      method: 'POST',
      headers: { authorization: `Gateway ${credential}`, 'content-type': 'application/json' },
      body: JSON.stringify({ readings }),
    });
    const body = (await res.json()) as { data: { stored: number } };
    times.push(performance.now() - t0);
    if (body.data.stored !== 500) throw new Error(`stored ${body.data.stored} of 500`);
  }
  times.sort((a, b) => a - b);
  const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(0);
  const per = [...calls]
    .sort()
    .map(([name, n]) => `${name.replace('Command', '')} ${(n / BATCHES).toFixed(1)}`)
    .join(', ');
  console.log(
    `ingest, 500 readings from ${SENSORS} sensors per batch, ${BATCHES} batches: p50 ${q(0.5)} ms, p95 ${q(0.95)} ms`,
  );
  console.log(`DynamoDB calls per batch: ${per}`);
} finally {
  await stack.close();
}
