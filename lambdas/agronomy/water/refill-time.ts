/**
 * Time to refill: when each depth of a sensor will read the zone's refill point, and the figures
 * that say why (how fast it has been drying, how much the weather will demand).
 *
 * The soil dries when the sun is up and barely at night, faster on a hot windy day than on a grey
 * one, and ever more slowly as the days since the last wetting go by; and a sensor reads a little
 * lower in the warm afternoon than at dawn. A straight line through the last day's readings knows
 * none of this. Here:
 * - each depth's readings since it was last wetted (up to the last day) are fitted against the
 *   demand it met: ET0 hour by hour, a share of it spread evenly (night, roots); at the top depth
 *   against the square root of the demand spent since the wetting (the surface's second stage of
 *   drying), deeper in proportion to it;
 * - the coming hours' ET0 forecast is spent the same way until the fitted level, plus the
 *   readings' own mean departure from the fit at that hour of the day, reaches the refill point;
 * - forecast rain, after the canopy's first millimetres, wets the top layer (and what it cannot
 *   hold the layers below), and drying goes on from there;
 * - below the top depth, where drying is slow and the sensor's noise large beside it, the fit
 *   takes two days, and a quarter of the crossing time comes from the straight line through the
 *   last day (the two err partly independently);
 * - the top depth's sensor reads the liquid water only, so it drops below refill when the soil
 *   freezes: the soil temperature is stepped after the forecast air temperature (Newton's cooling,
 *   its rate measured on the sensor's own last days) and its reaching 0 °C is a crossing too.
 * Daily weather (the product's forecast) is shaped over the day by the sun; hourly weather (the
 * backtest's stations) is taken as it is. Without ET0 the hours weigh alike.
 */
import { currentValue, lastWettingH, seriesByDepth, type Point } from '../forecast/forecast-history';
import { layerThicknesses } from '../forecast/forecast';
import type { SoilObservation, WeatherInterval } from '../forecast/forecast-types';
import type { RefillReasonCode } from '@shared/advice/refill-time';
import { ENGLISH_TEXT, refillReasonText } from '@shared/i18n/labels/advice-texts';

const HOUR = 3_600_000;

export const REFILL_PARAMETERS = {
  /** How far ahead the estimate looks, hours (the forecasts' horizon). */
  horizonH: 72,
  /** A reading older than this (hours) no longer stands for "now". */
  maxAgeH: 6,
  /** History fitted for the drying rate, hours. */
  windowH: 24,
  /** The same below the top depth, where drying is slower and steadier: a longer fit smooths the sensor's noise. */
  windowHDeep: 48,
  /** The fit needs readings over at least this many hours since the last wetting. */
  minSpanH: 6,
  /** How far back the demand since the last wetting is added up, hours (the history's week). */
  lookBackH: 168,
  /**
   * 0: drying goes on at one pace per unit of demand; 0.5: it slows as the square root of the demand since the wetting.
   */
  slowing: 0.5,
  /** The same below the top depth, where roots more than the surface dry the soil. */
  slowingDeep: 0,
  /** Share of the drying that goes on regardless of the sun below the top depth. */
  baseShareDeep: 0.2,
  /**
   * How much of the readings' own daily swing about the fit (a sensor reads lower in the warm afternoon) is added to
   * the forecast (0 … 1).
   */
  cycleWeight: 1,
  /** The daily swing needs fitted readings over at least this many hours. */
  cycleMinSpanH: 24,
  /** Demand (mm) counted as already spent at the wetting, so the first hours' rate stays finite. */
  offsetMm: 2,
  /** A rise (percent) within `riseWithinH` hours that means water arrived. */
  riseThreshold: 1,
  riseWithinH: 3,
  /** Share of the drying that goes on regardless of the sun (night, drainage, deeper roots). */
  baseShare: 0.5,
  /** Daily ET0 assumed, spread evenly, when the weather says nothing, mm. */
  defaultEt0Mm: 4,
  /**
   * Below the top depth, the share of the straight line through the last day's readings in the crossing time (its
   * errors and the fit's are partly independent).
   */
  lineWeightDeep: 0.25,
  /**
   * Soil temperature (°C) at which the top depth's water starts to freeze: the sensor then reads the liquid water only,
   * well below any refill point.
   */
  freezeC: 0,
  /** History (hours) over which the top depth's coupling to the air temperature is measured. */
  freezeFitH: 72,
  /** Rain the canopy and litter hold back at the start of a wet spell, mm. */
  interceptionMm: 2,
};

export type RefillParameters = Readonly<Record<keyof typeof REFILL_PARAMETERS, number>>;

export interface RefillInput {
  /** Epoch ms of the newest observation. */
  issuedAt: number;
  depthsCm: readonly number[];
  /** Oldest first, ending at issuedAt (the product passes the last 7 days). */
  history: readonly SoilObservation[];
  /** Each depth's refill point, percent (null: unknown, no estimate for that depth). */
  refillPoints: readonly (number | null)[];
  /** Weather over the recent past and the coming days; [] when none. */
  weather: readonly WeatherInterval[];
  /** Degrees; shapes a daily ET0 over the day (default: mid-latitudes). */
  latitude?: number;
}

export type RefillStatus = 'below' | 'crossing' | 'not-within' | 'unknown';

export interface RefillDepth {
  depthCm: number;
  status: RefillStatus;
  refillPoint: number | null;
  current: number | null;
  /** Hours from issuedAt to the crossing ('crossing' only; 0 … horizon). */
  hours: number | null;
  /** Epoch ms of the crossing ('crossing' only). */
  at: number | null;
  /** The fitted drying over the last day, points of VWC a day (positive: drying). */
  dryingPerDay: number | null;
  /** Mean daily ET0 over the coming days as forecast, mm (null: no forecast). */
  et0PerDay: number | null;
  /** Why there is no estimate ('unknown' only), in English, and as its code. */
  reason: string | null;
  reasonCode: RefillReasonCode | null;
  /** The crossing comes from the soil freezing (the sensor reads liquid water only), not from drying. */
  freezing: boolean;
}

/** Sun weight of the hour centred `offsetH` hours from solar noon (0 at night). */
function sunWeight(latitudeDeg: number, dayOfYear: number, offsetH: number): number {
  const phi = (latitudeDeg * Math.PI) / 180;
  const delta = 0.409 * Math.sin(((2 * Math.PI) / 365) * dayOfYear - 1.39);
  const omega = (Math.PI / 12) * offsetH;
  return Math.max(0, Math.cos(phi) * Math.cos(delta) * Math.cos(omega) + Math.sin(phi) * Math.sin(delta));
}

const dayOfYearOf = (ms: number) => Math.floor((ms - Date.UTC(new Date(ms).getUTCFullYear(), 0, 1)) / 86_400_000) + 1;

/**
 * Hourly rain and ET0 from startMs for `hours` hours. An interval of an hour or less keeps its own
 * shape; a longer one (a day) spreads its ET0 by the sun, its midpoint taken for noon, and its rain
 * evenly. null where nothing was said.
 */
export function hourlyDemand(
  weather: readonly WeatherInterval[],
  startMs: number,
  hours: number,
  latitude: number,
): { rain: (number | null)[]; et0: (number | null)[] } {
  const rain = new Array<number | null>(hours).fill(null);
  const et0 = new Array<number | null>(hours).fill(null);
  const endMs = startMs + hours * HOUR;
  for (const w of weather) {
    const length = w.toMs - w.fromMs;
    if (!(length > 0) || w.toMs <= startMs || w.fromMs >= endMs) continue;
    const slots: { k: number; share: number; sun: number }[] = [];
    const mid = (w.fromMs + w.toMs) / 2;
    const doy = dayOfYearOf(mid);
    for (let t = Math.max(w.fromMs, startMs); t < Math.min(w.toMs, endMs);) {
      const k = Math.floor((t - startMs) / HOUR);
      const next = Math.min(w.toMs, startMs + (k + 1) * HOUR);
      slots.push({ k, share: (next - t) / length, sun: sunWeight(latitude, doy, ((t + next) / 2 - mid) / HOUR) });
      t = next;
    }
    // The whole interval's sun, so that a slice of a day gets its share of that day's ET0.
    let sunTotal = 0;
    if (length > 3 * HOUR)
      for (let t = w.fromMs; t < w.toMs; t += HOUR)
        sunTotal += sunWeight(latitude, doy, (t + HOUR / 2 - mid) / HOUR) * Math.min(1, (w.toMs - t) / HOUR);
    for (const s of slots) {
      if (w.precipMm != null && Number.isFinite(w.precipMm))
        rain[s.k] = (rain[s.k] ?? 0) + Math.max(0, w.precipMm) * s.share;
      if (w.et0Mm != null && Number.isFinite(w.et0Mm)) {
        const share = sunTotal > 0 ? s.sun / sunTotal : s.share;
        et0[s.k] = (et0[s.k] ?? 0) + Math.max(0, w.et0Mm) * share;
      }
    }
  }
  return { rain, et0 };
}

/**
 * Mean air temperature hour by hour from startMs (an interval's mean over each of its hours); null where nothing was
 * said.
 */
export function hourlyAirTemp(weather: readonly WeatherInterval[], startMs: number, hours: number): (number | null)[] {
  const sum = new Array<number>(hours).fill(0);
  const weight = new Array<number>(hours).fill(0);
  const endMs = startMs + hours * HOUR;
  for (const w of weather) {
    if (
      w.airTempC == null ||
      !Number.isFinite(w.airTempC) ||
      !(w.toMs > w.fromMs) ||
      w.toMs <= startMs ||
      w.fromMs >= endMs
    )
      continue;
    for (let t = Math.max(w.fromMs, startMs); t < Math.min(w.toMs, endMs);) {
      const k = Math.floor((t - startMs) / HOUR);
      const next = Math.min(w.toMs, startMs + (k + 1) * HOUR);
      sum[k]! += w.airTempC * (next - t);
      weight[k]! += next - t;
      t = next;
    }
  }
  return sum.map((v, k) => (weight[k]! > 0 ? v / weight[k]! : null));
}

/**
 * Hours until the top depth starts to freeze (null: not within the horizon, or not knowable). The
 * soil follows the air as Newton's cooling says, dT/dt = c (T_air − T), with c measured on the
 * sensor's own temperature over the last days (snow, litter and wetness change it from place to
 * place); the forecast's air temperature is then stepped through until T reaches `freezeC`.
 */
export function freezeOnsetH(
  history: readonly SoilObservation[],
  issuedAt: number,
  pastAir: readonly (number | null)[],
  futureAir: readonly (number | null)[],
  P: RefillParameters,
): number | null {
  // The soil temperature at each hour's end over the look-back (the reading nearest within half an hour).
  const pastH = pastAir.length;
  const soil = new Array<number | null>(pastH + 1).fill(null);
  for (const o of history) {
    if (o.temperature == null || !Number.isFinite(o.temperature) || o.time > issuedAt) continue;
    const x = (o.time - issuedAt) / HOUR + pastH;
    const k = Math.round(x);
    if (k >= 0 && k <= pastH && Math.abs(x - k) <= 0.5) soil[k] = o.temperature;
  }
  const now = soil[pastH];
  if (now == null) return null;
  if (!futureAir.some((t) => t !== null && t < P.freezeC)) return null;
  // Already frozen: the drop that freezing brings is in the readings already.
  if (now <= P.freezeC) return null;
  let [sxy, sxx] = [0, 0];
  for (let k = Math.max(0, pastH - Math.ceil(P.freezeFitH)); k < pastH; k++) {
    const [a, b, air] = [soil[k], soil[k + 1], pastAir[k]];
    if (a == null || b == null || air == null) continue;
    sxy += (b - a) * (air - a);
    sxx += (air - a) ** 2;
  }
  if (!(sxx > 0)) return null;
  const c = Math.min(1, Math.max(0, sxy / sxx));
  if (c === 0) return null;
  let t = now;
  for (let h = 0; h < futureAir.length; h++) {
    const air = futureAir[h];
    if (air == null) return null;
    const next = t + c * (air - t);
    if (next <= P.freezeC) return h + (t - P.freezeC) / (t - next);
    t = next;
  }
  return null;
}

const hourOfDay = (ms: number) => Math.floor((((ms / HOUR) % 24) + 24) % 24);

/** Least squares of v on x through the points: slope, or null when x does not vary. */
function slope(xs: number[], vs: number[]): number | null {
  const n = xs.length;
  if (n < 3) return null;
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const mv = vs.reduce((a, b) => a + b, 0) / n;
  let [sxx, sxv] = [0, 0];
  for (let i = 0; i < n; i++) {
    sxx += (xs[i]! - mx) ** 2;
    sxv += (xs[i]! - mx) * (vs[i]! - mv);
  }
  return sxx > 0 ? sxv / sxx : null;
}

/**
 * Hours until a straight line through the last 24 h of readings, from the current one, reaches `refill` (Infinity:
 * never).
 */
export function lineCrossingH(points: readonly Point[], current: number, refill: number): number {
  const used = points.filter((p) => p.h >= -24);
  const k = slope(
    used.map((p) => p.h),
    used.map((p) => p.v),
  );
  if (k === null || !(k < 0)) return Infinity;
  return Math.max(0, (refill - current) / k);
}

export function estimateRefillTime(input: RefillInput, P: RefillParameters = REFILL_PARAMETERS): RefillDepth[] {
  const n = input.depthsCm.length;
  const latitude = input.latitude ?? 40;
  const series = seriesByDepth(input.history, n, input.issuedAt);
  const now = series.map((points) => currentValue(points, P.maxAgeH));
  const thickness = layerThicknesses(input.depthsCm);
  const pastH = Math.ceil(P.lookBackH);
  const horizonH = Math.ceil(P.horizonH);
  const past = hourlyDemand(input.weather, input.issuedAt - pastH * HOUR, pastH, latitude);
  const future = hourlyDemand(input.weather, input.issuedAt, horizonH, latitude);

  // Demand by the hour; without ET0 the hours weigh alike (without a longitude, local noon is not known to shape the
  // day).
  const knownPast = past.et0.slice(-Math.ceil(P.windowH)).filter((v) => v !== null).length >= 0.9 * P.windowH;
  const knownFuture = future.et0.filter((v) => v !== null).length >= 0.9 * horizonH;
  const flat = P.defaultEt0Mm / 24;
  // Each depth's demand clock: the hours' ET0 with a share spread evenly (more of it below the top).
  const clocks = input.depthsCm.map((_, i) => {
    const base = i === 0 ? P.baseShare : P.baseShareDeep;
    const demand = (v: number | null, known: boolean) => base * flat + (1 - base) * (known ? (v ?? flat) : flat);
    // Demand spent from the start of the look-back to each past hour's end (hour k ends at k + 1 − pastH).
    const cumulative: number[] = [0];
    for (let k = 0; k < pastH; k++) cumulative.push(cumulative[k]! + demand(past.et0[k]!, knownPast));
    const spentAt = (h: number) => {
      const x = Math.min(pastH, Math.max(0, h + pastH));
      const k = Math.floor(x);
      return k >= pastH ? cumulative[pastH]! : cumulative[k]! + (x - k) * (cumulative[k + 1]! - cumulative[k]!);
    };
    return { spentAt, future: future.et0.map((v) => demand(v, knownFuture)) };
  });

  // Each depth dries ever more slowly after it was wetted (the surface's stage-two drying: water
  // lost grows with the square root of the demand since): readings are fitted against
  // (demand since the wetting + offset)^(1 − slowing).
  const fits = series.map((points: Point[], i) => {
    const { spentAt } = clocks[i]!;
    const wetted = Math.max(-pastH, lastWettingH(points, P.riseThreshold, P.riseWithinH));
    const used = points.filter((p) => p.h >= Math.max(wetted, -(i === 0 ? P.windowH : P.windowHDeep)));
    if (used.length < 3 || -used[0]!.h < P.minSpanH) return null;
    const origin = spentAt(wetted);
    const slowing = i === 0 ? P.slowing : P.slowingDeep;
    const x = (spent: number) => Math.max(0, spent - origin + P.offsetMm) ** (1 - slowing);
    const xs = used.map((p) => x(spentAt(p.h)));
    const k = slope(
      xs,
      used.map((p) => p.v),
    );
    if (k === null) return null;
    // The readings' mean departure from the fitted curve at each hour of the day (UTC hours: the
    // cycle repeats every 24 h whatever the time zone), relative to the newest reading's.
    const cycle = new Array<number>(24).fill(0);
    if (-used[0]!.h >= P.cycleMinSpanH && P.cycleWeight > 0) {
      const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
      const mv = used.reduce((a, p) => a + p.v, 0) / used.length;
      const sum = new Array<number>(24).fill(0);
      const count = new Array<number>(24).fill(0);
      used.forEach((p, j) => {
        const hour = hourOfDay(input.issuedAt + p.h * HOUR);
        sum[hour]! += p.v - (mv + k * (xs[j]! - mx));
        count[hour]!++;
      });
      if (count.every((c) => c > 0)) {
        const now0 = sum[hourOfDay(input.issuedAt)]! / count[hourOfDay(input.issuedAt)]!;
        for (let hh = 0; hh < 24; hh++) cycle[hh] = P.cycleWeight * (sum[hh]! / count[hh]! - now0);
      }
    }
    return { k: Math.min(0, k), x, cycle, spentNow: spentAt(0), spentDayAgo: spentAt(-24) };
  });

  // Step the coming hours: drying as the demand goes, rain top-down.
  const wettest = series.map((points, i) => Math.max(now[i] ?? 0, ...points.map((p) => p.v)));
  const theta = now.map((v) => v ?? 0);
  const reads = [...theta];
  const crossedAt: (number | null)[] = now.map(() => null);
  let canopy = 0;
  const spent = input.depthsCm.map(() => 0);
  for (let h = 0; h < horizonH; h++) {
    let water = future.rain[h] ?? 0;
    canopy += water;
    water = Math.max(0, canopy - P.interceptionMm);
    canopy = Math.max(0, Math.min(P.interceptionMm, canopy) - (future.et0[h] ?? 0));
    for (let i = 0; i < n; i++) {
      const fit = fits[i];
      const refill = input.refillPoints[i];
      if (!fit || now[i] == null || refill == null) continue;
      if (water > 0) {
        const room = Math.max(0, ((wettest[i]! - theta[i]!) * thickness[i]!) / 10);
        const taken = Math.min(room, water);
        theta[i] = theta[i]! + (taken * 10) / thickness[i]!;
        water -= taken;
      }
      const before = spent[i]!;
      spent[i] = before + clocks[i]!.future[h]!;
      theta[i] = theta[i]! + fit.k * (fit.x(fit.spentNow + spent[i]!) - fit.x(fit.spentNow + before));
      // What the sensor will read: the soil's level and its daily swing.
      const was = reads[i]!;
      reads[i] = theta[i]! + fit.cycle[hourOfDay(input.issuedAt + (h + 1) * HOUR)]!;
      if (crossedAt[i] === null && was > refill && reads[i]! <= refill)
        crossedAt[i] = h + (was - refill) / (was - reads[i]!);
    }
  }

  // Below the top depth, a share of the straight line through the last day (a crossing beyond the horizon counts as the
  // horizon).
  for (let i = 1; i < n; i++) {
    const refill = input.refillPoints[i];
    if (P.lineWeightDeep <= 0 || !fits[i] || now[i] == null || refill == null) continue;
    const line = lineCrossingH(series[i]!, now[i]!, refill);
    const blended =
      (1 - P.lineWeightDeep) * Math.min(horizonH, crossedAt[i] ?? horizonH) +
      P.lineWeightDeep * Math.min(horizonH, line);
    crossedAt[i] = blended < horizonH ? blended : null;
  }

  // The top depth's reading falls below refill when it freezes, whatever its drying.
  let freezesFirst = false;
  if (n > 0) {
    const freeze = freezeOnsetH(
      input.history,
      input.issuedAt,
      hourlyAirTemp(input.weather, input.issuedAt - pastH * HOUR, pastH),
      hourlyAirTemp(input.weather, input.issuedAt, horizonH),
      P,
    );
    if (freeze !== null && (crossedAt[0] === null || freeze < crossedAt[0]!)) {
      crossedAt[0] = freeze;
      freezesFirst = true;
    }
  }

  const futureEt0 = future.et0.reduce<number>((a, v) => a + (v ?? 0), 0);
  const et0PerDay = knownFuture ? Math.round((futureEt0 / horizonH) * 24 * 10) / 10 : null;
  return input.depthsCm.map((depthCm, i): RefillDepth => {
    const refill = input.refillPoints[i] ?? null;
    const current = now[i] ?? null;
    const fit = fits[i];
    // The fitted drying over the last 24 h, points a day.
    const dryingPerDay = fit ? Math.round(-fit.k * (fit.x(fit.spentNow) - fit.x(fit.spentDayAgo)) * 100) / 100 : null;
    const base = {
      depthCm,
      refillPoint: refill,
      current,
      dryingPerDay,
      et0PerDay,
      hours: null,
      at: null,
      reason: null,
      reasonCode: null,
      freezing: false,
    };
    const unknown = (code: RefillReasonCode): RefillDepth => ({
      ...base,
      status: 'unknown',
      reason: refillReasonText(code, ENGLISH_TEXT),
      reasonCode: code,
    });
    if (refill == null) return unknown('no_refill_point');
    if (current == null) return unknown('no_recent_reading');
    if (current <= refill) return { ...base, status: 'below' };
    if (!fit) return unknown('too_little_history');
    const hours = crossedAt[i];
    if (hours == null) return { ...base, status: 'not-within' };
    return { ...base, status: 'crossing', hours, at: input.issuedAt + hours * HOUR, freezing: i === 0 && freezesFirst };
  });
}
