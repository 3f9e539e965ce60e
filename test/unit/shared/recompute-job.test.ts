/** The recompute job's arithmetic: weeks in a period, the percentage shown, which statuses are final. */
import { describe, expect, it } from 'vitest';
import {
  isFinished,
  percentDone,
  RECOMPUTE_WINDOW_MS,
  recomputeJobIdSchema,
  weeksIn,
} from '@shared/calibration/recompute-job';

const WEEK = RECOMPUTE_WINDOW_MS;

describe('weeksIn', () => {
  it('counts the weeks the worker walks, both ends of the period included', () => {
    expect(weeksIn(0, 0)).toBe(1);
    expect(weeksIn(0, WEEK - 1)).toBe(1);
    expect(weeksIn(0, WEEK)).toBe(2);
    expect(weeksIn(1_000, 1_000 + 22 * 86_400_000 - 1)).toBe(4);
    // 400 days, from the start of the first day to the last millisecond of the last
    expect(weeksIn(0, 400 * 86_400_000 - 1)).toBe(58);
  });

  it('matches a walk that steps a week at a time while the step is within the period', () => {
    for (const [from, to] of [
      [0, 5],
      [3, 3 * WEEK + 2],
      [17, 17 + 10 * WEEK - 1],
      [0, 365 * 86_400_000 + 86_399_999],
    ]) {
      let steps = 0;
      for (let t = from!; t <= to!; t += WEEK) steps++;
      expect(weeksIn(from!, to!), `${from}–${to}`).toBe(steps);
    }
  });
});

describe('percentDone', () => {
  it('is whole percent, rounded down, and 100 only when every week is done', () => {
    expect(percentDone(0, 53)).toBe(0);
    expect(percentDone(20, 53)).toBe(37);
    expect(percentDone(52, 53)).toBe(98);
    expect(percentDone(199, 200)).toBe(99);
    expect(percentDone(53, 53)).toBe(100);
  });

  it('stays between 0 and 100 for odd figures', () => {
    expect(percentDone(-3, 10)).toBe(0);
    expect(percentDone(12, 10)).toBe(100);
    expect(percentDone(0, 0)).toBe(100);
    expect(percentDone(1, 1e300)).toBe(0);
  });
});

describe('job ids and statuses', () => {
  it('accepts only ids the server makes', () => {
    expect(recomputeJobIdSchema.safeParse('rcj_XHv-KsjrSWw2').success).toBe(true);
    for (const id of [
      '',
      'rcj_',
      'rcj_short',
      'fml_XHv-KsjrSWw2',
      '__proto__',
      'constructor',
      'rcj_XHv-KsjrSWw2x',
      'rcj_XHv/KsjrSWw2',
    ]) {
      expect(recomputeJobIdSchema.safeParse(id).success, id).toBe(false);
    }
  });

  it('treats done and failed as final', () => {
    expect([isFinished('queued'), isFinished('running'), isFinished('done'), isFinished('failed')]).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });
});
