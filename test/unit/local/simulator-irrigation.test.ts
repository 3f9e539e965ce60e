/**
 * The simulator's irrigations: at the zone's rate, rising at the top as the water arrives, and listed as they were
 * applied.
 */
import { describe, expect, it } from 'vitest';
import { irrigationsOf, simulateSensor, STEP_MS, type SimSensor } from '../../../infra/local/simulator/model';
import { testSimSensor } from '../../support/sim-sensor';

const DAY = 86_400_000;
const base = testSimSensor('FWSTEST000002', 'zone-2', { output: 'percent' });
const drip: SimSensor = { ...base, irrigation: { rateMmH: 4, depthMm: 25 } };
// A southern summer: irrigated whenever the root zone reaches its refill point.
const origin = Date.UTC(2025, 10, 1);
const to = origin + 90 * DAY;

describe('simulated irrigation', () => {
  it('lists each irrigation with its depth and run time at the zone rate', () => {
    const irrigations = irrigationsOf(drip, origin, origin, to);
    expect(irrigations.length).toBeGreaterThan(3);
    for (const irr of irrigations) expect(irr).toMatchObject({ depthMm: 25, minutes: 375 });
    // The same irrigations whichever range is asked for.
    const later = irrigations.filter((i) => i.start >= origin + 30 * DAY);
    expect(irrigationsOf(drip, origin, origin + 30 * DAY, to)).toEqual(later);
  });

  it('wets the top layer step by step as the water arrives, 8 mm (2 h at 4 mm/h) a step', () => {
    const readings = simulateSensor(drip, origin, origin, to, { faults: false });
    const at = new Map(readings.map((r) => [r.time, r.cap50!]));
    for (const irr of irrigationsOf(drip, origin, origin, to)) {
      // The water of the run's first step shows in the reading a step after its start, and so on.
      const before = at.get(irr.start)!;
      const first = at.get(irr.start + STEP_MS)!;
      const second = at.get(irr.start + 2 * STEP_MS)!;
      expect(first).toBeGreaterThan(before);
      expect(second).toBeGreaterThan(before);
    }
  });

  it('keeps the old irrigation (25 mm over three steps) for notes without a rate', () => {
    const old = irrigationsOf(base, origin, origin, to);
    expect(old.length).toBeGreaterThan(3);
    for (const irr of old) expect(irr).toMatchObject({ depthMm: 25, minutes: 360 });
  });
});
