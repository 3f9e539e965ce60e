/**
 * The soil-moisture forecast model: a layered bucket, one layer per measured depth, stepped hour
 * by hour from the newest reading, cheap enough to run for every sensor on every ingest batch.
 *
 * - Drying: each depth keeps drying at the rate it has dried since the soil last took in water
 *   (a least-squares slope over up to the last two days of its own readings). With an ET0
 *   forecast the rate follows the atmosphere's demand, hour by hour, in proportion to what the
 *   same demand did over that window; without one it carries on unchanged. A depth that was
 *   rising in a dry spell (water still arriving from above) keeps rising, fading out within a day.
 *   With too little dry history to fit a rate, a depth holds its level (persistence).
 * - Rain: a canopy and litter store catches the first millimetres of each wet spell (they
 *   evaporate); the rest enters the top layer, which holds at most its saturation, and what it
 *   cannot hold passes down to the next layer, and so on; below freezing, rain is snow and waits.
 * - Drainage: water above a layer's field capacity drains to the layer below with a time
 *   constant of hours; the deepest layer drains out of the profile. Only the top layer, and only
 *   within a day of a wetting, is taken to be above field capacity when the forecast begins, by
 *   as much as its fall since then says (draining water falls at a rate proportional to its
 *   excess); it drains on, and what it loses is already in the deeper depths' own trends. Any
 *   other depth's current level is its field capacity at least: a settled reading is not draining.
 * - Limits: the zone's field capacity and saturation when known; else field capacity is the wetter
 *   of a typical loam's and the level the sensor has mostly held this week, and saturation lies a
 *   few points above it (or above the wettest reading).
 * - The answer is given in the sensor's own reporting steps from its current reading: a change of
 *   less than half a step is no change, which is what the sensor will show.
 * Every value stays within 0 and saturation.
 */
import {
  currentValue,
  lastWettingH,
  quantile,
  resolution,
  seriesByDepth,
  slopeSince,
  type Point,
} from './forecast-history';
import {
  FORECAST_HORIZON_H,
  FORECAST_HORIZONS_H,
  type Forecast,
  type ForecastInput,
  type ForecastModel,
  type SoilLimits,
} from './forecast-types';
import { forecastTemperature } from './forecast-temperature';
import { toHourly } from './forecast-weather';

const HOUR = 3_600_000;

export const FORECAST_PARAMETERS = {
  /** A reading older than this (hours) no longer stands for "now": that depth has no forecast. */
  maxAgeH: 6,
  /** History looked at for the drying rate, hours. */
  trendWindowH: 48,
  /** The drying rate needs at least this many dry hours (a whole day, so the daily cycle cancels). */
  trendMinSpanH: 24,
  /** Hours after water last arrived before the readings count as drying (drainage first). */
  settleH: 12,
  /** A rise (percent) within `riseWithinH` hours that means water arrived. */
  riseThreshold: 1,
  riseWithinH: 3,
  /** Measured rain in an hour (mm) that means water arrived. */
  wetHourMm: 1,
  /** How strongly the fitted drying rate is believed (1 = fully); the rest is noise. */
  trendWeight: 1,
  /** A depth that rose during a dry spell keeps rising for about this long (hours, e-folding). */
  risingFadeH: 12,
  /** Rain the grass canopy and litter hold back at the start of a wet spell, mm. */
  interceptionMm: 2,
  /** Drainage above field capacity, e-folding time, hours. */
  drainageH: 12,
  /** Field capacity assumed when the zone's is unknown and the sensor has not shown a wetter one, percent. */
  fieldCapacityPrior: 33,
  /**
   * A depth that took in water within this many hours may still be draining from above field capacity; any other holds
   * its current level (only water the forecast adds drains).
   */
  drainRecentH: 24,
  /**
   * 1: a freshly wetted top layer's field capacity is read from how fast it is falling (else the zone's or the inferred
   * one).
   */
  fcFromRecession: 1,
  /** 1: water above field capacity at the start feeds the layer below as it drains. */
  feedStartExcess: 0,
  /** 1: forecasts are given in the sensor's own reporting steps. */
  roundToSensor: 1,
  /** Saturation lies at least this many points above field capacity, percent. */
  saturationMargin: 4,
  /** The ET0 ratio (forecast to past) is limited to this, so a calm week does not blow up the forecast. */
  maxEt0Ratio: 3,
  /** Past ET0 below this (mm/h on average) is too little to scale from. */
  minPastEt0MmH: 0.02,
};

/** The model's parameters; the backtest can replay other values. */
export type ForecastParameters = Readonly<Record<keyof typeof FORECAST_PARAMETERS, number>>;

/**
 * Each depth's layer thickness, cm: from midway to the depth above to midway to the depth below (the top from the
 * surface).
 */
export function layerThicknesses(depthsCm: readonly number[]): number[] {
  const bounds = [0, ...depthsCm.slice(1).map((d, i) => (d + depthsCm[i]!) / 2)];
  const last = depthsCm[depthsCm.length - 1]!;
  bounds.push(last + (last - bounds[bounds.length - 1]!));
  return depthsCm.map((_, i) => Math.max(1, bounds[i + 1]! - bounds[i]!));
}

function soilLimits(
  P: ForecastParameters,
  limits: SoilLimits | null,
  series: Point[][],
  now: (number | null)[],
): { fc: number[]; sat: number[] } {
  const fc = series.map((points, i) => {
    const given = limits?.fieldCapacity[i];
    if (given != null && Number.isFinite(given) && given > 0) return given;
    return Math.max(P.fieldCapacityPrior, quantile(points, 0.25) ?? 0);
  });
  const sat = series.map((points, i) => {
    const given = limits?.saturation[i];
    if (given != null && Number.isFinite(given) && given > 0) return Math.max(given, now[i] ?? 0);
    const wettest = Math.max(now[i] ?? 0, ...points.map((p) => p.v));
    return Math.max(wettest, fc[i]! + P.saturationMargin);
  });
  return { fc: fc.map((f, i) => Math.min(f, sat[i]!)), sat };
}

export function createForecastModel(P: ForecastParameters = FORECAST_PARAMETERS): ForecastModel {
  return (input: ForecastInput): Forecast => {
    const n = input.depthsCm.length;
    const series = seriesByDepth(input.history, n, input.issuedAt);
    const now = series.map((points) => currentValue(points, P.maxAgeH));
    const thickness = layerThicknesses(input.depthsCm);
    const limits = soilLimits(P, input.limits, series, now);
    const sat = limits.sat;
    const wettings = series.map((points) => lastWettingH(points, P.riseThreshold, P.riseWithinH));
    const fc = limits.fc.map((f, i) => {
      const current = now[i] ?? 0;
      if (i > 0 || wettings[i]! < -P.drainRecentH) return Math.min(sat[i]!, Math.max(f, current));
      if (!P.fcFromRecession) return f;
      // Draining water falls at a rate proportional to its excess over field capacity, so the
      // fall since the wetting says how far above field capacity the layer still is.
      const fall = slopeSince(series[i]!, Math.max(wettings[i]!, -6), 2);
      return fall !== null && fall < 0 ? Math.max(0, current + fall * P.drainageH) : current;
    });

    const pastH = Math.ceil(P.trendWindowH);
    const past = toHourly(input.weather, input.issuedAt - pastH * HOUR, pastH);
    const future = toHourly(input.weather, input.issuedAt, FORECAST_HORIZON_H);

    // When water last arrived: measured rain, or a jump at any depth.
    let wettedH = -Infinity;
    past.rain.forEach((mm, k) => {
      if (mm !== null && mm >= P.wetHourMm) wettedH = Math.max(wettedH, k + 1 - pastH);
    });
    for (const w of wettings) wettedH = Math.max(wettedH, w);
    const fromH = Math.max(-P.trendWindowH, wettedH + P.settleH);

    // Past ET0 over the same window, to scale the drying rate by the forecast's.
    let pastEt0 = 0;
    let pastEt0Hours = 0;
    past.et0.forEach((mm, k) => {
      if (mm !== null && k + 1 - pastH > fromH) {
        pastEt0 += mm;
        pastEt0Hours++;
      }
    });
    const pastSpan = -fromH;
    const pastEt0Rate = pastEt0Hours >= 0.9 * pastSpan && pastSpan > 0 ? pastEt0 / pastEt0Hours : null;

    const slopes = series.map((points) => slopeSince(points, fromH, P.trendMinSpanH) ?? 0);
    const rates = slopes.map((r) => r * P.trendWeight);

    const theta = now.map((v, i) => v ?? fc[i]!);
    const startExcess = theta.map((v, i) => Math.max(0, v - fc[i]!));
    let canopy = past.rain.slice(-6).some((mm) => (mm ?? 0) > 0) ? P.interceptionMm : 0;
    let snow = 0;
    const drainShare = 1 - Math.exp(-1 / P.drainageH);
    const steps = new Map<number, number[]>();
    for (let h = 0; h < FORECAST_HORIZON_H; h++) {
      const et0 = future.et0[h];
      // Drying (or a fading rise) at each depth.
      for (let i = 0; i < n; i++) {
        const r = rates[i]!;
        let change: number;
        if (r > 0) change = r * Math.exp(-(h + 0.5) / P.risingFadeH);
        else if (et0 != null && pastEt0Rate !== null && pastEt0Rate >= P.minPastEt0MmH)
          change = r * Math.min(P.maxEt0Ratio, et0 / pastEt0Rate);
        else change = r;
        theta[i] = Math.max(0, theta[i]! + change);
      }
      // Rain, after the canopy's share; snow melts when it thaws.
      const air = future.airTemp[h];
      let water = future.rain[h] ?? 0;
      if (air != null && air < 0) {
        snow += water;
        water = 0;
      } else if (snow > 0 && air != null && air > 0) {
        water += snow;
        snow = 0;
      }
      canopy += water;
      water = Math.max(0, canopy - P.interceptionMm);
      canopy = Math.max(0, Math.min(P.interceptionMm, canopy) - (et0 ?? 0));
      // Top-down filling: a layer holds up to saturation, the rest passes down (mm ↔ percent: 10 mm per cm of layer at
      // 100 %).
      for (let i = 0; i < n && water > 0; i++) {
        const room = Math.max(0, ((sat[i]! - theta[i]!) * thickness[i]!) / 10);
        const taken = Math.min(room, water);
        theta[i] = theta[i]! + (taken * 10) / thickness[i]!;
        water -= taken;
      }
      // Drainage above field capacity to the layer below.
      for (let i = 0; i < n; i++) {
        const excess = theta[i]! - fc[i]!;
        if (excess <= 0) continue;
        const moved = excess * drainShare;
        theta[i] = theta[i]! - moved;
        // Water already above field capacity when the forecast begins drains on, but what reaches
        // the layer below is in that layer's own trend already; only water the forecast adds is passed on.
        const fromStart = P.feedStartExcess ? 0 : Math.min(startExcess[i]!, (moved * startExcess[i]!) / excess);
        startExcess[i] = startExcess[i]! - fromStart;
        const fed = moved - fromStart;
        if (i + 1 < n) theta[i + 1] = Math.min(sat[i + 1]!, theta[i + 1]! + (fed * thickness[i]!) / thickness[i + 1]!);
      }
      if ((h + 1) % 2 === 0)
        steps.set(
          h + 1,
          theta.map((v, i) => Math.min(sat[i]!, Math.max(0, v))),
        );
    }

    // What the sensor will report: its own steps from the current reading (a change smaller than
    // half a step reads as no change), so a reading's resolution is not counted as an error.
    const reportingSteps = series.map((points) => (P.roundToSensor ? resolution(points) : 0));
    const reported = (v: number, i: number) => {
      const current = now[i];
      if (current == null) return null;
      const step = reportingSteps[i]!;
      const value = step > 0 ? current + Math.round((v - current) / step) * step : v;
      return Math.round(Math.min(sat[i]!, Math.max(0, value)) * 1000) / 1000;
    };
    const temperatures = forecastTemperature(input, future.airTemp);
    return {
      issuedAt: input.issuedAt,
      steps: FORECAST_HORIZONS_H.map((hours, k) => ({
        time: input.issuedAt + hours * HOUR,
        hours,
        moisture: (steps.get(hours) ?? theta).map((v, i) => reported(v, i)),
        temperature: temperatures[k] ?? null,
      })),
    };
  };
}

export const forecastModel: ForecastModel = createForecastModel();
