/**
 * The soil's own full point (field capacity) and refill point, per depth, learned from its
 * readings and the wettings found in them (wetting-events.ts). Pure.
 *
 * Full point: after a wetting that brought the depth real water, the reading falls fast while the
 * excess drains, then slowly (only the roots and the surface take water). Where the fall over the
 * next day has slowed to a small share of the first day's, drainage has stopped: the reading there
 * is one estimate of field capacity. The suggestion is the median over wettings, with the
 * interquartile range as its spread.
 *
 * Refill point: on dry summer days the reading falls at a steady rate while the plants take what
 * they want, and more slowly once they no longer can (stress onset). Where the data show that
 * slowing, its moisture is the suggestion; else the caller applies the zone's refill share
 * between the wilting point and the suggested full point.
 */
import { depthSeries, depthsOf, resolutionOf, type DepthPoint, type SoilSample } from './wetting-series';
import type { Wetting } from './wetting-events';

export interface SoilPoints {
  depthCm: number;
  /** Suggested field capacity, % VWC; null with fewer than MIN_EVENTS usable wettings. */
  fullPoint: number | null;
  /** Usable wettings (the depth rose and then drained undisturbed until it stopped). */
  nEvents: number;
  /** Interquartile range of the events' full points, % VWC; null when fullPoint is. */
  spread: number | null;
  refillPoint: number | null;
  refillBasis: 'stress-onset' | 'share';
}

const DAY = 86_400;
/** Three wettings at the least: one or two can be a storm that left a perched layer or a dry spell's first shower. */
export const MIN_EVENTS = 3;
/**
 * Only a wetting that raised the depth by 2 points (2.5 mm in a 12 cm layer) filled it past its full point; a shower
 * that wets it a little drains to nothing.
 */
const MIN_GAIN = 2;
/**
 * Drainage has stopped when the fall has stopped slowing: one day's fall exceeds the next day's by
 * under a tenth of the first day's (or two resolution steps). What is left is the roots' and the
 * sun's steady drying, which can be fast (a shallow depth in summer) but does not slow down in a
 * day or two as drainage does.
 */
const STOP_SHARE = 0.1;
/**
 * Drainage is over within about three days in most soils (FAO-56 ch. 8 takes field capacity two
 * to three days after a wetting); a fall still slowing after that (a wet spell, a perched water
 * table) gives no estimate.
 */
const MAX_DRAIN_S = 3 * DAY;
/**
 * A wetting that did not fill the depth past its full point shows no drainage: its first day's fall must exceed its
 * second day's by a point at least.
 */
const MIN_DRAINAGE = 1;
/**
 * Stress onset is looked for on days warm enough to grow (soil ≥ 15 °C): in the cold, drying is slow whatever the
 * moisture.
 */
const GROWING_SOIL_C = 15;
/** A day counts as dry three days after a wetting's peak (drainage over) and until the next onset. */
const AFTER_PEAK_S = 3 * DAY;
/**
 * Drying has visibly slowed where a moisture band's median daily fall is under three quarters of
 * the wettest dry days': a quarter slower is well outside what a week's weather changes in the
 * median of a band (FAO-56's stress coefficient falls linearly below the readily available water,
 * so this finds the top of that fall, not its middle).
 */
const SLOW_SHARE = 0.75;
/** Days per moisture band: a week, so one band's median is not one day's weather. */
const BAND_DAYS = 7;
/** Enough dry days to tell: 30 (four bands and more). */
const MIN_DRY_DAYS = 30;

/** The two neighbouring indices whose times enclose `t` (the first at or before it), in a list sorted by time. */
function bracket(items: readonly { t: number }[], t: number): [number, number] {
  let lo = 0;
  let hi = items.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (items[mid]!.t <= t) lo = mid;
    else hi = mid;
  }
  return [lo, hi];
}

function valueAt(seg: readonly DepthPoint[], t: number): number | null {
  if (seg.length === 0 || t < seg[0]!.t || t > seg[seg.length - 1]!.t) return null;
  const [lo, hi] = bracket(seg, t);
  const a = seg[lo]!;
  const b = seg[hi]!;
  if (b.t === a.t) return a.v;
  return a.v + ((b.v - a.v) * (t - a.t)) / (b.t - a.t);
}

const quantile = (sorted: readonly number[], q: number): number => {
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  return sorted[lo]! + (sorted[Math.min(sorted.length - 1, lo + 1)]! - sorted[lo]!) * (pos - lo);
};

/** Where drainage stopped after one wetting at one depth, % VWC, or null when this wetting cannot tell. */
function drainedTo(seg: readonly DepthPoint[], w: Wetting, nextOnset: number, resolution: number): number | null {
  const before = valueAt(seg, w.onset);
  if (before === null) return null;
  // The depth's own peak: its highest reading from the onset to a day after the wetting's peak.
  let top: DepthPoint | null = null;
  for (const p of seg) {
    if (p.t < w.onset) continue;
    if (p.t > Math.min(w.peak + DAY, nextOnset)) break;
    if (top === null || p.v > top.v) top = p;
  }
  if (top === null || top.v - before < MIN_GAIN) return null;
  const fallOver = (t: number): number | null => {
    const [x, y] = [valueAt(seg, t), valueAt(seg, t + DAY)];
    return x === null || y === null || t + DAY > nextOnset ? null : x - y;
  };
  const first = fallOver(top.t);
  const second = fallOver(top.t + DAY);
  if (first === null || second === null || first - second < MIN_DRAINAGE) return null;
  const stopAt = Math.max(STOP_SHARE * first, 2 * resolution);
  for (const p of seg) {
    if (p.t < top.t) continue;
    if (p.t > top.t + MAX_DRAIN_S) return null;
    const [now, next] = [fallOver(p.t), fallOver(p.t + DAY)];
    if (now === null || next === null) return null;
    if (now - next <= stopAt) return p.v;
  }
  return null;
}

/** Daily (moisture, fall) pairs on warm dry days at one depth. */
function dryDays(
  seg: readonly DepthPoint[],
  samples: readonly SoilSample[],
  depthCm: number,
  wettings: readonly Wetting[],
): { v: number; fall: number }[] {
  const out: { v: number; fall: number }[] = [];
  if (seg.length === 0) return out;
  const warm = (t: number) => {
    // The sample nearest t (samples are sorted): its temperature at this depth.
    const temp = samples[bracket(samples, t)[0]]!.temp;
    const c = temp !== undefined && Object.hasOwn(temp, depthCm) ? temp[depthCm] : undefined;
    return c !== undefined && Number.isFinite(c) && c >= GROWING_SOIL_C;
  };
  let k = 0;
  for (let t = seg[0]!.t; t + DAY <= seg[seg.length - 1]!.t; t += DAY) {
    while (k < wettings.length && wettings[k]!.peak + AFTER_PEAK_S <= t) k++;
    // Dry: no wetting under way or draining from three days before to the day's end.
    const busy = wettings.slice(Math.max(0, k - 1), k + 2).some((w) => w.onset < t + DAY && w.peak + AFTER_PEAK_S > t);
    if (busy || !warm(t)) continue;
    const a = valueAt(seg, t);
    const b = valueAt(seg, t + DAY);
    if (a !== null && b !== null) out.push({ v: (a + b) / 2, fall: a - b });
  }
  return out;
}

/** The moisture below which drying visibly slows, % VWC, or null when the dry days do not show it. */
function stressOnset(
  allDays: { v: number; fall: number }[],
  resolution: number,
  fullPoint: number | null,
): number | null {
  // Above the full point the fall is still partly drainage (a deep layer drains for weeks).
  const days = fullPoint === null ? allDays : allDays.filter((d) => d.v < fullPoint);
  if (days.length < MIN_DRY_DAYS) return null;
  const byV = [...days].sort((a, b) => b.v - a.v);
  const median = (xs: { fall: number }[]) =>
    quantile(
      xs.map((d) => d.fall).sort((a, b) => a - b),
      0.5,
    );
  // The steady rate: the wettest quarter of the dry days, when the roots take what they want.
  const quarter = Math.max(BAND_DAYS, Math.floor(byV.length / 4));
  const steady = median(byV.slice(0, quarter));
  // Drying too slow to see (a deep layer the roots barely reach) says nothing about stress.
  if (steady < 2 * resolution) return null;
  // Bands of BAND_DAYS days from below that quarter down: the first band that dries visibly
  // slower, with the band below it slower too (one slow band can be a cloudy week), starts the stress.
  const bands: { top: number; fall: number }[] = [];
  for (let i = quarter; i + BAND_DAYS <= byV.length; i += BAND_DAYS)
    bands.push({ top: byV[i]!.v, fall: median(byV.slice(i, i + BAND_DAYS)) });
  const slow = (b: { fall: number } | undefined) => b !== undefined && b.fall < SLOW_SHARE * steady;
  const at = bands.findIndex((b, i) => slow(b) && slow(bands[i + 1]));
  return at < 0 ? null : bands[at]!.top;
}

export function suggestSoilPoints(samples: readonly SoilSample[], wettings: readonly Wetting[]): SoilPoints[] {
  const sorted = [...samples].sort((a, b) => a.t - b.t);
  const ws = [...wettings].sort((a, b) => a.onset - b.onset);
  const depths = depthsOf(sorted);
  return depths.map((d) => {
    const series = depthSeries(sorted, d, depths);
    const resolution = resolutionOf(series);
    const fulls: number[] = [];
    const days: { v: number; fall: number }[] = [];
    for (const seg of series.segments) {
      const inSeg = ws.filter((w) => w.onset >= seg[0]!.t && w.onset <= seg[seg.length - 1]!.t);
      inSeg.forEach((w) => {
        const next = ws.find((x) => x.onset > w.onset)?.onset ?? Infinity;
        const v = drainedTo(seg, w, next, resolution);
        if (v !== null) fulls.push(v);
      });
      days.push(...dryDays(seg, sorted, d, ws));
    }
    fulls.sort((a, b) => a - b);
    const enough = fulls.length >= MIN_EVENTS;
    const round = (x: number) => Math.round(x * 10) / 10;
    const fullPoint = enough ? round(quantile(fulls, 0.5)) : null;
    const refill = stressOnset(days, resolution, fullPoint);
    const refillPoint = refill === null ? null : round(refill);
    return {
      depthCm: d,
      fullPoint,
      nEvents: fulls.length,
      spread: enough ? round(quantile(fulls, 0.75) - quantile(fulls, 0.25)) : null,
      refillPoint,
      refillBasis: refillPoint === null ? 'share' : 'stress-onset',
    };
  });
}
