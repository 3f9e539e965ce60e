/** `npm run backfill:aggregates`: see lambdas/readings/adapters/readings/aggregates-backfill.ts. */
import { backfillAggregates } from '../lambdas/readings/adapters/readings/aggregates-backfill';

const started = Date.now();
const { series, readings } = await backfillAggregates((line) => console.log(line));
console.log(
  `hourly and daily aggregates recomputed for ${series} series from ${readings.toLocaleString('en')} readings in ` +
    `${((Date.now() - started) / 1000).toFixed(0)} s`,
);
export {};
