/** ingest. */
import { defineRoute, notYetDescribed } from './define';

export const ingestRoutes = {
  ingest: defineRoute({
    method: 'POST',
    path: '/api/v2/ingest',
    access: 'gateway',
    resource: 'ingest',
    summary: 'TODO',
    answer: notYetDescribed,
  }),
} as const;
