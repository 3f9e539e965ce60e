/**
 * Scheduled job (every 15 min: EventBridge in AWS, a timer in the local stack): silence and
 * offline alerts, every sensor's moisture and battery from its newest reading (what an ingest
 * that failed to look missed), transitions a crash left half-done, and sends still pending.
 */
import { runScheduledAlerts } from '../services/alerts-run';
import { readingsStore } from '../../readings';
import { logger } from '../../platform/telemetry/logger';

export async function handler(): Promise<Awaited<ReturnType<typeof runScheduledAlerts>>> {
  const started = Date.now();
  const result = await runScheduledAlerts(readingsStore());
  logger.info('scheduled alerts', { ...result, ms: Date.now() - started });
  return result;
}
