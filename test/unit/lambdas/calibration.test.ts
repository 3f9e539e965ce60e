/**
 * The plausibility rules a reading goes through at ingest and recompute: moisture depths are
 * flagged (and the reading left out of valid reads); an out-of-range temperature or battery
 * voltage is flagged and blanked, the moisture staying valid; an unusable formula keeps the raw
 * values with 'formula-error', never throws.
 */
import { describe, expect, it } from 'vitest';
import { BATTERY_LIMITS_V, TEMPERATURE_LIMITS_C } from '@shared/calibration/plausibility';
import { calibrator } from '../../../lambdas/sensors/services/calibration';
import { isValidReading, type RawValues } from '../../../lambdas/readings/adapters/readings/port';

const raw = (values: Partial<RawValues> = {}): RawValues => ({
  at10cm: 30,
  at50cm: 31,
  at100cm: 32,
  temperature: 18,
  battery_vol: 3.9,
  ...values,
});

describe('temperature and battery plausibility', () => {
  it('states the limits as the display scales (−40…60 °C, 0…4 V) widened by 10 % of their span', () => {
    expect(TEMPERATURE_LIMITS_C).toEqual({ min: -50, max: 70 });
    expect(BATTERY_LIMITS_V).toEqual({ min: -0.4, max: 4.4 });
  });

  it.each([
    ['temperature', -1e6],
    ['temperature', 1e300],
    ['temperature', -50.01],
    ['temperature', 70.01],
  ] as const)('flags and blanks %s %d, keeping the raw value and the moisture valid', (key, value) => {
    const out = calibrator(undefined).apply(raw({ [key]: value }));
    expect(out.flags).toEqual(['temperature-out-of-range']);
    expect(out.temperature).toBeNull();
    expect(out.battery_vol).toBe(3.9);
    expect(out.calibrated).toEqual({ at10cm: 30, at50cm: 31, at100cm: 32 });
    expect(isValidReading(out.flags)).toBe(true);
  });

  it.each([-50, 1e12, -0.41, 4.41])('flags and blanks battery %d', (value) => {
    const out = calibrator(undefined).apply(raw({ battery_vol: value }));
    expect(out.flags).toEqual(['battery-out-of-range']);
    expect(out.battery_vol).toBeNull();
    expect(out.temperature).toBe(18);
    expect(isValidReading(out.flags)).toBe(true);
  });

  it('accepts values up to the limits, a fresh lithium cell (4.2 V) and a missing value', () => {
    for (const [t, b] of [
      [-50, -0.4],
      [70, 4.4],
      [-40, 0],
      [60, 4.2],
      [null, null],
    ] as const) {
      const out = calibrator(undefined).apply(raw({ temperature: t, battery_vol: b }));
      expect(out.flags).toEqual([]);
      expect([out.temperature, out.battery_vol]).toEqual([t, b]);
    }
  });

  it('a moisture flag invalidates the reading; a temperature or battery flag alone does not', () => {
    expect(isValidReading([])).toBe(true);
    expect(isValidReading(['temperature-out-of-range', 'battery-out-of-range'])).toBe(true);
    for (const f of ['missing', 'negative', 'above-200', 'formula-error'] as const) {
      expect(isValidReading([f])).toBe(false);
      expect(isValidReading(['battery-out-of-range', f])).toBe(false);
    }
  });
});

describe('formulas that cannot be used', () => {
  it.each([
    ['an empty formula', { formula: '', parameter: '' }],
    ['blanks', { formula: '   ', parameter: 'x1=0.1, x2=0.5' }],
    ['a syntax error', { formula: '(val - x1', parameter: 'x1=0.1, x2=0.5' }],
    ['an unknown name', { formula: 'val + y7', parameter: 'x1=0.1' }],
    ['a parameter that is no number', { formula: 'val * x1', parameter: 'x1=abc' }],
  ])('%s: keeps the raw values with formula-error instead of throwing', (_name, formula) => {
    const cal = calibrator(formula);
    const out = cal.apply(raw({ at10cm: 0.3 }));
    expect(out.flags).toEqual(['formula-error']);
    expect(out.calibrated).toEqual({ at10cm: null, at50cm: null, at100cm: null });
    expect(out.temperature).toBe(18);
    expect(isValidReading(out.flags)).toBe(false);
  });

  it('a formula that fails at evaluation (a parameter it is not given) flags formula-error', () => {
    const out = calibrator({ formula: 'val + x1', parameter: '' }).apply(raw());
    expect(out.flags).toEqual(['formula-error']);
    expect(out.calibrated.at10cm).toBeNull();
  });
});
