/** The wetting detector and classifier on synthetic series (no station data in tests). */
import { describe, expect, it } from 'vitest';
import {
  classifyWetting,
  detectWettings,
  LOOK_BACK_S,
  measuredNoiseFloors,
  noiseFloors,
  type SoilSample,
  type Wetting,
} from '../../../lambdas/agronomy/water/wetting-events';

const H = 3600;
const T0 = Date.UTC(2026, 5, 1) / 1000;
const DEPTHS = [10, 50, 100];

/** Deterministic noise in [-1, 1] (a linear congruential generator), so a test never varies. */
function noise(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return (s / 2_147_483_648) * 2 - 1;
  };
}

/** A wetting of `gain` points at each depth, starting at hour `at` (lagged downwards), then draining back a little. */
interface Pulse {
  at: number;
  gains: number[];
}

/**
 * Hourly (or `stepH`) samples over `days`: each depth dries slowly (0.15 points a day at 10 cm,
 * less below) with a small daily temperature-driven swing and ±0.05 of noise, rounded to the
 * sensor's 0.1 resolution; pulses add water that arrives over 3 h (deeper: later) and drains
 * part of its excess over two days.
 */
function series(
  days: number,
  pulses: Pulse[],
  opts: { stepH?: number | ((k: number) => number); temp?: (h: number) => number; seed?: number } = {},
): SoilSample[] {
  const rnd = noise(opts.seed ?? 7);
  const out: SoilSample[] = [];
  const step = typeof opts.stepH === 'function' ? opts.stepH : () => (opts.stepH as number | undefined) ?? 1;
  for (let h = 0, k = 0; h < days * 24; h += step(k), k++) {
    const vwc: Record<number, number> = {};
    const temp: Record<number, number> = {};
    DEPTHS.forEach((d, i) => {
      const base = [24, 28, 32][i]! - ([0.15, 0.08, 0.04][i]! * h) / 24;
      const swing = [0.08, 0.03, 0][i]! * Math.sin(((h % 24) / 24) * 2 * Math.PI);
      let water = 0;
      for (const p of pulses) {
        const lag = [0, 10, 30][i]!;
        const since = h - p.at - lag;
        if (since < 0) continue;
        const arrived = Math.min(1, since / 3) * p.gains[i]!;
        water += arrived * (0.6 + 0.4 * Math.exp(-Math.max(0, since - 3) / 48));
      }
      vwc[d] = Math.round((base + swing + water + 0.05 * rnd()) * 10) / 10;
      temp[d] = opts.temp ? opts.temp(h) : 18 - i * 2;
    });
    out.push({ t: T0 + h * H, vwc, temp });
  }
  return out;
}

const near = (a: number, b: number, withinH: number) => Math.abs(a - b) <= withinH * H;

describe('detectWettings', () => {
  it('finds nothing in a slowly drying, noisy sensor', () => {
    expect(detectWettings(series(30, []))).toEqual([]);
  });

  it('finds a rain wetting: onset, peak, the deepest depth reached and the water it brought', () => {
    const [w, ...rest] = detectWettings(series(30, [{ at: 15 * 24, gains: [6, 3, 0] }]));
    expect(rest).toEqual([]);
    expect(near(w!.onset, T0 + 15 * 24 * H, 1)).toBe(true);
    expect(w!.peak).toBeGreaterThan(w!.onset);
    expect(w!.depthReachedCm).toBe(50);
    // 6 points over 0-30 cm and 3 over 30-75 cm: 18 + 13.5 mm, less what drained while it arrived.
    expect(w!.arrivedMm).toBeGreaterThan(25);
    expect(w!.arrivedMm).toBeLessThanOrEqual(32);
    expect(w!.nearFreeze).toBeUndefined();
  });

  it('tells two wettings days apart, each reaching as deep as it went', () => {
    const ws = detectWettings(
      series(40, [
        { at: 10 * 24, gains: [2, 0, 0] },
        { at: 25 * 24, gains: [8, 5, 2] },
      ]),
    );
    expect(ws.map((w) => w.depthReachedCm)).toEqual([10, 100]);
    expect(near(ws[0]!.onset, T0 + 10 * 24 * H, 1)).toBe(true);
    expect(near(ws[1]!.onset, T0 + 25 * 24 * H, 1)).toBe(true);
  });

  it('ignores frozen soil and its thaw', () => {
    // Below 3 °C from day 10 to day 14: the reading falls as the water freezes and comes back on thawing.
    const frozen = (h: number) => h >= 10 * 24 && h < 14 * 24;
    const samples = series(30, [], { temp: (h) => (frozen(h) ? -2 : 6) }).map((s, k) => {
      const h = k;
      if (!frozen(h) && !(h >= 14 * 24 && h < 15 * 24)) return s;
      return { ...s, vwc: { ...s.vwc, 10: (s.vwc[10] ?? 0) - (frozen(h) ? 8 : 8 * (1 - (h - 14 * 24) / 24)) } };
    });
    expect(detectWettings(samples)).toEqual([]);
  });

  it('is not fooled by a single-sample spike, and sees the rain after a gap', () => {
    const samples = series(30, [{ at: 20 * 24, gains: [5, 0, 0] }]);
    samples[8 * 24] = { ...samples[8 * 24]!, vwc: { ...samples[8 * 24]!.vwc, 10: 40 } };
    // Two days missing (days 12-14): the sensor comes back a little drier, which is no wetting.
    const gapped = samples.filter((s) => s.t < T0 + 12 * 24 * H || s.t >= T0 + 14 * 24 * H);
    const ws = detectWettings(gapped);
    expect(ws).toHaveLength(1);
    expect(near(ws[0]!.onset, T0 + 20 * 24 * H, 1)).toBe(true);
  });

  it('is not fooled by two readings in a row that jump and come back', () => {
    const samples = series(30, []);
    for (const k of [10 * 24, 10 * 24 + 1])
      samples[k] = { ...samples[k]!, vwc: { ...samples[k]!.vwc, 10: 35, 50: 40 } };
    expect(detectWettings(samples)).toEqual([]);
  });

  it('does not make a wetting of a step across a gap', () => {
    const samples = series(30, [{ at: 13 * 24, gains: [5, 0, 0] }]);
    const gapped = samples.filter((s) => s.t < T0 + 12 * 24 * H || s.t >= T0 + 14 * 24 * H);
    expect(detectWettings(gapped)).toEqual([]);
  });

  it('works at irregular spacing (15 to 60 min) and with missing depths', () => {
    const steps = [0.25, 1, 0.5, 0.75];
    const samples = series(30, [{ at: 18 * 24, gains: [5, 2, 0] }], { stepH: (k) => steps[k % steps.length]! });
    // One depth missing now and then.
    const holey = samples.map((s, k) => (k % 9 === 0 ? { ...s, vwc: { 10: s.vwc[10], 100: s.vwc[100] } } : s));
    const ws = detectWettings(holey);
    expect(ws).toHaveLength(1);
    expect(near(ws[0]!.onset, T0 + 18 * 24 * H, 1)).toBe(true);
    expect(ws[0]!.depthReachedCm).toBe(50);
  });

  it('works for any set of depths (5/20/40 cm)', () => {
    const samples = series(30, [{ at: 15 * 24, gains: [6, 3, 1] }]).map((s) => ({
      t: s.t,
      vwc: { 5: s.vwc[10], 20: s.vwc[50], 40: s.vwc[100] },
      temp: { 5: 18, 20: 16, 40: 14 },
    }));
    const [w] = detectWettings(samples);
    expect(w!.depthReachedCm).toBe(40);
    // Layers 0-12.5, 12.5-30, 30-50 cm.
    expect(w!.arrivedMm).toBeGreaterThan(0.8 * (6 * 1.25 + 3 * 1.75 + 1 * 2));
  });

  it('finds the same wettings when re-run on the samples since a look-back before the last peak', () => {
    const all = series(60, [
      { at: 10 * 24, gains: [4, 2, 0] },
      { at: 30 * 24, gains: [6, 3, 1] },
      { at: 50 * 24, gains: [3, 0, 0] },
    ]);
    const full = detectWettings(all);
    expect(full).toHaveLength(3);
    // The product runs after each ingest on the samples since the last stored peak less 14 days.
    for (let end = 35 * 24; end <= 60 * 24; end += 5) {
      const upTo = all.filter((s) => s.t <= T0 + end * H);
      const known = detectWettings(upTo);
      const since = known.length === 0 ? T0 : known[known.length - 1]!.peak - LOOK_BACK_S;
      const later = detectWettings(all.filter((s) => s.t >= since));
      const wanted = full.filter((w) => w.onset >= since + 12 * H);
      expect(later.filter((w) => w.onset >= since + 12 * H)).toEqual(wanted);
    }
  });

  it('does not report a wetting still arriving at the end of the samples', () => {
    const all = series(20, [{ at: 19 * 24 + 18, gains: [6, 0, 0] }]);
    expect(detectWettings(all)).toEqual([]);
  });
});

describe('measuredNoiseFloors', () => {
  it('answers null until every reporting depth has about a day of dry readings, then what noiseFloors measures', () => {
    const all = series(6, []);
    expect(measuredNoiseFloors(all.slice(0, 6))).toBeNull();
    expect(measuredNoiseFloors(all)).toEqual(noiseFloors(all));
    // A depth that never reports needs no floor.
    const no100 = all.map((s) => ({ ...s, vwc: { ...s.vwc, 100: undefined } }));
    expect(Object.keys(measuredNoiseFloors(no100)!)).toEqual(['10', '50']);
  });
});

describe('classifyWetting', () => {
  const w: Wetting = { onset: T0 + 100 * H, peak: T0 + 104 * H, depthReachedCm: 50, arrivedMm: 12 };
  const rainAt = (hoursFromOnset: number, mm: number) => [{ t: w.onset + hoursFromOnset * H, mm }];
  const dry = Array.from({ length: 60 }, (_, k) => ({ t: w.onset - 50 * H + k * H, mm: 0 }));

  it('rain from 12 h before to 2 h after the onset that is enough explains it', () => {
    expect(classifyWetting(w, { rain: [...dry, ...rainAt(-11, 20)], irrigations: [] })).toBe('rain');
    expect(classifyWetting(w, { rain: [...dry, ...rainAt(1, 15)], irrigations: [] })).toBe('rain');
  });

  it('a logged irrigation explains it, whatever the weather', () => {
    expect(classifyWetting(w, { rain: null, irrigations: [{ start: w.onset - 2 * H, end: w.onset - H }] })).toBe(
      'irrigation',
    );
  });

  it('no rain anywhere near, on thawed soil, is an irrigation', () => {
    expect(classifyWetting(w, { rain: dry, irrigations: [] })).toBe('irrigation');
    expect(classifyWetting(w, { rain: [], irrigations: [] })).toBe('irrigation');
  });

  it('unknown weather, rain too small or too early, or a thaw is unexplained', () => {
    expect(classifyWetting(w, { rain: null, irrigations: [] })).toBe('unexplained');
    expect(classifyWetting(w, { rain: [...dry, ...rainAt(-1, 2)], irrigations: [] })).toBe('unexplained');
    expect(classifyWetting(w, { rain: [...dry, ...rainAt(-30, 25)], irrigations: [] })).toBe('unexplained');
    expect(classifyWetting({ ...w, nearFreeze: true }, { rain: dry, irrigations: [] })).toBe('unexplained');
  });

  it('the storm counts to the peak, and one tip of a clogged gauge is no proof of a dry day', () => {
    // 3 mm before the onset and 10 more until the peak explain 12 mm arrived.
    expect(classifyWetting(w, { rain: [...dry, ...rainAt(-1, 3), ...rainAt(3, 10)], irrigations: [] })).toBe('rain');
    // A few tenths against 12 mm: not rain that explains it, but not a dry gauge either.
    expect(classifyWetting(w, { rain: [...dry, ...rainAt(-20, 0.3)], irrigations: [] })).toBe('unexplained');
  });

  it('a logged irrigation that started while the soil was rising explains it, unless rain already does', () => {
    // The onset a reading before the logged start (the wander began the climb).
    expect(
      classifyWetting(w, {
        rain: [...dry, ...rainAt(-20, 0.3)],
        irrigations: [{ start: w.onset + 2 * H, end: w.onset + 8 * H }],
      }),
    ).toBe('irrigation');
    expect(classifyWetting(w, { rain: null, irrigations: [{ start: w.onset + 2 * H, end: w.onset + 8 * H }] })).toBe(
      'irrigation',
    );
    // Rain that explains it comes first; an irrigation after the peak explains nothing.
    expect(
      classifyWetting(w, {
        rain: [...dry, ...rainAt(-1, 20)],
        irrigations: [{ start: w.onset + 2 * H, end: w.onset + 8 * H }],
      }),
    ).toBe('rain');
    expect(
      classifyWetting(w, {
        rain: [...dry, ...rainAt(-20, 0.3)],
        irrigations: [{ start: w.peak + H, end: w.peak + 5 * H }],
      }),
    ).toBe('unexplained');
  });

  it('an irrigation long before the onset does not explain it', () => {
    expect(classifyWetting(w, { rain: null, irrigations: [{ start: w.onset - 30 * H, end: w.onset - 28 * H }] })).toBe(
      'unexplained',
    );
  });
});
