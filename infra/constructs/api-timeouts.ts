/**
 * Handler modules whose function may run longer than the house default of 10 s
 * (infra/constructs/function.ts), in seconds. API Gateway gives up at 29 s and CloudFront waits
 * 30 s for the origin, so nothing here may exceed 28 s.
 *
 * sensor-formulas: POST /api/v2/sensorformula/recompute walks up to 400 days of one sensor in one
 * call; a sensor reporting every 15 minutes has 38,400 readings there. `npm run bench:recompute`
 * measures that worst case against this budget. The walk is idempotent, so a call cut short is
 * made whole by running it again.
 */
import type { HandlerModuleName } from '../../lambdas/routes';

export const API_TIMEOUT_LIMIT_SECONDS = 28;

export const moduleTimeouts: Partial<Record<HandlerModuleName, number>> = {
  'sensor-formulas': API_TIMEOUT_LIMIT_SECONDS,
};
