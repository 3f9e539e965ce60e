/** The pure parts of events in the product: ids, the detector's inputs from readings and weather. */
import { describe, expect, it } from 'vitest';
import { eventIdSchema } from '@shared/events/schemas';
import { eventIdOf, parseEventId, seriesTag } from '../../../lambdas/irrigation/services/event-ids';
import { hourlyRain, samplesOf } from '../../../lambdas/irrigation/services/event-inputs';
import type { Reading, ReadingFlag } from '../../../lambdas/readings/adapters/readings/port';
import { seriesKey } from '../../../lambdas/sensors/rules/series';

const H = 3_600_000;
const series = seriesKey('ABC123456789', 'mf0reg1234');
const reread = seriesKey('ABC123456789', 'mf0reg5678');

describe('event ids', () => {
  it('are deterministic per series and onset, pass the route schema and split back', () => {
    const id = eventIdOf('ABC123456789', series, 1_700_000_000);
    expect(id).toBe(eventIdOf('ABC123456789', series, 1_700_000_000));
    expect(eventIdSchema.safeParse(id).success).toBe(true);
    expect(parseEventId(id)).toEqual({ sensorId: 'ABC123456789', onset: 1_700_000_000, tag: seriesTag(series) });
    expect(id).not.toContain('mf0reg1234');
  });

  it('differ for another registration of the same sensor id, and for another onset', () => {
    expect(eventIdOf('ABC123456789', reread, 1_700_000_000)).not.toBe(eventIdOf('ABC123456789', series, 1_700_000_000));
    expect(eventIdOf('ABC123456789', series, 1_700_000_001)).not.toBe(eventIdOf('ABC123456789', series, 1_700_000_000));
  });

  it('refuse what is not an id', () => {
    for (const bad of ['__proto__', 'constructor', 'ABC-1-xyz', 'ABC-12-0123456789a', 'A~B-1-0123456789', '']) {
      expect(parseEventId(bad), bad).toBeUndefined();
      expect(eventIdSchema.safeParse(bad).success, bad).toBe(false);
    }
  });
});

const reading = (
  time: number,
  values: (number | null)[],
  temperature: number | null = 12,
  flags: ReadingFlag[] = [],
): Reading => ({
  series,
  sensorId: 'ABC123456789',
  time,
  raw: { at10cm: null, at50cm: null, at100cm: null, temperature, battery_vol: 3.9 },
  calibrated: {
    at10cm: values[0] ?? null,
    at50cm: values[1] ?? null,
    at100cm: values[2] ?? null,
  },
  temperature,
  battery_vol: 3.9,
  flags,
  receivedAt: time,
});

describe('samples from readings', () => {
  it('orders them, keys moisture by depth in epoch seconds and gives the one temperature to every depth', () => {
    const samples = samplesOf([reading(2 * H, [21, 30, 35]), reading(H, [20, null, 35], 3)]);
    expect(samples).toEqual([
      { t: 3600, vwc: { 10: 20, 50: undefined, 100: 35 }, temp: { 10: 3, 50: 3, 100: 3 } },
      { t: 7200, vwc: { 10: 21, 50: 30, 100: 35 }, temp: { 10: 12, 50: 12, 100: 12 } },
    ]);
  });

  it('leaves out a temperature that is missing or flagged out of range', () => {
    const [missing, flagged] = samplesOf([
      reading(H, [20, 30, 35], null),
      reading(2 * H, [20, 30, 35], 80, ['temperature-out-of-range']),
    ]);
    expect(missing!.temp).toBeUndefined();
    expect(flagged!.temp).toBeUndefined();
  });
});

describe('hourly rain from daily weather', () => {
  it('spreads each day evenly over its hours and keeps dry days as zeros', () => {
    const rain = hourlyRain([
      { fromMs: 0, toMs: 24 * H, precipMm: 12, et0Mm: 4, airTempC: 20 },
      { fromMs: 24 * H, toMs: 48 * H, precipMm: 0, et0Mm: 4, airTempC: 20 },
    ])!;
    expect(rain).toHaveLength(48);
    expect(rain[0]).toEqual({ t: 0, mm: 0.5 });
    expect(rain.slice(0, 24).reduce((s, r) => s + r.mm, 0)).toBeCloseTo(12, 9);
    expect(rain.slice(24).every((r) => r.mm === 0)).toBe(true);
  });

  it('handles a 23-hour day (a clock change) and skips days with no figure', () => {
    const rain = hourlyRain([
      { fromMs: 0, toMs: 23 * H, precipMm: 4.6, et0Mm: null, airTempC: null },
      { fromMs: 23 * H, toMs: 47 * H, precipMm: null, et0Mm: null, airTempC: null },
    ])!;
    expect(rain).toHaveLength(23);
    expect(rain[22]!.t).toBe(22 * 3600);
    expect(rain[22]!.mm).toBeCloseTo(0.2, 12);
  });

  it('is null when nothing is known: no weather, or no day with a figure', () => {
    expect(hourlyRain([])).toBeNull();
    expect(hourlyRain([{ fromMs: 0, toMs: 24 * H, precipMm: null, et0Mm: null, airTempC: null }])).toBeNull();
  });
});
