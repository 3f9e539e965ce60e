/**
 * What the memory and load benches share: growers with a field of sensors on one gateway and
 * a history that arrived through the real ingest route, and the process's memory after a full GC.
 */
import { availableParallelism, loadavg } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { PLAN_SENSOR_LIMITS } from '@shared/subscription';
import { adminToken, api, newGrower, withPlan, type TestStack } from '../test/support/local-stack';
import { buildField, buildSensorForm } from '../test/support/management';
import { alignToStep, simulateSensor, uniformProfile, STEP_MS, type SimReading } from '../infra/local/simulator/model';
import { sendReadings } from '../infra/local/simulator/send';
import { documentClient } from '../lambdas/platform/aws/clients';

export const DAY_MS = 86_400_000;

export interface BenchGrower {
  username: string;
  token: string;
  fieldId: string;
  gatewayId: string;
  credential: string;
  sensorIds: string[];
}

const soil = uniformProfile({ wiltingPoint: 17, fieldCapacity: 30, saturation: 40 });

/** `days` of simulated readings (one every STEP_MS) for each sensor, ending at `end`. */
export function history(sensorIds: string[], days: number, end = alignToStep(Date.now())): SimReading[] {
  const from = end - days * DAY_MS;
  return sensorIds.flatMap((sensorId) =>
    simulateSensor(
      { sensorId, weatherSeed: 'bench', irrigationSeed: sensorId, latitude: -34.3, soil, output: 'percent' },
      from,
      from,
      end,
    ),
  );
}

/** A signed-up grower with one field, one gateway and `sensors` sensors, `days` of history ingested (none for 0). */
export async function seedGrower(
  stack: TestStack,
  opts: { sensors: number; days: number },
  n = 0,
): Promise<BenchGrower> {
  const { username, tokens } = await newGrower(stack);
  // A farm larger than Full covers is on Pro; one larger than any plan registers as an admin (not limited).
  const token =
    opts.sensors <= PLAN_SENSOR_LIMITS.full
      ? tokens.IdToken!
      : opts.sensors <= PLAN_SENSOR_LIMITS.pro
        ? (await withPlan(stack, username, 'pro')).IdToken!
        : await adminToken(stack, username);
  const field = (
    await api(stack, 'POST', '/api/field/addField', { token, json: buildField({ fieldName: `Bench field ${n}` }) })
  ).body.data as { field_id: string };
  const gatewayId = `bench-gw-${n}-${Date.now().toString(36)}`;
  const gateway = await api(stack, 'POST', '/api/v2/gateway', { token, json: { gatewayId } });
  if (gateway.status !== 201) throw new Error(`gateway: HTTP ${gateway.status} ${JSON.stringify(gateway.body)}`);
  const credential = gateway.body.credential as string;
  const sensorIds: string[] = [];
  for (let i = 0; i < opts.sensors; i++) {
    const form = buildSensorForm(field.field_id, { gatewayId });
    const res = await api(stack, 'POST', '/api/sensor/v2/new', { token, form });
    if (res.status !== 201) throw new Error(`sensor: HTTP ${res.status} ${JSON.stringify(res.body)}`);
    sensorIds.push(form.sensorId);
  }
  const sent =
    opts.days > 0
      ? await sendReadings(stack.url, credential, history(sensorIds, opts.days))
      : { rejected: 0, errors: [] };
  if (sent.rejected) throw new Error(`seed: ${sent.rejected} readings rejected (${sent.errors.join('; ')})`);
  return { username, token, fieldId: field.field_id, gatewayId, credential, sensorIds };
}

export { STEP_MS };

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** RSS and V8 heap in use after full collections (what is really retained), in MB. */
export async function settledMemory(): Promise<{ rss: number; heap: number }> {
  for (let i = 0; i < 3; i++) {
    gc();
    await new Promise((r) => setTimeout(r, 50));
  }
  const m = process.memoryUsage();
  return { rss: m.rss / 2 ** 20, heap: m.heapUsed / 2 ** 20 };
}

export const mb = (n: number) => `${n.toFixed(0)} MB`;

/** The `p` quantile of `xs` (the nearest rank below). */
export const quantile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;

/** "p50  123 ms  p95  456 ms  p99  789 ms" of request times in ms (NaN when there were none). */
export function pcts(times: number[]): string {
  const ms = (q: number) => `${(times.length ? quantile(times, q) : NaN).toFixed(0).padStart(5)} ms`;
  return `p50 ${ms(0.5)}  p95 ${ms(0.95)}  p99 ${ms(0.99)}`;
}

/** The load line a bench ends with: a busy shared machine stretches every time. */
export const loadLine = (loadAtStart: number) =>
  `load average (1 min) at the start ${loadAtStart.toFixed(1)}, at the end ${loadavg()[0]!.toFixed(1)}, on ` +
  `${availableParallelism()} cores`;

/**
 * Counts the DynamoDB commands the process sends while `on` is set, by command name (the
 * in-process stack shares the client). `perBatch` prints them per batch and in all.
 */
export function storeCallCounter() {
  const sent = new Map<string, number>();
  const counter = {
    on: false,
    sent,
    perBatch(batches: number): string {
      const calls = [...sent].sort(([a], [b]) => a.localeCompare(b));
      const each = calls.map(([name, n]) => `${name.replace(/Command$/, '')} ${(n / batches).toFixed(1)}`);
      const all = calls.reduce((s, [, n]) => s + n, 0) / batches;
      return `${each.join(', ')}; ${all.toFixed(1)} in all`;
    },
  };
  const client = documentClient() as unknown as { send: (command: object, ...rest: unknown[]) => Promise<unknown> };
  const original = client.send.bind(client);
  client.send = (command, ...rest) => {
    if (counter.on) sent.set(command.constructor.name, (sent.get(command.constructor.name) ?? 0) + 1);
    return original(command, ...rest);
  };
  return counter;
}
