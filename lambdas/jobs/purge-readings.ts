/**
 * Scheduled job (EventBridge, daily in AWS; at start and hourly in the local stack): delete the
 * readings of deleted sensor registrations. Stops a minute before the function's time limit;
 * what is left is finished by the next run.
 */
import { purgeFreedReadings } from '../services/readings-purge';
import { readingsStore } from '../store/readings';
import { logger } from '../telemetry/logger';

export async function handler(_event: unknown, context?: { getRemainingTimeInMillis(): number }) {
  const deadline = context ? Date.now() + context.getRemainingTimeInMillis() - 60_000 : undefined;
  const result = await purgeFreedReadings(readingsStore(), { deadline });
  if (result.deleted || result.finished || result.pending) logger.info('readings purge', { ...result });
  return result;
}
