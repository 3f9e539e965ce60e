/** `npm run backfill:valid-index`: see lambdas/readings/adapters/readings/valid-index-backfill.ts. */
import { backfillValidIndex } from '../lambdas/readings/adapters/readings/valid-index-backfill';

const updated = await backfillValidIndex();
console.log(`valid_series set on ${updated} reading(s)`);
