/**
 * One depth of a sensor, made ready for the wetting detector (wetting-events.ts): the valid,
 * unfrozen readings in contiguous segments, single-sample spikes removed, and the depth's own
 * noise floor measured from its dry spells.
 */

/** One sample of a sensor: moisture in % VWC (m³/m³ × 100) and soil temperature in °C, by depth (cm). */
export interface SoilSample {
  /** Epoch seconds. */
  t: number;
  vwc: Record<number, number | undefined>;
  temp?: Record<number, number | undefined>;
}

export interface DepthPoint {
  t: number;
  v: number;
}

export interface DepthSeries {
  depthCm: number;
  /** Contiguous runs of valid, unfrozen readings (no gap longer than maxGapS inside one). */
  segments: DepthPoint[][];
  /** Epoch seconds of every sample whose soil was at or below the freezing limit. */
  frozen: number[];
}

/**
 * At or below this soil temperature the sensor reads the liquid water only: freezing looks like
 * drying and the thaw like a wetting that no rain caused (the "~3 °C"; a little above 0 °C
 * because the probe's temperature and the soil's between its rods differ by a degree or two).
 */
export const FREEZE_LIMIT_C = 3;

/**
 * Longer gaps than this split a depth's readings: what happened inside one is not known (product sensors report every
 * 15-60 min, stations hourly).
 */
export const MAX_GAP_S = 6 * 3600;

const own = (r: Record<number, number | undefined> | undefined, d: number): number | undefined =>
  r !== undefined && Object.hasOwn(r, d) && Number.isFinite(r[d]) ? r[d] : undefined;

/** The depths a set of samples measures moisture at, shallowest first. */
export function depthsOf(samples: readonly SoilSample[]): number[] {
  const seen = new Set<number>();
  for (const s of samples)
    for (const k of Object.keys(s.vwc)) {
      const d = Number(k);
      if (Number.isFinite(d) && d > 0) seen.add(d);
    }
  return [...seen].sort((a, b) => a - b);
}

/**
 * The soil temperature that decides whether depth d is frozen: its own reading, else the nearest
 * shallower one (frost comes from the top, so a cold reading above d is the best warning there
 * is), else the nearest deeper one (a sensor that reports one temperature), else none.
 */
function temperatureAt(s: SoilSample, d: number, depths: readonly number[]): number | undefined {
  const t = own(s.temp, d);
  if (t !== undefined) return t;
  const i = depths.indexOf(d);
  for (let k = i - 1; k >= 0; k--) {
    const above = own(s.temp, depths[k]!);
    if (above !== undefined) return above;
  }
  for (let k = i + 1; k < depths.length; k++) {
    const below = own(s.temp, depths[k]!);
    if (below !== undefined) return below;
  }
  return undefined;
}

const median3 = (a: number, b: number, c: number) => Math.max(Math.min(a, b), Math.min(Math.max(a, b), c));

/**
 * A running median of three: one reading that jumps away and comes back (a loose contact, a radio
 * glitch) disappears, while a step (water arriving) passes unchanged and undelayed. The ends use
 * their two inner neighbours, so a spike at a segment's first or last reading goes too.
 */
function despike(points: DepthPoint[]): DepthPoint[] {
  const n = points.length;
  if (n < 3) return points;
  return points.map((p, i) => {
    const [a, b, c] = i === 0 ? [0, 1, 2] : i === n - 1 ? [n - 3, n - 2, n - 1] : [i - 1, i, i + 1];
    return { t: p.t, v: median3(points[a]!.v, points[b]!.v, points[c]!.v) };
  });
}

export function depthSeries(
  samples: readonly SoilSample[],
  depthCm: number,
  depths: readonly number[],
  maxGapS = MAX_GAP_S,
): DepthSeries {
  const segments: DepthPoint[][] = [];
  const frozen: number[] = [];
  let current: DepthPoint[] = [];
  const close = () => {
    if (current.length > 0) segments.push(despike(current));
    current = [];
  };
  for (const s of samples) {
    const temp = temperatureAt(s, depthCm, depths);
    if (temp !== undefined && temp <= FREEZE_LIMIT_C) {
      frozen.push(s.t);
      close();
      continue;
    }
    const v = own(s.vwc, depthCm);
    if (v === undefined) continue;
    const last = current[current.length - 1];
    if (last !== undefined && s.t - last.t > maxGapS) close();
    current.push({ t: s.t, v });
  }
  close();
  return { depthCm, segments, frozen };
}

/** The smallest step the sensor reports (its resolution), from the readings themselves. */
export function resolutionOf(series: DepthSeries): number {
  let least = Infinity;
  for (const seg of series.segments)
    for (let i = 1; i < seg.length; i++) {
      const step = Math.abs(seg[i]!.v - seg[i - 1]!.v);
      if (step > 1e-9 && step < least) least = step;
    }
  return Number.isFinite(least) ? least : 0.1;
}

/**
 * How far the reading climbs above its recent minimum (over windowS) at each point: the statistic
 * the detector thresholds. Returned per segment, aligned with its points.
 */
export function risesAboveRecentMin(seg: readonly DepthPoint[], windowS: number): number[] {
  const out: number[] = [];
  // A monotone deque of indices whose values increase: its head is the window's minimum.
  const dq: number[] = [];
  let head = 0;
  for (let i = 0; i < seg.length; i++) {
    const p = seg[i]!;
    while (dq.length > head && seg[dq[dq.length - 1]!]!.v >= p.v) dq.pop();
    dq.push(i);
    while (seg[dq[head]!]!.t < p.t - windowS) head++;
    out.push(p.v - seg[dq[head]!]!.v);
  }
  return out;
}

const quantile = (xs: number[], q: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  const pos = (s.length - 1) * q;
  const lo = Math.floor(pos);
  return s[lo]! + (s[Math.min(s.length - 1, lo + 1)]! - s[lo]!) * (pos - lo);
};

/**
 * The depth's noise floor, % VWC: how high its reading wanders above its recent minimum while the
 * soil is in a dry spell (no wetter than a day earlier). That wandering is everything that is not
 * water arriving: the sensor's noise, its resolution, the daily temperature swing of its reading.
 * The 99th percentile: on hourly readings the 95th is often one resolution step (most dry hours do
 * not move), while the daily swing shows in the top per cent.
 * With too few dry readings to tell (under a day's worth), null: the caller falls back.
 */
export function dryNoiseFloor(series: DepthSeries, windowS: number, dayS = 86_400): number | null {
  const wander: number[] = [];
  for (const seg of series.segments) {
    const rises = risesAboveRecentMin(seg, windowS);
    let back = 0;
    for (let i = 0; i < seg.length; i++) {
      const p = seg[i]!;
      while (back < i && seg[back + 1]!.t <= p.t - dayS) back++;
      // Only points with a full day of history in the segment can say whether they are dry.
      if (p.t - seg[back]!.t < dayS * 0.9) continue;
      if (p.v <= seg[back]!.v) wander.push(rises[i]!);
    }
  }
  return wander.length >= 24 ? quantile(wander, 0.99) : null;
}
