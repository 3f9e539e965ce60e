/** ingest: readings pushed by a gateway with its own credential. */
import * as z from 'zod';
import { ingestBatchSchema, ingestSummary } from '../ingest/schemas';
import { defineRoute } from './define';

export const ingestRoutes = {
  ingest: defineRoute({
    method: 'POST',
    path: '/api/v2/ingest',
    access: 'gateway',
    resource: 'ingest',
    summary:
      "A gateway's batch of readings (up to 500), sent with its credential; " +
      'each reading is stored or refused on its own.',
    body: ingestBatchSchema,
    answer: z.strictObject({ data: ingestSummary }),
  }),
} as const;
