/**
 * Handler modules whose function needs more than the house defaults (infra/constructs/function.ts:
 * 10 s, 512 MB). API Gateway gives up at 29 s and CloudFront waits 30 s for the origin, so no
 * timeout here may exceed 28 s. Work that may take longer is a job of its own function, started
 * by the route and followed by the caller (the recompute: infra/constructs/jobs.ts).
 */
import type { HandlerModuleName } from '../../lambdas/platform/routes';

export const API_TIMEOUT_LIMIT_SECONDS = 28;
/** The memory at which Lambda gives a function one whole vCPU. */
export const ONE_VCPU_MB = 1769;

export interface FunctionBudget {
  timeoutSeconds?: number;
  memoryMb?: number;
}

export const moduleBudgets: Partial<Record<HandlerModuleName, FunctionBudget>> = {
  // The farm-year zip (12 sensors × 365 days: about 5 s on a shared local machine, bench/export.ts)
  // deflates 7 MB of CSV: more CPU than the house 512 MB gives, and more time than its 10 s.
  readings: { timeoutSeconds: 28, memoryMb: 1024 },
};
