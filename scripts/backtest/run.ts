/** One station through the backtest: both weather runs and the profile check, as figures and as text. */
import { readFileSync } from 'node:fs';
import type { ForecastModel, WeatherInterval } from '../../lambdas/agronomy/forecast/forecast-types';
import { profileCheck, type ProfileCheck } from './profile-check';
import { replay, type Score } from './replay';
import { parseAtm, parseSoil, type SoilSeries } from './station';
import { observedWeather, type StationSite } from './weather';

export interface StationRun {
  scores: Score[];
  /** The parsed station, for further checks on the same data (the time to refill). */
  soil: SoilSeries;
  weather: WeatherInterval[];
  profile: ProfileCheck | null;
  issues: { everyH: number };
}

export function runStation(
  files: { soil: string; atm: string },
  site: StationSite,
  model: ForecastModel,
  everyH = 2,
): StationRun {
  const soil = parseSoil(readFileSync(files.soil, 'utf8'));
  const weather = observedWeather(parseAtm(readFileSync(files.atm, 'utf8')), site);
  const common = { model, latitude: site.latitude, everyH };
  const scores = [...replay(soil, { ...common, weather }), ...replay(soil, { ...common, weather: null })];
  return { scores, soil, weather, profile: profileCheck(soil), issues: { everyH } };
}

const f = (x: number, digits = 2) => x.toFixed(digits);

export function formatRun(name: string, run: StationRun): string {
  const lines = [
    `${name}: forecasts issued every ${run.issues.everyH} h from the last 7 days; moisture in percent (VWC ×100)`,
  ];
  for (const weather of ['observed', 'none'] as const) {
    lines.push(`  weather: ${weather === 'observed' ? "the station's observed rain and ET0" : 'none'}`);
    lines.push('    depth  horizon   model MAE  RMSE   persistence MAE  RMSE   MAE ratio      n');
    for (const s of run.scores.filter((x) => x.weather === weather)) {
      lines.push(
        `    ${String(s.depth_cm).padStart(3)} cm  +${String(s.horizon_h).padStart(2)} h   ` +
          `${f(s.model_mae, 3).padStart(9)} ${f(s.model_rmse, 3).padStart(6)}   ` +
          `${f(s.persistence_mae, 3).padStart(15)} ${f(s.persistence_rmse, 3).padStart(6)}   ` +
          `${f(s.model_mae / s.persistence_mae, 3).padStart(9)} ${String(s.n).padStart(6)}`,
      );
    }
  }
  const day = run.scores.filter((s) => s.weather === 'observed' && s.horizon_h === 24);
  if (day.length) {
    const shallow = day.reduce((a, b) => (b.depth_cm < a.depth_cm ? b : a));
    const worst = Math.max(...day.map((s) => s.model_mae / s.persistence_mae));
    const shallowRatio = shallow.model_mae / shallow.persistence_mae;
    const met = shallowRatio <= 0.85 && worst <= 1;
    lines.push(
      `  target (+24 h, observed weather: ≤ 0.85 × persistence at ${shallow.depth_cm} cm, ≤ 1.0 at every depth): ` +
        `${met ? 'met' : 'NOT met'} (${f(shallowRatio, 3)} at ${shallow.depth_cm} cm, worst ${f(worst, 3)})`,
    );
  }
  if (run.profile) {
    const p = run.profile;
    lines.push(
      `  profile, ${p.depth_cm} cm left out and estimated from ${p.from_cm[0]} and ${p.from_cm[1]} cm: ` +
        `estimateProfile MAE ${f(p.profile_mae, 3)}, linear interpolation MAE ${f(p.linear_mae, 3)} (n ${p.n})`,
    );
  }
  return lines.join('\n');
}
