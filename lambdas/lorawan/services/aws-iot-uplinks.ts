/**
 * An uplink from AWS IoT Core for LoRaWAN, as our IoT rule hands it over: the destination's
 * message plus `connection`, the gateway id the rule took from the destination's MQTT topic
 * (`fieldwise/<stage>/lorawan/<gatewayId>/uplink`). That gateway must be an 'aws-iot' connection;
 * its owner is the grower the uplink may store for, and the pipeline keeps one grower's DevEUIs
 * out of another's sensors.
 *
 * Nothing here answers a network server: the rule invokes the function asynchronously. A message
 * that can never be stored (no such connection, not an uplink) is dropped with a log line, since
 * retrying cannot mend it; a store that failed throws, so Lambda retries it (exactly once either
 * way) and, when the retries fail too, the event lands in the failed-uplinks queue.
 */
import { AWS_IOT_CONNECTION_LEVEL } from '@shared/lorawan/aws-iot-settings';
import { readingsStore, type ReadingsStore } from '../../readings';
import { gatewayById } from '../../sensors';
import { parseAwsIotUplink } from '../rules/network-messages/aws-iot';
import type { UplinkOutcome } from './outcome';
import { acceptUplink } from './uplinks';

/** Lambda's own retries come a minute or more apart; a store that takes longer than this is failing. */
const STORE_BUDGET_MS = 20_000;

export type AwsIotOutcome = UplinkOutcome | { status: 'dropped'; reason: string };

export class UplinkStoreFailed extends Error {
  constructor(devEui: string, connection: string) {
    super(`The uplink of ${devEui} through ${connection} could not be stored; Lambda retries it.`);
    this.name = 'UplinkStoreFailed';
  }
}

const connectionNamed = (event: unknown): string | undefined => {
  if (!event || typeof event !== 'object' || !Object.hasOwn(event, 'connection')) return undefined;
  const value = (event as { connection?: unknown }).connection;
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
};

/** Built on the first uplink and kept for the function's life (its clients are reused). */
let store: ReadingsStore | undefined;

export async function acceptAwsIotMessage(event: unknown, now = Date.now()): Promise<AwsIotOutcome> {
  const name = connectionNamed(event);
  if (!name)
    return {
      status: 'dropped',
      reason: `the rule message names no connection (topic level ${AWS_IOT_CONNECTION_LEVEL})`,
    };
  const connection = await gatewayById(name);
  if (!connection) return { status: 'dropped', reason: `no connection "${name}"` };
  if (connection.kind !== 'aws-iot')
    return { status: 'dropped', reason: `"${name}" is a ${connection.kind} connection, not AWS IoT Core for LoRaWAN` };
  const parsed = parseAwsIotUplink(event, now);
  if (!parsed.ok) return { status: 'dropped', reason: parsed.reason };
  store ??= readingsStore();
  const outcome = await acceptUplink(connection, parsed.uplink, { now, deadline: now + STORE_BUDGET_MS, store });
  if (outcome.status === 'failed') throw new UplinkStoreFailed(parsed.uplink.devEui, connection.gatewayId);
  return outcome;
}
