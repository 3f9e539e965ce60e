/**
 * Invoked by the IoT topic rule of infra/constructs/lorawan-aws-iot.ts (asynchronously, one
 * uplink per event): the uplink is stored, parked for the grower, or dropped with a reason in
 * the log; a failed store throws so Lambda retries it.
 */
import { acceptAwsIotMessage, type AwsIotOutcome } from '../services/aws-iot-uplinks';
import { logger } from '../../platform/telemetry/logger';

export async function handler(event: unknown): Promise<AwsIotOutcome> {
  const started = Date.now();
  const outcome = await acceptAwsIotMessage(event, started);
  const fields = { ...outcome, ms: Date.now() - started };
  if (outcome.status === 'dropped') logger.warn('AWS IoT uplink dropped', fields);
  else logger.info('AWS IoT uplink', fields);
  return outcome;
}
