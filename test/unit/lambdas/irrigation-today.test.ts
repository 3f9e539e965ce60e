/** "Not after today": the last start an irrigation may have is the end of today at the field, in its own time zone. */
import { describe, expect, it } from 'vitest';
import type { FieldItem } from '../../../lambdas/farms/adapters/fields';
import { endOfTodayS } from '../../../lambdas/irrigation/services/irrigations';

const fieldAt = (lng: number, lat: number) =>
  ({
    points: {
      type: 'Polygon',
      coordinates: [
        [
          [lng, lat],
          [lng + 0.01, lat],
          [lng + 0.01, lat - 0.01],
          [lng, lat - 0.01],
          [lng, lat],
        ],
      ],
    },
  }) as unknown as FieldItem;

describe('endOfTodayS', () => {
  it('ends today at the field (Griffith, NSW: UTC+11 in summer)', () => {
    // 27 Nov 2026 00:30 UTC is 11:30 the same day in Griffith: its day ends at 27 Nov 13:00 UTC.
    const now = Date.UTC(2026, 10, 27, 0, 30);
    expect(endOfTodayS(fieldAt(146.03, -34.27), now)).toBe(Date.UTC(2026, 10, 27, 13, 0) / 1000 - 1);
    // 14:00 UTC is already 28 Nov there.
    expect(endOfTodayS(fieldAt(146.03, -34.27), Date.UTC(2026, 10, 27, 14, 0))).toBe(
      Date.UTC(2026, 10, 28, 13, 0) / 1000 - 1,
    );
  });

  it('ends today in Kansas (UTC−6) later in UTC terms', () => {
    const now = Date.UTC(2026, 10, 27, 3, 0); // 26 Nov 21:00 in Kansas
    expect(endOfTodayS(fieldAt(-96.58, 39.09), now)).toBe(Date.UTC(2026, 10, 27, 6, 0) / 1000 - 1);
  });

  it('allows up to the end of the latest day on Earth (UTC+14) when the field has no outline', () => {
    const now = Date.UTC(2026, 10, 27, 12, 0); // already 28 Nov at UTC+14
    expect(endOfTodayS(undefined, now)).toBe(Date.UTC(2026, 10, 28, 10, 0) / 1000 - 1);
  });
});
