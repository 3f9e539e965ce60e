/**
 * Scheduled job (EventBridge, daily in AWS; at start and hourly in the local stack): delete the
 * readings of deleted sensor registrations, and what has been in Recently deleted for 30 days. Stops a minute before
 * the function's time limit; what is left is finished by the next run.
 */
import { purgeFreedReadings } from '../services/readings-purge';
import { dropExpiredEntries } from '../services/recently-deleted';
import { readingsStore } from '../../readings';
import { logger } from '../../platform/telemetry/logger';

export async function handler(_event: unknown, context?: { getRemainingTimeInMillis(): number }) {
  const deadline = context ? Date.now() + context.getRemainingTimeInMillis() - 60_000 : undefined;
  // Entries of Recently deleted past their 30 days first: their series lose their hold, and the
  // readings purge below deletes them in the same run.
  const expired = await dropExpiredEntries();
  const result = await purgeFreedReadings(readingsStore(), { deadline });
  if (result.deleted || result.finished || result.pending || expired.entries)
    logger.info('readings purge', { ...result, expiredEntries: expired.entries });
  return { ...result, expiredEntries: expired.entries };
}
