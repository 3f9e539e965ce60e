/**
 * Replays a station as the product would run: at each issue time (every `everyH` hours) the model
 * gets the last `historyDays` of readings up to that time, never later ones, and the weather
 * (the station's own, standing in for a forecast, or none); each forecast depth at each scored
 * horizon is compared with what was then measured, beside "no change" (persistence) on exactly
 * the same cases.
 */
import {
  persistenceForecast,
  type ForecastInput,
  type ForecastModel,
  type SoilObservation,
  type WeatherInterval,
} from '../../lambdas/agronomy/forecast/forecast-types';
import { lowerBound } from '@shared/sorted';
import type { SoilSeries } from './station';

const HOUR = 3_600_000;

export interface Score {
  depth_cm: number;
  horizon_h: number;
  weather: 'observed' | 'none';
  model_mae: number;
  model_rmse: number;
  persistence_mae: number;
  persistence_rmse: number;
  n: number;
}

export interface ReplayOptions {
  model: ForecastModel;
  /** The station's weather as forecast intervals, or null for a run without weather. */
  weather: WeatherInterval[] | null;
  latitude: number;
  horizonsH?: number[];
  everyH?: number;
  historyDays?: number;
}

interface Sums {
  n: number;
  modelAbs: number;
  modelSq: number;
  persAbs: number;
  persSq: number;
}

export function replay(soil: SoilSeries, opts: ReplayOptions): Score[] {
  const horizons = opts.horizonsH ?? [2, 24];
  const everyH = opts.everyH ?? 2;
  const historyMs = (opts.historyDays ?? 7) * 24 * HOUR;
  const rowAt = new Map(soil.times.map((t, i) => [t, i]));
  const weather = opts.weather ?? [];
  const weatherTo = weather.map((w) => w.toMs);
  const sums = soil.depthsCm.map(() =>
    horizons.map((): Sums => ({ n: 0, modelAbs: 0, modelSq: 0, persAbs: 0, persSq: 0 })),
  );

  let nextIssue = -Infinity;
  let from = 0;
  for (let i = 0; i < soil.times.length; i++) {
    const issuedAt = soil.times[i]!;
    if (issuedAt < nextIssue || soil.moisture[i]!.every((v) => v === null)) continue;
    nextIssue = issuedAt + everyH * HOUR;
    while (soil.times[from]! <= issuedAt - historyMs) from++;
    const history: SoilObservation[] = [];
    for (let j = from; j <= i; j++)
      history.push({ time: soil.times[j]!, moisture: soil.moisture[j]!, temperature: soil.temperature[j]! });
    const w0 = lowerBound(weatherTo, issuedAt - historyMs + 1);
    const w1 = lowerBound(weatherTo, issuedAt + 72 * HOUR + 1);
    const input: ForecastInput = {
      issuedAt,
      depthsCm: soil.depthsCm,
      history,
      limits: null,
      weather: weather.slice(w0, w1),
      latitude: opts.latitude,
    };
    const model = opts.model(input);
    const persistence = persistenceForecast(input);
    horizons.forEach((h, k) => {
      const row = rowAt.get(issuedAt + h * HOUR);
      if (row === undefined) return;
      const m = model.steps.find((s) => s.hours === h);
      const p = persistence.steps.find((s) => s.hours === h);
      soil.depthsCm.forEach((_, d) => {
        const actual = soil.moisture[row]![d];
        const mv = m?.moisture[d];
        const pv = p?.moisture[d];
        if (actual == null || mv == null || pv == null) return;
        const s = sums[d]![k]!;
        s.n++;
        s.modelAbs += Math.abs(mv - actual);
        s.modelSq += (mv - actual) ** 2;
        s.persAbs += Math.abs(pv - actual);
        s.persSq += (pv - actual) ** 2;
      });
    });
  }
  const label = opts.weather ? 'observed' : 'none';
  return soil.depthsCm.flatMap((depth_cm, d) =>
    horizons.map((horizon_h, k) => {
      const s = sums[d]![k]!;
      const n = Math.max(1, s.n);
      return {
        depth_cm,
        horizon_h,
        weather: label,
        model_mae: s.modelAbs / n,
        model_rmse: Math.sqrt(s.modelSq / n),
        persistence_mae: s.persAbs / n,
        persistence_rmse: Math.sqrt(s.persSq / n),
        n: s.n,
      } satisfies Score;
    }),
  );
}
