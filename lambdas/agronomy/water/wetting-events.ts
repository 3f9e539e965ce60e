/**
 * Wettings found in a sensor's own readings (rain or irrigation reaching the soil), and what
 * explains each one. Pure: the ingest's incremental run, a sensor's history on demand and the
 * offline `npm run events` all call these.
 *
 * How a wetting is found, per depth (wetting-series.ts prepares the depth): the reading climbs
 * above its minimum of the last 12 h by more than the depth's threshold (a multiple of its own
 * dry-spell noise floor); the onset is where that climb began, the peak where the reading stops
 * making new highs. The depths' rises that follow each other downwards make one wetting.
 *
 * Incremental use: pass the samples since the sensor's last stored peak less 14 days (LOOK_BACK_S):
 * enough dry days for a noise floor of their own and a rise's 12 h window (to pin the floor to a
 * longer history, pass `noise` from noiseFloors). A rise still growing at the end of the samples is not reported until
 * it has settled, and one under way when the samples (or a gap) begin has no known onset and is not reported
 * either, so each wetting comes out once, with the same onset, from any run that holds it.
 */
import { layerThicknesses } from '../forecast/forecast';
import { depthSeries, depthsOf, dryNoiseFloor, resolutionOf, type DepthPoint, type SoilSample } from './wetting-series';

export type { SoilSample } from './wetting-series';

export interface Wetting {
  /** Epoch seconds: where the first depth's rise began. */
  onset: number;
  /** Epoch seconds: the last of the depths' peaks (the water has finished arriving). */
  peak: number;
  /** The deepest depth that rose, cm. */
  depthReachedCm: number;
  /**
   * Σ Δθ × layer thickness over the depths that rose, mm: a lower bound of what arrived (what drained below the deepest
   * sensor, or ran through between readings, is not seen).
   */
  arrivedMm: number;
  /** The soil was at or below the freezing limit within two days before the onset: a thaw may be what was seen. */
  nearFreeze?: boolean;
}

export interface WettingOptions {
  /**
   * Per depth noise floor (% VWC), e.g. from a longer history than the samples given; else measured from the samples.
   */
  noise?: Record<number, number>;
}

const HOUR = 3600;
/** How far before the last stored peak an incremental run's samples should start. */
export const LOOK_BACK_S = 14 * 24 * HOUR;
/**
 * The window a rise is measured over. Rain reaches a shallow sensor within an hour or two and a
 * deep one within a day, at a few tenths of a point an hour; 12 h holds a deep sensor's rise
 * while keeping a day's drying and the evening's temperature rebound (which the noise floor
 * measures over this same window) from adding up to one.
 */
const RISE_WINDOW_S = 12 * HOUR;
/**
 * A rise is water when it clears twice the depth's dry-spell noise floor (the 99th percentile of
 * dry-soil wander, wetting-series.ts): what dry soil almost never does, with a margin for the odd
 * day. Never below three steps of the sensor's resolution (one step is rounding, two the daily
 * swing of a quiet deep sensor). On Kings Creek 03 and 09 both targets hold from 1.5 to 4 times.
 */
const NOISE_MULTIPLE = 2;
const RESOLUTION_STEPS = 3;
/** With under a day of dry readings to measure noise from, a floor of three resolution steps. */
const FALLBACK_NOISE_STEPS = 3;
/** A rise must hold for two hours: water does not drain back to where it was that fast. */
const PERSIST_S = 2 * HOUR;
/** Twelve hours with no new high ends a rise: rain that stops for longer than that is a new wetting. */
const SETTLE_S = 12 * HOUR;
/**
 * A deeper depth's rise belongs to the wetting above it when it starts before that one's water has stopped arriving,
 * with a day for it to travel down.
 */
const JOIN_S = 24 * HOUR;
/** No onset for a day after the depth was frozen: the thaw's return of liquid water is not a wetting. */
const THAW_GUARD_S = 24 * HOUR;
/** A wetting within two days of frost is flagged: snowmelt and thaw look like water that no gauge saw. */
const NEAR_FREEZE_S = 48 * HOUR;

interface Rise {
  depthCm: number;
  onset: number;
  peak: number;
  gain: number;
}

/**
 * The rises of one segment of one depth above `threshold`; the last one is dropped when the segment ends before it
 * settled and `openEnd` (more data may come).
 */
function risesIn(
  seg: DepthPoint[],
  depthCm: number,
  threshold: number,
  frozen: readonly number[],
  openEnd: boolean,
): Rise[] {
  const out: Rise[] = [];
  const segStart = seg[0]!.t;
  // After a rise, the next one is measured from readings after its peak only.
  let since = 0;
  let lo = 0;
  let i = 0;
  while (i < seg.length) {
    while (seg[lo]!.t < seg[i]!.t - RISE_WINDOW_S) lo++;
    const from = Math.max(lo, since);
    let least = from;
    for (let k = from + 1; k <= i; k++) if (seg[k]!.v < seg[least]!.v) least = k;
    if (seg[i]!.v - seg[least]!.v <= threshold) {
      i++;
      continue;
    }
    // Water stays: a reading or two that jump and come back (a glitch the median of three cannot
    // take out) fall back to the minimum within PERSIST_S.
    const floor = seg[least]!.v + threshold / 2;
    let k = i;
    while (k < seg.length && seg[k]!.t <= seg[i]!.t + PERSIST_S && seg[k]!.v > floor) k++;
    if (k === seg.length && openEnd) break;
    if (k === seg.length || seg[k]!.t <= seg[i]!.t + PERSIST_S) {
      i++;
      continue;
    }
    // Where the climb began: the latest reading since the window's minimum still within half the
    // threshold of it, so a slow first hour counts as the start.
    let start = least;
    while (start < i && seg[start + 1]!.v <= seg[least]!.v + threshold / 2) start++;
    let top = i;
    let j = i + 1;
    let settled = false;
    for (; j < seg.length; j++) {
      if (seg[j]!.v > seg[top]!.v) top = j;
      if (seg[j]!.t - seg[top]!.t >= SETTLE_S || seg[j]!.v < seg[top]!.v - threshold) {
        settled = true;
        break;
      }
    }
    const onset = seg[start]!.t;
    const lastFrozen = frozen.findLast((f) => f <= onset);
    // A rise under way when the segment began (after a gap, a thaw or the samples' start) has no known onset.
    const known = onset - segStart >= RISE_WINDOW_S;
    const thawed = lastFrozen === undefined || onset - lastFrozen >= THAW_GUARD_S;
    if (known && thawed && (settled || !openEnd))
      out.push({ depthCm, onset, peak: seg[top]!.t, gain: seg[top]!.v - seg[start]!.v });
    since = top;
    i = top + 1;
  }
  return out;
}

/** The noise floor each depth's threshold is a multiple of, % VWC. */
export function noiseFloors(samples: readonly SoilSample[]): Record<number, number> {
  return floorsOf(samples, true)!;
}

/**
 * The noise floors when every depth that has readings had enough dry ones to measure its own
 * (about a day's worth), else null. A caller that keeps floors for later runs waits for these:
 * the fallback of a few resolution steps is far below a real sensor's wander, so floors kept from
 * a new sensor's first readings found a wetting in every wander for good.
 */
export function measuredNoiseFloors(samples: readonly SoilSample[]): Record<number, number> | null {
  return floorsOf(samples, false);
}

function floorsOf(samples: readonly SoilSample[], fallback: boolean): Record<number, number> | null {
  const sorted = [...samples].sort((a, b) => a.t - b.t);
  const depths = depthsOf(sorted);
  const out: Record<number, number> = {};
  for (const d of depths) {
    const series = depthSeries(sorted, d, depths);
    // A depth that never reported (a probe missing for good) needs no floor.
    if (!series.segments.some((seg) => seg.length > 0)) continue;
    const measured = dryNoiseFloor(series, RISE_WINDOW_S);
    if (measured === null && !fallback) return null;
    out[d] = measured ?? FALLBACK_NOISE_STEPS * resolutionOf(series);
  }
  return out;
}

export function detectWettings(samples: readonly SoilSample[], opts: WettingOptions = {}): Wetting[] {
  const sorted = [...samples].sort((a, b) => a.t - b.t);
  const depths = depthsOf(sorted);
  if (depths.length === 0) return [];
  const thickness = layerThicknesses(depths);
  const rises: Rise[] = [];
  const frozenAll: number[] = [];
  for (const d of depths) {
    const series = depthSeries(sorted, d, depths);
    frozenAll.push(...series.frozen);
    const resolution = resolutionOf(series);
    const given = opts.noise !== undefined && Object.hasOwn(opts.noise, d) ? opts.noise[d] : undefined;
    const noise = given ?? dryNoiseFloor(series, RISE_WINDOW_S) ?? FALLBACK_NOISE_STEPS * resolution;
    const threshold = Math.max(NOISE_MULTIPLE * noise, RESOLUTION_STEPS * resolution);
    series.segments.forEach((seg, k) => {
      // Only the last segment may still be growing: a segment cut by a gap or frost is over.
      rises.push(...risesIn(seg, d, threshold, series.frozen, k === series.segments.length - 1));
    });
  }
  frozenAll.sort((a, b) => a - b);
  return group(rises, depths, thickness, frozenAll);
}

function group(rises: Rise[], depths: number[], thickness: number[], frozen: number[]): Wetting[] {
  rises.sort((a, b) => a.onset - b.onset || a.depthCm - b.depthCm);
  const groups: Rise[][] = [];
  for (const r of rises) {
    // The latest open wetting this rise continues downwards: it has a shallower depth, not this one.
    const home = groups.findLast(
      (g) =>
        !g.some((x) => x.depthCm === r.depthCm) &&
        g.some((x) => x.depthCm < r.depthCm) &&
        r.onset <= Math.max(...g.map((x) => x.peak)) + JOIN_S,
    );
    if (home !== undefined) home.push(r);
    else groups.push([r]);
  }
  return groups
    .map((g) => {
      const onset = Math.min(...g.map((x) => x.onset));
      const arrived = g.reduce((sum, x) => sum + (x.gain * thickness[depths.indexOf(x.depthCm)]!) / 10, 0);
      const lastFrozen = frozen.findLast((f) => f <= onset);
      const w: Wetting = {
        onset,
        peak: Math.max(...g.map((x) => x.peak)),
        depthReachedCm: Math.max(...g.map((x) => x.depthCm)),
        arrivedMm: Math.round(arrived * 10) / 10,
      };
      if (lastFrozen !== undefined && onset - lastFrozen < NEAR_FREEZE_S) w.nearFreeze = true;
      return w;
    })
    .sort((a, b) => a.onset - b.onset);
}

export type WettingKind = 'rain' | 'irrigation' | 'unexplained';

export interface WettingContext {
  /**
   * Hourly rain (t = the hour's start, epoch s); an hour absent from a known series fell dry. Null: the weather is not
   * known.
   */
  rain: { t: number; mm: number }[] | null;
  irrigations: { start: number; end: number }[];
}

/**
 * Rain from 12 h before to 2 h after the onset may have caused it (the window: a shallow sensor answers within
 * hours, a dry soil's first millimetres wet nothing it reads).
 */
const RAIN_BEFORE_S = 12 * HOUR;
const RAIN_AFTER_S = 2 * HOUR;
/**
 * Explaining rain: some fell in that window (0.2 mm: more than a gauge's stray tip or dew), and
 * the storm's rain from the window's start to the peak is at least half of what arrived (arrived
 * is a lower bound; a gauge a few hundred metres off catches 40 % more or less in a storm). The
 * storm counts to the peak because rain that goes on after the onset keeps the soil rising.
 */
const RAIN_MIN_MM = 0.2;
const RAIN_SHARE = 0.5;
/**
 * "No rain anywhere near it": not one tip of the gauge in the two days before and the 6 h after
 * the onset. Any tip counts, because gauges clog: a half-blocked funnel logs a few tenths of a
 * millimetre in a storm that brought the soil tens (seen at Kings Creek). Calling such a wetting
 * unexplained asks the grower; calling it an irrigation would be wrong.
 */
const NEAR_BEFORE_S = 48 * HOUR;
const NEAR_AFTER_S = 6 * HOUR;
/**
 * An irrigation explains a wetting whose onset falls from its start to 6 h after its end (water takes time to reach the
 * sensor).
 */
const IRRIGATION_LAG_S = 6 * HOUR;

function rainBetween(rain: { t: number; mm: number }[], from: number, to: number): number {
  let sum = 0;
  for (const r of rain) if (r.t + HOUR > from && r.t < to && Number.isFinite(r.mm) && r.mm > 0) sum += r.mm;
  return sum;
}

export function classifyWetting(w: Wetting, ctx: WettingContext): WettingKind {
  if (ctx.irrigations.some((i) => w.onset >= i.start - HOUR && w.onset <= i.end + IRRIGATION_LAG_S))
    return 'irrigation';
  if (ctx.rain !== null) {
    const window = rainBetween(ctx.rain, w.onset - RAIN_BEFORE_S, w.onset + RAIN_AFTER_S);
    const storm = rainBetween(ctx.rain, w.onset - RAIN_BEFORE_S, Math.max(w.peak, w.onset + RAIN_AFTER_S));
    if (window >= RAIN_MIN_MM && storm >= RAIN_SHARE * w.arrivedMm) return 'rain';
  }
  // A logged irrigation that started while the soil was still rising, after the onset: the onset
  // is the last reading before the climb, a reading or two before the water when the wander or a
  // shower the same day began it (every irrigation of the demo's 2-hourly sensors, logged at its
  // true start, came out unexplained).
  if (ctx.irrigations.some((i) => i.start >= w.onset && i.start <= w.peak)) return 'irrigation';
  if (ctx.rain === null) return 'unexplained';
  const near = rainBetween(ctx.rain, w.onset - NEAR_BEFORE_S, w.onset + NEAR_AFTER_S);
  if (near === 0 && !w.nearFreeze) return 'irrigation';
  return 'unexplained';
}
