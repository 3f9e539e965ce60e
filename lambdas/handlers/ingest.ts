/** POST /api/v2/ingest: a gateway's batch of readings (authenticated by its own credential). */
import { ingestBatchSchema } from '../../shared/ingest/schemas';
import { UnauthorizedError } from '../errors';
import { lambdaHandler, ok, parseInput, type Operation } from '../http';
import { ingest } from '../services/ingest';
import { readingsStore } from '../store/readings';

const store = readingsStore();

export const operations: Record<string, Operation> = {
  async ingest(req) {
    if (!req.gateway) throw new UnauthorizedError('A gateway credential is required.');
    const batch = parseInput(ingestBatchSchema, req.body);
    return ok({ data: await ingest(req.gateway, batch.readings, store) });
  },
};

export const handler = lambdaHandler(operations);
