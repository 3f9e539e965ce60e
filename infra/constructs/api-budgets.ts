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

export const moduleBudgets: Partial<Record<HandlerModuleName, FunctionBudget>> = {};
