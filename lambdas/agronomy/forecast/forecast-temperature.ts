/**
 * Soil temperature forecast: the sensor's own daily cycle (the mean of each 2-hour slot of the day
 * over its history, against the history's mean) around today's level, the newest reading's
 * departure from that cycle fading within hours, and the level following the air: when the
 * weather gives air temperatures for the past day and the coming ones, the soil's daily mean moves
 * by a share of the change in the air's, approached over about a day.
 */
import { FORECAST_HORIZONS_H, type ForecastInput } from './forecast-types';
import { toHourly } from './forecast-weather';

const HOUR = 3_600_000;
const SLOT_H = 2;
const SLOTS = 24 / SLOT_H;
/** The newest reading's departure from the daily cycle fades with this e-folding time, hours. */
const ANOMALY_FADE_H = 6;
/** Share of a change in the air's daily mean that reaches the soil's at the sensor's depth. */
const AIR_COUPLING = 0.5;
/** The soil's level approaches the air-driven one with this e-folding time, hours. */
const AIR_LAG_H = 24;

const slotOf = (time: number) => Math.floor(((((time / HOUR) % 24) + 24) % 24) / SLOT_H);
const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null);

export function forecastTemperature(input: ForecastInput, futureAir: (number | null)[]): (number | null)[] {
  const points = input.history.filter(
    (o) => o.temperature != null && Number.isFinite(o.temperature) && o.time <= input.issuedAt,
  );
  const last = points[points.length - 1];
  if (!last || last.time < input.issuedAt - 6 * HOUR) return FORECAST_HORIZONS_H.map(() => null);
  const current = last.temperature!;

  const overall = mean(points.map((o) => o.temperature!))!;
  const slots: number[][] = Array.from({ length: SLOTS }, () => []);
  for (const o of points) slots[slotOf(o.time)]!.push(o.temperature! - overall);
  const cycle = slots.map((s) => (s.length >= 2 ? mean(s)! : 0));
  const dayPoints = points.filter((o) => o.time > input.issuedAt - 24 * HOUR).map((o) => o.temperature!);
  const level = dayPoints.length >= 12 ? mean(dayPoints)! : current - cycle[slotOf(last.time)]!;
  const departure = current - level - cycle[slotOf(last.time)]!;

  const pastAir = mean(
    toHourly(input.weather, input.issuedAt - 24 * HOUR, 24).airTemp.filter((t): t is number => t !== null),
  );
  const airShift = (hours: number) => {
    if (pastAir === null) return 0;
    const ahead = mean(futureAir.slice(Math.max(0, hours - 24), hours).filter((t): t is number => t !== null));
    return ahead === null ? 0 : AIR_COUPLING * (ahead - pastAir) * (1 - Math.exp(-hours / AIR_LAG_H));
  };
  return FORECAST_HORIZONS_H.map((hours) => {
    const t =
      level +
      cycle[slotOf(input.issuedAt + hours * HOUR)]! +
      departure * Math.exp(-hours / ANOMALY_FADE_H) +
      airShift(hours);
    return Math.round(t * 100) / 100;
  });
}
