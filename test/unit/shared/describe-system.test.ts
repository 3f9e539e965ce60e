/** A zone's system in words, as the zone card shows it: its planting date as a day, not yyyy-mm-dd. */
import { describe, expect, it } from 'vitest';
import { describeSystem } from '@shared/irrigation/describe';

describe('describeSystem', () => {
  it('names the method, rate, efficiency, crop, roots and the planting day in words', () => {
    expect(
      describeSystem({ method: 'drip', application_rate_mm_h: 4, crop: 'maize-grain', planting_date: '2026-10-06' }),
    ).toMatch(/^Drip, 4 mm\/h, 90 % efficient · .*roots \d+ cm, planted 6 Oct 2026$/);
    expect(describeSystem({ method: 'pivot', application_rate_mm_h: 10 })).toBe(
      'Centre pivot, 10 mm/h, 85 % efficient · roots 30 cm',
    );
  });
});
