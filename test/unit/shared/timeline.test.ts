import { describe, expect, it } from 'vitest';
import { readingAt, readoutTimes, timeIndex } from '@shared/readings/timeline';

const at = (...times: number[]) => ({ moisture: times.map((time) => ({ time })) });

describe('readout times', () => {
  it('merges every sensor’s times, distinct and ascending', () => {
    expect(readoutTimes([at(30, 10, 20), at(20, 40), at()])).toEqual([10, 20, 30, 40]);
  });
  it('is empty without readings', () => {
    expect(readoutTimes([])).toEqual([]);
    expect(readoutTimes([at()])).toEqual([]);
  });
});

describe('slider position', () => {
  const times = [10, 20, 30, 40];
  it('starts on the latest, and is -1 with no times', () => {
    expect(timeIndex(times, null)).toBe(3);
    expect(timeIndex([], null)).toBe(-1);
    expect(timeIndex([], 20)).toBe(-1);
  });
  it('keeps a chosen time, or the last one before it, when the times change', () => {
    expect(timeIndex(times, 20)).toBe(1);
    expect(timeIndex(times, 25)).toBe(1);
    expect(timeIndex([10, 20, 25, 30, 40, 50], 25)).toBe(2);
    expect(timeIndex(times, 99)).toBe(3);
    // Chosen before every time left (older readings dropped out of the window): the oldest.
    expect(timeIndex(times, 5)).toBe(0);
  });
});

describe('the reading shown at a time', () => {
  const readings = [
    { time: 10, v: 'a' },
    { time: 20, v: 'b' },
    { time: 40, v: 'c' },
  ];
  it('is the newest at or before the time', () => {
    expect(readingAt(readings, 20)?.v).toBe('b');
    expect(readingAt(readings, 39)?.v).toBe('b');
    expect(readingAt(readings, 40)?.v).toBe('c');
    expect(readingAt(readings, 1000)?.v).toBe('c');
  });
  it('is none before the sensor’s first reading', () => {
    expect(readingAt(readings, 9)).toBeNull();
    expect(readingAt([], 9)).toBeNull();
  });
  it('does not depend on the readings’ order', () => {
    const shuffled = [readings[2]!, readings[0]!, readings[1]!];
    expect(readingAt(shuffled, 39)?.v).toBe('b');
    expect(readingAt(shuffled, 9)).toBeNull();
  });
});
