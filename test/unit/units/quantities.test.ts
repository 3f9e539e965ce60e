/** Every conversion both ways, the round trip of a typed value, rounding and text. */
import { describe, expect, it } from 'vitest';
import {
  boundForInput,
  defaultUnitSystem,
  formatQuantity,
  fromInput,
  parseDecimalInput,
  QUANTITIES,
  QUANTITY_NAMES,
  toDisplay,
  toInput,
  unitSymbol,
} from '@shared/units';

describe('units', () => {
  it('converts each quantity with the published factors', () => {
    expect(toDisplay('water', 25.4, 'us')).toBeCloseTo(1, 12);
    expect(toDisplay('depth', 30, 'us')).toBeCloseTo(11.811, 3);
    expect(toDisplay('temperature', 0, 'us')).toBe(32);
    expect(toDisplay('temperature', 100, 'us')).toBeCloseTo(212, 10);
    expect(toDisplay('temperature', -40, 'us')).toBeCloseTo(-40, 10);
    expect(toDisplay('temperatureDelta', 5, 'us')).toBeCloseTo(9, 10);
    expect(toDisplay('area', 1, 'us')).toBeCloseTo(2.4710538, 6);
    expect(toDisplay('volume', 1, 'us')).toBeCloseTo(9.7286, 3); // 1 ML ≈ 9.73 acre-inches
    expect(toDisplay('rate', 12.7, 'us')).toBeCloseTo(0.5, 12);
    expect(toDisplay('speed', 1.609344, 'us')).toBeCloseTo(1, 12);
    expect(toDisplay('distance', 0.3048, 'us')).toBeCloseTo(1, 12);
    for (const q of QUANTITY_NAMES) {
      expect(toDisplay(q, 12.3, 'metric')).toBe(12.3);
      expect(QUANTITIES[q].toSi(QUANTITIES[q].toUs(7.77))).toBeCloseTo(7.77, 10);
    }
  });

  it('a stored value shown in US units and typed back is the same stored value, for every quantity', () => {
    for (const q of QUANTITY_NAMES) {
      const step = 10 ** -QUANTITIES[q].siDecimals;
      const bad: number[] = [];
      for (let i = -3000; i <= 3000; i += 1) {
        const si = Number((i * step).toFixed(QUANTITIES[q].siDecimals));
        if (fromInput(q, toInput(q, si, 'us'), 'us') !== si) bad.push(si);
        if (fromInput(q, toInput(q, si, 'metric'), 'metric') !== si) bad.push(si);
      }
      expect(bad, q).toEqual([]);
    }
  });

  it('rounds typed values to the stored precision and never gives -0', () => {
    expect(fromInput('water', 1, 'us')).toBe(25.4);
    expect(fromInput('water', 0.001, 'us')).toBe(0);
    expect(Object.is(fromInput('water', -0.001, 'us'), -0)).toBe(false);
    expect(fromInput('temperature', 32, 'us')).toBe(0);
    expect(fromInput('rate', 12.345, 'metric')).toBe(12.3);
  });

  it('keeps a form bound valid when converted (rounded inward)', () => {
    const min = boundForInput('rate', 0.1, 'us', 'min'); // 0.003937 in/h → 0.004
    const max = boundForInput('rate', 200, 'us', 'max'); // 7.874 in/h → 7.874
    expect(fromInput('rate', min, 'us')).toBeGreaterThanOrEqual(0.1);
    expect(fromInput('rate', max, 'us')).toBeLessThanOrEqual(200);
  });

  it('writes quantities in the locale with the unit', () => {
    expect(formatQuantity('water', 12.5, 'metric')).toBe('12.5 mm');
    expect(formatQuantity('water', 12.5, 'us')).toBe('0.49 in');
    expect(formatQuantity('water', 12.5, 'metric', { locale: 'es' })).toBe('12,5 mm');
    expect(formatQuantity('temperature', 20, 'us')).toBe('68 °F');
    expect(formatQuantity('area', 10, 'us', { bare: true })).toBe('24.71');
    expect(unitSymbol('volume', 'us')).toBe('ac-in');
  });

  it('reads typed numbers with the locale decimal mark, refusing what it cannot be sure of', () => {
    expect(parseDecimalInput('12.5')).toBe(12.5);
    expect(parseDecimalInput('12,5', 'es')).toBe(12.5);
    expect(parseDecimalInput('12,5', 'en-AU')).toBeNull();
    expect(parseDecimalInput('1,234', 'en-US')).toBeNull();
    expect(parseDecimalInput('', 'en-AU')).toBeNull();
    expect(parseDecimalInput('1e300', 'en-AU')).toBeNull();
  });

  it('defaults US customary for US English and Spanish of the US only', () => {
    expect(defaultUnitSystem(['en-US'])).toBe('us');
    expect(defaultUnitSystem(['es-US', 'en'])).toBe('us');
    expect(defaultUnitSystem(['en-AU'])).toBe('metric');
    expect(defaultUnitSystem(['es'])).toBe('metric');
    expect(defaultUnitSystem([])).toBe('metric');
  });
});
