/** The catalogue the pairing wizard reads, and its presets in our formula language. */
import { describe, expect, it } from 'vitest';
import { compileFormula, parseParameters } from '@shared/calibration/formula';
import { DEVICE_TYPE_IDS, DEVICE_TYPES, isDeviceTypeId } from '@shared/lorawan/device-types';
import { fieldMap } from '../../../../lambdas/lorawan/rules/decoders';
import { presetOf } from './codec-fixtures';

describe('DEVICE_TYPES', () => {
  it('describes every device type id, and nothing else', () => {
    expect(Object.keys(DEVICE_TYPES).sort()).toEqual([...DEVICE_TYPE_IDS].sort());
  });

  it.each(DEVICE_TYPE_IDS)(
    '%s: one-depth devices list no depths; a profile lists its depths, shallowest first',
    (id) => {
      const t = DEVICE_TYPES[id];
      expect(t.oneDepth).toBe(t.depthsCm.length === 0);
      expect([...t.depthsCm].sort((a, b) => a - b)).toEqual(t.depthsCm);
      expect(t.reportingIntervalMin).toBeGreaterThanOrEqual(5);
      expect(t.reportingIntervalMin).toBeLessThanOrEqual(60);
    },
  );

  it.each(DEVICE_TYPE_IDS)('%s: a preset exactly when its moisture is raw, and the preset compiles', (id) => {
    const t = DEVICE_TYPES[id];
    expect(Boolean(t.defaultPreset)).toBe(t.moistureUnit === 'raw');
    if (t.defaultPreset) {
      const params = parseParameters(t.defaultPreset.parameters);
      expect(() => compileFormula(t.defaultPreset!.formula, Object.keys(params))).not.toThrow();
    }
  });

  it.each(DEVICE_TYPE_IDS)('%s: has a field map for decoded values with a moisture key', (id) => {
    expect(fieldMap(id)!.moisture.length).toBeGreaterThan(0);
  });

  it('the DL-SMTP measures 10 to 80 cm every 10 cm (so it serves our 10 and 50 cm exactly)', () => {
    expect(DEVICE_TYPES['decentlab-dl-smtp'].depthsCm).toEqual([10, 20, 30, 40, 50, 60, 70, 80]);
  });

  it("the TEROS 12 preset is METER's mineral-soil equation, in percent", () => {
    const toPercent = presetOf('decentlab-dl-trs12');
    expect(toPercent(1811)).toBeCloseTo((3.879e-4 * 1811 - 0.6956) * 100, 10);
    expect(toPercent(3600)).toBeCloseTo(70.084, 3);
  });

  it("the DL-SMTP preset is Decentlab's (count − 2500) / 500", () => {
    const toValue = presetOf('decentlab-dl-smtp');
    expect(toValue(2500)).toBe(0);
    expect(toValue(3000)).toBe(1);
  });

  it('isDeviceTypeId refuses what is not an id, inherited names included', () => {
    expect(isDeviceTypeId('dragino-lse01')).toBe(true);
    for (const v of ['', 'constructor', '__proto__', 'toString', 'DRAGINO-LSE01', 7, null])
      expect(isDeviceTypeId(v)).toBe(false);
  });
});
