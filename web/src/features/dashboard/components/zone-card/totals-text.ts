import type { IrrigationTotals } from '@shared/irrigation/log';
import { runTimeWords } from '@shared/irrigation/recommendation';

/** "3 irrigations, 24 mm, 6 h" (run time and depth where known). */
export function totalsText(t: IrrigationTotals): string {
  const count = `${t.count} irrigation${t.count === 1 ? '' : 's'}`;
  if (!t.count) return 'no irrigations';
  return [count, t.depth_mm ? `${t.depth_mm} mm` : null, t.hours ? runTimeWords(t.hours * 60) : null]
    .filter(Boolean)
    .join(', ');
}
