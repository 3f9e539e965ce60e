/** POST /api/v2/ingest: a gateway's batch of readings (authenticated by its own credential). */
import { ingestBatchSchema } from '@shared/ingest/schemas';
import { UnauthorizedError } from '../errors';
import { lambdaHandler, ok, parseInput, type Operations } from '../http';
import { ingest } from '../services/ingest';
import { readingsStore } from '../services/readings-store';

const store = readingsStore();
/** Kept after the readings write for the last steps (the gateway's last-seen time, the answer). */
const SAFETY_MARGIN_MS = 1_000;
/** Without a Lambda context (the local gateway): the functions' timeout (infra/constructs/function.ts). */
const DEFAULT_BUDGET_MS = 10_000;

export const operations = {
  async ingest(req) {
    if (!req.gateway) throw new UnauthorizedError('A gateway credential is required.');
    const batch = parseInput(ingestBatchSchema, req.body);
    const deadline = (req.deadline ?? Date.now() + DEFAULT_BUDGET_MS) - SAFETY_MARGIN_MS;
    return ok({ data: await ingest(req.gateway, batch.readings, store, { deadline }) });
  },
} satisfies Operations<'ingest'>;

export const handler = lambdaHandler(operations);
