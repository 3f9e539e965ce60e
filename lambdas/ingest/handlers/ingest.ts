/** POST /api/v2/ingest: a gateway's batch of readings (authenticated by its own credential). */
import { UnauthorizedError } from '../../platform/errors';
import { lambdaHandler, ok, type Operations } from '../../platform/http';
import { requestForecasts } from '../services/forecast-queue';
import { ingest } from '../services/ingest';
import { readingsStore } from '../../readings';

const store = readingsStore();
/** Kept after the readings write for the last steps (the gateway's last-seen time, the answer). */
const SAFETY_MARGIN_MS = 1_000;
/** Without a Lambda context (the local gateway): the functions' timeout (infra/constructs/function.ts). */
const DEFAULT_BUDGET_MS = 10_000;

export const operations = {
  async ingest(req) {
    if (!req.gateway) throw new UnauthorizedError('A gateway credential is required.');
    const deadline = (req.deadline ?? Date.now() + DEFAULT_BUDGET_MS) - SAFETY_MARGIN_MS;
    let touched: Parameters<typeof requestForecasts>[0] = [];
    const data = await ingest(req.gateway, req.body.readings, store, {
      deadline,
      onStored: (series) => (touched = series),
    });
    // Locally this only queues them (they run after the answer); in AWS it is one asynchronous invoke.
    await requestForecasts(touched, store);
    return ok({ data });
  },
} satisfies Operations<'ingest'>;

export const handler = lambdaHandler(operations);
