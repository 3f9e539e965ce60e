import { describe, expect, it } from 'vitest';
import { alignDown, tickLabel, timeStep } from '../../../../web/src/features/dashboard/components/charts/time-axis';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('time axis', () => {
  it('ticks about an eighth of the span, in round hours or days', () => {
    expect(timeStep(0, 3 * DAY + 2 * DAY)).toEqual({ unit: 'hour', stepSize: 12 });
    expect(timeStep(0, 8 * HOUR)).toEqual({ unit: 'hour', stepSize: 1 });
    expect(timeStep(0, 2 * DAY)).toEqual({ unit: 'hour', stepSize: 6 });
    expect(timeStep(0, 8 * DAY)).toEqual({ unit: 'day', stepSize: 1 });
    expect(timeStep(0, 30 * DAY)).toEqual({ unit: 'day', stepSize: 4 });
    expect(timeStep(0, 365 * DAY)).toEqual({ unit: 'day', stepSize: 60 });
    expect(timeStep(5, 5)).toEqual({ unit: 'hour', stepSize: 1 });
  });

  it('starts on a whole step of local time and names days at midnight, hours otherwise', () => {
    const midnight = new Date(2026, 10, 24, 0, 0).getTime();
    expect(alignDown(midnight + 14 * HOUR + 25 * 60_000, { unit: 'hour', stepSize: 6 })).toBe(midnight + 12 * HOUR);
    expect(alignDown(midnight + 14 * HOUR, { unit: 'day', stepSize: 2 })).toBe(midnight);
    expect(tickLabel(midnight, { unit: 'hour', stepSize: 6 })).toBe('24 Nov');
    expect(tickLabel(midnight + 6 * HOUR, { unit: 'hour', stepSize: 6 })).toBe('06:00');
    expect(tickLabel(midnight + 6 * HOUR, { unit: 'day', stepSize: 1 })).toBe('24 Nov');
  });
});
