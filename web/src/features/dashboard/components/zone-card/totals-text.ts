import type { IrrigationTotals } from '@shared/irrigation/log';
import { runTimeWords } from '@shared/irrigation/recommendation';
import type { Words } from '../../../../lib/words';

/** "3 irrigations, 24 mm, 6 h" (run time and depth where known), in the person's language and units. */
export function totalsText({ t, f }: Words, totals: IrrigationTotals): string {
  if (!totals.count) return t('dashboard.noIrrigations');
  return [
    t('dashboard.irrigationCount', { count: totals.count }),
    totals.depth_mm ? f.quantity('water', totals.depth_mm) : null,
    totals.hours ? runTimeWords(totals.hours * 60) : null,
  ]
    .filter(Boolean)
    .join(', ');
}
