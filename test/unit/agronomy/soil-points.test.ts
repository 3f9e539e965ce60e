/** The soil's own full and refill points on a synthetic drainage curve with known limits. */
import { describe, expect, it } from 'vitest';
import { MIN_EVENTS, suggestSoilPoints } from '../../../lambdas/agronomy/water/soil-points';
import { detectWettings, type SoilSample } from '../../../lambdas/agronomy/water/wetting-events';

const H = 3600;
const T0 = Date.UTC(2026, 4, 1) / 1000;
const FC = 30;
const STRESS = 22;
const WP = 12;

/**
 * One depth (10 cm), hourly, warm: a wetting of `gain` points every `everyDays`; above FC the
 * excess drains with a 10 h time constant; the roots take 1.5 points a day while the soil is
 * above STRESS, less and less below it (FAO-56's linear stress reduction to the wilting point).
 */
function drainageCurve(days: number, everyDays: number, gain = 10): SoilSample[] {
  const out: SoilSample[] = [];
  let theta = 26;
  for (let h = 0; h < days * 24; h++) {
    if (h % (everyDays * 24) === 24) theta += gain;
    const drain = theta > FC ? (theta - FC) * (1 - Math.exp(-1 / 10)) : 0;
    const et = (1.5 / 24) * Math.min(1, Math.max(0, (theta - WP) / (STRESS - WP)));
    theta -= drain + et;
    out.push({ t: T0 + h * H, vwc: { 10: Math.round(theta * 10) / 10 }, temp: { 10: 20 } });
  }
  return out;
}

describe('suggestSoilPoints', () => {
  it('finds the full point where drainage stops, with the number of wettings and their spread', () => {
    const samples = drainageCurve(200, 25, 20);
    const [p] = suggestSoilPoints(samples, detectWettings(samples));
    expect(p!.depthCm).toBe(10);
    expect(p!.nEvents).toBeGreaterThanOrEqual(6);
    expect(Math.abs(p!.fullPoint! - FC)).toBeLessThanOrEqual(1);
    expect(p!.spread).toBeLessThanOrEqual(0.5);
  });

  it('finds the refill point where drying visibly slows', () => {
    const samples = drainageCurve(200, 25, 20);
    const [p] = suggestSoilPoints(samples, detectWettings(samples));
    expect(p!.refillBasis).toBe('stress-onset');
    // Below STRESS the rate falls linearly to nothing at WP: a quarter slower at 19.5.
    expect(p!.refillPoint!).toBeGreaterThanOrEqual(18);
    expect(p!.refillPoint!).toBeLessThanOrEqual(STRESS);
  });

  it(`says nothing under ${MIN_EVENTS} usable wettings; leaves refill to the share when drying never slows`, () => {
    // Wettings every 6 days keep the soil above the stress point; only two fit in 14 days.
    const samples = drainageCurve(14, 6);
    const [p] = suggestSoilPoints(samples, detectWettings(samples));
    expect(p!.fullPoint).toBeNull();
    expect(p!.spread).toBeNull();
    expect(p!.nEvents).toBeLessThan(MIN_EVENTS);
    expect(p!.refillPoint).toBeNull();
    expect(p!.refillBasis).toBe('share');
  });

  it('ignores wettings too small to fill the depth past its full point', () => {
    // 1-point showers on soil well below its full point: no drainage to see.
    const samples = drainageCurve(200, 10, 1);
    const [p] = suggestSoilPoints(samples, detectWettings(samples));
    expect(p!.nEvents).toBe(0);
    expect(p!.fullPoint).toBeNull();
  });
});
