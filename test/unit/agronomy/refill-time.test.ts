/**
 * The time-to-refill estimate on synthetic dry-downs (a daily cycle of drying), below refill, no crossing, too little
 * history, rain, a freeze, the deep depths' share of the line.
 */
import { describe, expect, it } from 'vitest';
import type { SoilObservation, WeatherInterval } from '../../../lambdas/agronomy/forecast/forecast-types';
import {
  estimateRefillTime,
  freezeOnsetH,
  hourlyAirTemp,
  hourlyDemand,
  lineCrossingH,
  REFILL_PARAMETERS,
} from '../../../lambdas/agronomy/water/refill-time';

const H = 3_600_000;
/** Midnight local at a UTC+0 site, so hour k of a day is local hour k. */
const START = Date.UTC(2026, 6, 1);
const sun = (hourOfDay: number) => Math.max(0, Math.sin((Math.PI * (hourOfDay - 6)) / 12));
const SUN_SUM = Array.from({ length: 24 }, (_, h) => sun(h + 0.5)).reduce((a, b) => a + b, 0);
/** ET0 of the hour starting at `t`, mm, for a day of `daily` mm. */
const et0At = (t: number, daily = 6) => (daily * sun(((t - START) / H + 0.5) % 24)) / SUN_SUM;

/**
 * A top depth drying by day only: each hour loses `perMm` points per mm of ET0 (plus a little at
 * night), from `start` percent at hour 0; 50 and 100 cm flat.
 */
function dryDown(hours: number, start = 32, perMm = 0.5): { history: SoilObservation[]; truth: (t: number) => number } {
  const values: number[] = [start];
  for (let k = 0; k < hours + 96; k++)
    values.push(values[k]! - perMm * (0.35 * (6 / 24) + 0.65 * et0At(START + k * H)));
  const at = (t: number) => {
    const x = (t - START) / H;
    const k = Math.floor(x);
    return values[k]! + (x - k) * (values[k + 1]! - values[k]!);
  };
  const history = Array.from({ length: hours + 1 }, (_, k) => ({
    time: START + k * H,
    moisture: [Math.round(at(START + k * H) * 100) / 100, 30, 35],
    temperature: 18,
  }));
  return { history, truth: at };
}

const weatherHourly = (fromMs: number, toMs: number, rain: (t: number) => number = () => 0): WeatherInterval[] => {
  const out: WeatherInterval[] = [];
  for (let t = fromMs; t < toMs; t += H) out.push({ fromMs: t, toMs: t + H, precipMm: rain(t), et0Mm: et0At(t) });
  return out;
};

/** The first time the truth falls to `refill`, hours after `issuedAt`. */
function trueCrossing(truth: (t: number) => number, issuedAt: number, refill: number): number {
  for (let m = 0; m < 72 * 60; m++) if (truth(issuedAt + m * 60_000) <= refill) return m / 60;
  return Infinity;
}

describe('estimateRefillTime', () => {
  it('puts a day-time crossing of a daily drying cycle within hours of the truth, nearer than a straight line', () => {
    const issuedAtHour = 3 * 24 + 6; // 06:00 on the fourth day
    const { history, truth } = dryDown(issuedAtHour);
    const issuedAt = START + issuedAtHour * H;
    const refill = truth(issuedAt) - 2.2;
    const [top, mid] = estimateRefillTime({
      issuedAt,
      depthsCm: [10, 50, 100],
      history,
      refillPoints: [refill, 20, 20],
      weather: weatherHourly(issuedAt - 7 * 24 * H, issuedAt + 72 * H),
      latitude: 0,
    });
    const actual = trueCrossing(truth, issuedAt, refill);
    expect(top!.status).toBe('crossing');
    expect(top!.freezing).toBe(false);
    expect(Math.abs(top!.hours! - actual)).toBeLessThan(2.5);
    // The crossing falls while the sun is up (local 6 … 18 h).
    const hourOfDay = ((top!.at! - START) / H) % 24;
    expect(hourOfDay).toBeGreaterThan(6);
    expect(hourOfDay).toBeLessThan(19);
    // A line through the last 24 h (the mean daily rate) lands elsewhere.
    const perDay = truth(issuedAt - 24 * H) - truth(issuedAt);
    expect(Math.abs((24 * (truth(issuedAt) - refill)) / perDay - actual)).toBeGreaterThan(
      Math.abs(top!.hours! - actual),
    );
    expect(top!.dryingPerDay).toBeGreaterThan(0.8 * perDay);
    expect(top!.dryingPerDay).toBeLessThan(1.2 * perDay);
    expect(top!.et0PerDay).toBeCloseTo(6, 1);
    expect(mid!.status).toBe('not-within');
  });

  it('says already below when the newest reading is at or under the refill point', () => {
    const { history } = dryDown(48);
    const issuedAt = START + 48 * H;
    const [top] = estimateRefillTime({
      issuedAt,
      depthsCm: [10, 50, 100],
      history,
      refillPoints: [40, null, null],
      weather: [],
    });
    expect(top!.status).toBe('below');
    expect(top!.hours).toBeNull();
  });

  it('says not within 3 days for a depth that holds its level, and for one that would dry but rain comes first', () => {
    const { history, truth } = dryDown(54);
    const issuedAt = START + 54 * H;
    const refill = truth(issuedAt) - 2;
    const dry = estimateRefillTime({
      issuedAt,
      depthsCm: [10, 50, 100],
      history,
      refillPoints: [refill, 29, 34],
      weather: weatherHourly(issuedAt - 72 * H, issuedAt + 72 * H),
    });
    expect(dry[0]!.status).toBe('crossing');
    expect(dry[1]!.status).toBe('not-within');
    expect(dry[2]!.status).toBe('not-within');
    // 25 mm in the third hour: the top layer fills back up and does not dry down to refill in time.
    const wet = estimateRefillTime({
      issuedAt,
      depthsCm: [10, 50, 100],
      history,
      refillPoints: [refill, 29, 34],
      weather: weatherHourly(issuedAt - 72 * H, issuedAt + 72 * H, (t) => (t === issuedAt + 2 * H ? 25 : 0)),
    });
    expect(wet[0]!.status).toBe('not-within');
  });

  it('gives a plain reason with too little history since the last wetting, no reading, or no refill point', () => {
    const { history } = dryDown(48);
    // A wetting 3 hours before the newest reading: +6 points at every depth.
    const wetted = history.map((o, k) =>
      k >= history.length - 3 ? { ...o, moisture: o.moisture.map((v) => v! + 6) } : o,
    );
    const issuedAt = START + 48 * H;
    const [top] = estimateRefillTime({
      issuedAt,
      depthsCm: [10, 50, 100],
      history: wetted,
      refillPoints: [20, 20, 20],
      weather: [],
    });
    expect(top!.status).toBe('unknown');
    expect(top!.reason).toMatch(/not enough history/);
    const stale = estimateRefillTime({
      issuedAt: issuedAt + 24 * H,
      depthsCm: [10, 50, 100],
      history,
      refillPoints: [20, null, 20],
      weather: [],
    });
    expect(stale[0]!.reason).toBe('no recent reading');
    expect(stale[1]!.reason).toBe('no refill point for this depth');
    expect(
      estimateRefillTime({ issuedAt, depthsCm: [10], history: [], refillPoints: [20], weather: [] })[0]!.status,
    ).toBe('unknown');
  });

  it('dries at a steady pace without weather, and says so (no ET0 figure)', () => {
    const { history, truth } = dryDown(72);
    const issuedAt = START + 72 * H;
    const [top] = estimateRefillTime({
      issuedAt,
      depthsCm: [10, 50, 100],
      history,
      refillPoints: [truth(issuedAt) - 1, null, null],
      weather: [],
    });
    expect(top!.status).toBe('crossing');
    expect(top!.et0PerDay).toBeNull();
    // 3 points a day on average: 1 point is about 8 h at a steady pace.
    expect(top!.hours!).toBeGreaterThan(5);
    expect(top!.hours!).toBeLessThan(14);
  });
});

/**
 * A cold snap: the top depth holds its level (wet, no drying) while its soil temperature follows
 * the air by Newton's cooling at `rate` per hour; the air is `before` °C up to the issue and `after`
 * °C from it. Returns the history and weather and the hour (after the issue) the soil truly reaches 0 °C.
 */
function coldSnap(rate: number, before: number, after: number, startSoil = 8) {
  const pastH = 72;
  const issuedAt = START + pastH * H;
  const temps: number[] = [startSoil];
  for (let k = 0; k < pastH + 72; k++) temps.push(temps[k]! + rate * ((k < pastH ? before : after) - temps[k]!));
  const history: SoilObservation[] = temps
    .slice(0, pastH + 1)
    .map((t, k) => ({ time: START + k * H, moisture: [30, 30, 35], temperature: Math.round(t * 100) / 100 }));
  const weather: WeatherInterval[] = Array.from({ length: pastH + 72 }, (_, k) => ({
    fromMs: START + k * H,
    toMs: START + (k + 1) * H,
    precipMm: 0,
    et0Mm: 0.02,
    airTempC: k < pastH ? before : after,
  }));
  const k0 = temps.findIndex((t, k) => k >= pastH && t <= 0);
  const truth = k0 < 0 ? Infinity : k0 - 1 - pastH + temps[k0 - 1]! / (temps[k0 - 1]! - temps[k0]!);
  return { issuedAt, history, weather, truth };
}

describe('the top depth freezing', () => {
  it('finds when the soil reaches 0 °C from the air forecast, its coupling to the air measured on its history', () => {
    const { issuedAt, history, weather, truth } = coldSnap(0.02, 2, -12);
    const air = (from: number, hours: number) => hourlyAirTemp(weather, from, hours);
    const onset = freezeOnsetH(history, issuedAt, air(issuedAt - 72 * H, 72), air(issuedAt, 72), REFILL_PARAMETERS);
    expect(truth).toBeGreaterThan(10);
    expect(truth).toBeLessThan(60);
    expect(Math.abs(onset! - truth)).toBeLessThan(2);
  });

  it('expects no freeze when the forecast stays above 0 °C, the soil is frozen already, or no past air temp', () => {
    const mild = coldSnap(0.02, 2, 3);
    const air = (w: WeatherInterval[], from: number, hours: number) => hourlyAirTemp(w, from, hours);
    expect(
      freezeOnsetH(
        mild.history,
        mild.issuedAt,
        air(mild.weather, mild.issuedAt - 72 * H, 72),
        air(mild.weather, mild.issuedAt, 72),
        REFILL_PARAMETERS,
      ),
    ).toBeNull();
    const frozen = coldSnap(0.05, -8, -12);
    expect(frozen.history.at(-1)!.temperature!).toBeLessThan(0);
    expect(
      freezeOnsetH(
        frozen.history,
        frozen.issuedAt,
        air(frozen.weather, frozen.issuedAt - 72 * H, 72),
        air(frozen.weather, frozen.issuedAt, 72),
        REFILL_PARAMETERS,
      ),
    ).toBeNull();
    const cold = coldSnap(0.02, 2, -12);
    expect(
      freezeOnsetH(
        cold.history,
        cold.issuedAt,
        new Array(72).fill(null),
        air(cold.weather, cold.issuedAt, 72),
        REFILL_PARAMETERS,
      ),
    ).toBeNull();
  });

  it('makes a level top depth cross its refill point when it freezes, and only the top depth', () => {
    const { issuedAt, history, weather, truth } = coldSnap(0.02, 2, -12);
    const [top, mid] = estimateRefillTime({
      issuedAt,
      depthsCm: [10, 50, 100],
      history,
      refillPoints: [25, 25, 30],
      weather,
      latitude: 39,
    });
    expect(top!.status).toBe('crossing');
    expect(top!.freezing).toBe(true);
    expect(Math.abs(top!.hours! - truth)).toBeLessThan(2);
    expect(mid!.status).toBe('not-within');
    const mild = coldSnap(0.02, 2, 3);
    expect(
      estimateRefillTime({
        issuedAt: mild.issuedAt,
        depthsCm: [10, 50, 100],
        history: mild.history,
        refillPoints: [25, 25, 30],
        weather: mild.weather,
        latitude: 39,
      })[0]!.status,
    ).toBe('not-within');
  });
});

describe('rain and the crossing', () => {
  it('rain that comes after the estimated crossing does not move it', () => {
    const { history, truth } = dryDown(54);
    const issuedAt = START + 54 * H;
    const refill = truth(issuedAt) - 2;
    const dry = estimateRefillTime({
      issuedAt,
      depthsCm: [10, 50, 100],
      history,
      refillPoints: [refill, 29, 34],
      weather: weatherHourly(issuedAt - 72 * H, issuedAt + 72 * H),
    })[0]!;
    expect(dry.status).toBe('crossing');
    const later = Math.ceil(dry.hours!) + 2;
    const stormAfter = estimateRefillTime({
      issuedAt,
      depthsCm: [10, 50, 100],
      history,
      refillPoints: [refill, 29, 34],
      weather: weatherHourly(issuedAt - 72 * H, issuedAt + 72 * H, (t) => (t === issuedAt + later * H ? 40 : 0)),
    })[0]!;
    expect(stormAfter.hours).toBe(dry.hours);
  });
});

describe('the deep depths and the straight line', () => {
  /** A 50 cm depth drying 1 point a day, steadily, from 30 %; 10 cm and 100 cm flat. */
  function deepDryDown(hours: number) {
    return Array.from({ length: hours + 1 }, (_, k) => ({
      time: START + k * H,
      moisture: [30, 30 - k / 24, 35],
      temperature: 18,
    }));
  }

  it('lineCrossingH extends the last day’s line from the current reading (never for a flat or rising one)', () => {
    const points = Array.from({ length: 25 }, (_, k) => ({ h: k - 24, v: 30 - (k - 24) / 24 - 1 }));
    expect(lineCrossingH(points, 29, 28)).toBeCloseTo(24, 6);
    expect(
      lineCrossingH(
        points.map((p) => ({ ...p, v: 30 })),
        30,
        28,
      ),
    ).toBe(Infinity);
  });

  it('takes a quarter of the crossing time below the top depth from the line', () => {
    const history = deepDryDown(96);
    const issuedAt = START + 96 * H;
    const weather = weatherHourly(issuedAt - 7 * 24 * H, issuedAt + 72 * H);
    const input = { issuedAt, depthsCm: [10, 50, 100], history, refillPoints: [null, 25, null], weather, latitude: 0 };
    const model = estimateRefillTime(input, { ...REFILL_PARAMETERS, lineWeightDeep: 0 })[1]!;
    const blended = estimateRefillTime(input)[1]!;
    const line = lineCrossingH(
      history.map((o) => ({ h: (o.time - issuedAt) / H, v: o.moisture[1]! })),
      26,
      25,
    );
    expect(model.status).toBe('crossing');
    expect(line).toBeCloseTo(24, 6);
    expect(blended.hours).toBeCloseTo(0.75 * model.hours! + 0.25 * line, 6);
  });
});

describe('hourlyDemand', () => {
  it('spreads a daily ET0 by the sun (none at midnight, the total kept); keeps hourly weather as it is', () => {
    const day: WeatherInterval = { fromMs: START, toMs: START + 24 * H, precipMm: 12, et0Mm: 6 };
    const { rain, et0 } = hourlyDemand([day], START, 24, 39);
    expect(et0.reduce((a, b) => a! + b!, 0)).toBeCloseTo(6, 9);
    expect(rain.reduce((a, b) => a! + b!, 0)).toBeCloseTo(12, 9);
    expect(et0[0]).toBe(0);
    expect(et0[12]! > et0[8]!).toBe(true);
    const hourly = hourlyDemand(weatherHourly(START, START + 24 * H), START, 24, 39);
    expect(hourly.et0[10]).toBeCloseTo(et0At(START + 10 * H), 12);
    expect(hourlyDemand([], START, 3, 39)).toEqual({ rain: [null, null, null], et0: [null, null, null] });
  });
});
