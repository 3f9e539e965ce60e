/** The LoRaWAN pipeline's pure rules: device health from frames, and a record's depths merged into a reading. */
import { describe, expect, it } from 'vitest';
import { addFrame, bestReception, DAY_MS, lostInLastDay, MAX_FRAMES } from '../../../lambdas/lorawan/rules/health';
import { mergedRaw, recordDepths, standsFor } from '../../../lambdas/lorawan/rules/readings';
import { calibrator, sensorCalibrator } from '../../../lambdas/sensors/services/calibration';

const NOW = Date.UTC(2026, 10, 27);

describe('lost uplinks', () => {
  it('counts the frame counters missing between those heard, per session, in the last day only', () => {
    const frames = [
      { t: NOW - DAY_MS - 1, s: 'a', f: 1 },
      { t: NOW - 60_000, s: 'a', f: 10 },
      { t: NOW - 50_000, s: 'a', f: 13 },
      { t: NOW - 40_000, s: 'b', f: 0 },
      { t: NOW - 30_000, s: 'b', f: 2 },
    ];
    // 11, 12 in session a; 1 in session b; the gap from the day-old frame 1 is not counted.
    expect(lostInLastDay(frames, NOW)).toBe(3);
  });

  it('adds a frame once, drops frames older than a day and keeps at most MAX_FRAMES', () => {
    const one = addFrame([], { t: NOW, s: 'a', f: 1 }, NOW);
    expect(addFrame(one, { t: NOW + 5, s: 'a', f: 1 }, NOW)).toEqual(one);
    expect(addFrame([{ t: NOW - DAY_MS, s: 'a', f: 0 }], { t: NOW, s: 'a', f: 1 }, NOW)).toEqual(one);
    let frames = one;
    for (let f = 2; f < MAX_FRAMES + 50; f++) frames = addFrame(frames, { t: NOW + f, s: 'a', f }, NOW);
    expect(frames).toHaveLength(MAX_FRAMES);
    expect(frames.at(-1)!.f).toBe(MAX_FRAMES + 49);
  });

  it('takes the strongest reception, SNR deciding between equal RSSI; null without any', () => {
    expect(bestReception([])).toBeNull();
    const best = bestReception([
      { gatewayId: 'far', rssi: -120, snr: -15 },
      { gatewayId: 'near-noisy', rssi: -80, snr: 1 },
      { gatewayId: 'near-clear', rssi: -80, snr: 8 },
      { gatewayId: 'unknown', rssi: null, snr: null },
    ]);
    expect(best?.gatewayId).toBe('near-clear');
  });
});

describe('a record into a reading', () => {
  it('lands each value at the nearest measured depth within 10 cm, the closest winning', () => {
    const values = [10, 20, 30, 40, 50, 60, 70, 80].map((depthCm) => ({
      depthCm,
      value: depthCm * 10,
      unit: 'raw' as const,
    }));
    expect(recordDepths({ moisture: values }, null)).toEqual({
      values: { at10cm: 100, at50cm: 500 },
      outOfRange: false,
    });
    // Without its 10 cm value a profile's 20 cm serves 10 cm.
    expect(recordDepths({ moisture: values.slice(1) }, null).values).toEqual({ at10cm: 200, at50cm: 500 });
  });

  it('puts a one-depth device at its installed depth; a percent outside 0–100 or NaN is out of range', () => {
    const rec = (value: number) => ({ moisture: [{ depthCm: 0, value, unit: 'percent' as const }] });
    expect(recordDepths(rec(21), 95).values).toEqual({ at100cm: 21 });
    expect(recordDepths(rec(21), 30).values).toEqual({});
    expect(recordDepths(rec(101), 10).outOfRange).toBe(true);
    expect(recordDepths(rec(-0.1), 10).outOfRange).toBe(true);
    expect(recordDepths(rec(NaN), 10).outOfRange).toBe(true);
    expect(recordDepths(rec(1e300), 10).outOfRange).toBe(true);
    expect(recordDepths(rec(1e-200), 10)).toEqual({ values: { at10cm: 1e-200 }, outOfRange: false });
  });

  it("borrows another device's value only within its interval, and only for depths the sensor serves", () => {
    const w = standsFor(20);
    expect(w).toBe(30 * 60_000);
    const latest = { at50cm: { v: 33, t: NOW - w, w }, at100cm: { v: 40, t: NOW - w - 1, w } };
    const all = ['at10cm', 'at50cm', 'at100cm'] as const;
    expect(mergedRaw({ at10cm: 21 }, NOW, latest, all, { batteryV: 3.6 })).toEqual({
      at10cm: 21,
      at50cm: 33,
      at100cm: null,
      temperature: null,
      battery_vol: 3.6,
    });
    expect(mergedRaw({ at10cm: 21 }, NOW, latest, ['at10cm'], {}).at50cm).toBeNull();
    // Its own value wins over a borrowed one.
    expect(mergedRaw({ at50cm: 30 }, NOW, latest, all, {}).at50cm).toBe(30);
  });

  it("flags 'missing' only for depths the sensor measures", () => {
    const raw = { at10cm: 20, at50cm: 30, at100cm: null, temperature: null, battery_vol: null };
    expect(calibrator(undefined, ['at10cm', 'at50cm']).apply(raw).flags).toEqual([]);
    expect(calibrator(undefined).apply(raw).flags).toEqual(['missing']);
    expect(calibrator(undefined, ['at10cm', 'at50cm', 'at100cm']).apply(raw).flags).toEqual(['missing']);
  });

  it('keeps a reading of a sensor made of devices valid with a gap at a quiet device; a Fieldwise one: missing', () => {
    const raw = { at10cm: 20, at50cm: null, at100cm: 40, temperature: null, battery_vol: null };
    const probe = sensorCalibrator(undefined, { device_types: ['dragino-lse01'] }).apply(raw);
    expect(probe.flags).toEqual([]);
    expect(probe.calibrated).toEqual({ at10cm: 20, at50cm: null, at100cm: 40 });
    expect(sensorCalibrator(undefined, {}).apply(raw).flags).toEqual(['missing']);
    expect(sensorCalibrator(undefined, { device_types: [] }).apply(raw).flags).toEqual(['missing']);
    // Its other flags still count.
    expect(
      sensorCalibrator({ formula: 'val - 30', parameter: '' }, { device_types: ['dragino-lse01'] }).apply(raw).flags,
    ).toEqual(['negative']);
  });
});
