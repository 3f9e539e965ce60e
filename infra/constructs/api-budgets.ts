/**
 * Handler modules whose function needs more than the house defaults (infra/constructs/function.ts:
 * 10 s, 512 MB). API Gateway gives up at 29 s and CloudFront waits 30 s for the origin, so no
 * timeout here may exceed 28 s.
 *
 * sensor-formulas: POST /api/v2/sensorformula/recompute walks up to 400 days of one sensor in one
 * call; a sensor reporting every 15 minutes has 38,400 readings there. `npm run bench:recompute`
 * measures that worst case: its own work is CPU (calibration, the SDK's marshalling and signing,
 * the aggregates), and Lambda gives CPU in proportion to memory, a whole vCPU at 1,769 MB (more
 * would add a second vCPU, which one Node.js thread cannot use). The walk is idempotent, so a call
 * cut short is made whole by running it again.
 */
import type { HandlerModuleName } from '../../lambdas/routes';

export const API_TIMEOUT_LIMIT_SECONDS = 28;
/** The memory at which Lambda gives a function one whole vCPU. */
export const ONE_VCPU_MB = 1769;

export interface FunctionBudget {
  timeoutSeconds?: number;
  memoryMb?: number;
}

export const moduleBudgets: Partial<Record<HandlerModuleName, FunctionBudget>> = {
  'sensor-formulas': { timeoutSeconds: API_TIMEOUT_LIMIT_SECONDS, memoryMb: ONE_VCPU_MB },
};
