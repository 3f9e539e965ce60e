/**
 * Scheduled job (every 15 min: EventBridge in AWS, a timer in the local stack): pull every vendor
 * link's new readings (services/pull.ts).
 */
import { readingsStore } from '../../readings';
import { logger } from '../../platform/telemetry/logger';
import { vendorClients } from '../adapters/clients';
import { pullAll } from '../services/pull';

export async function handler(): Promise<{ links: number; stored: number; failing: number; retry: number }> {
  const started = Date.now();
  const outcomes = await pullAll({
    ...vendorClients(),
    store: readingsStore(),
    log: (message, detail) => logger.warn(message, detail ?? {}),
  });
  const summary = {
    links: outcomes.length,
    stored: outcomes.reduce((n, o) => n + (o.result === 'stored' ? o.stored : 0), 0),
    failing: outcomes.filter((o) => o.result === 'failing' || o.result === 'unauthorized').length,
    retry: outcomes.filter((o) => o.result === 'retry').length,
  };
  logger.info('vendor pulls', { ...summary, ms: Date.now() - started });
  return summary;
}
