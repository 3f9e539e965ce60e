/**
 * `npm run events:check`: the wetting detector against Kings Creek stations 03 and 09 from
 * ../shared/data (read in place, never copied), when that folder is present.
 *
 * (a) With the gauge hidden (the detector never sees it): of the days with ≥ 10 mm of gauge rain
 *     and soil above 3 °C, the share with an onset within 12 h of that day's rain. Target ≥ 90 %.
 * (b) With the gauge: `irrigation` wettings per growing season (April to October); these prairie
 *     stations are never irrigated. Target ≤ 1 per station and season.
 * And the wettings the gauge saw no rain for (under 1 mm from 48 h before to 6 h after the onset),
 * split into those within two days of frozen soil (thaw, snowmelt) and the rest (gauge misses).
 * Exits 1 when a target is missed, 0 when both hold or the data folder is absent.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { classifyWetting, detectWettings, type Wetting } from '../lambdas/agronomy/water/wetting-events';
import { FREEZE_LIMIT_C } from '../lambdas/agronomy/water/wetting-series';
import { parseAtm, parseSoil, type SoilSeries } from './backtest/station';
import { rainAround, rainHours, soilSamples } from './events/station-samples';

const HOUR = 3600;
const DAY = 86_400;
const STATIONS = ['station_03', 'station_09'];
const HEAVY_DAY_MM = 10;
const ONSET_WITHIN_S = 12 * HOUR;
/** April to October: the tallgrass prairie's growing season, and an irrigator's. */
const inSeason = (s: number) => {
  const m = new Date(s * 1000).getUTCMonth();
  return m >= 3 && m <= 9;
};

export interface StationCheck {
  station: string;
  heavyDays: number;
  heavyDaysWithOnset: number;
  missedDays: string[];
  wettings: number;
  kinds: Record<string, number>;
  irrigationsBySeason: Record<string, number>;
  noGaugeRain: { freezeThaw: number; gaugeMiss: number };
  gaugeUnknown: number;
}

/** The shallowest depth's soil temperature, per UTC day (epoch s of midnight): its minimum. */
function dailyMinTemperature(soil: SoilSeries): Map<number, number> {
  const out = new Map<number, number>();
  soil.times.forEach((ms, row) => {
    const t = soil.temperature[row];
    if (t === null || t === undefined) return;
    const day = Math.floor(ms / 1000 / DAY) * DAY;
    out.set(day, Math.min(out.get(day) ?? Infinity, t));
  });
  return out;
}

export function checkStation(station: string, soilText: string, atmText: string): StationCheck {
  const soil = parseSoil(soilText);
  const wettings: Wetting[] = detectWettings(soilSamples(soil));
  const hours = rainHours(parseAtm(atmText));
  const onsets = wettings.map((w) => w.onset);

  // (a) Days of heavy rain on warm soil, and whether an onset came within 12 h of their rain.
  const byDay = new Map<number, { t: number; mm: number }[]>();
  for (const h of hours) {
    const day = Math.floor(h.t / DAY) * DAY;
    const list = byDay.get(day) ?? [];
    list.push(h);
    byDay.set(day, list);
  }
  const minTemp = dailyMinTemperature(soil);
  let heavyDays = 0;
  let heavyDaysWithOnset = 0;
  const missedDays: string[] = [];
  for (const [day, list] of byDay) {
    const total = list.reduce((s, h) => s + h.mm, 0);
    const t = minTemp.get(day);
    if (total < HEAVY_DAY_MM || t === undefined || t <= FREEZE_LIMIT_C) continue;
    heavyDays++;
    const wet = list.filter((h) => h.mm > 0);
    const from = wet[0]!.t - ONSET_WITHIN_S;
    const to = wet[wet.length - 1]!.t + HOUR + ONSET_WITHIN_S;
    if (onsets.some((o) => o >= from && o <= to)) heavyDaysWithOnset++;
    else missedDays.push(`${new Date(day * 1000).toISOString().slice(0, 10)} (${total.toFixed(1)} mm)`);
  }

  // (b) Each wetting classified against the gauge.
  const kinds: Record<string, number> = { rain: 0, irrigation: 0, unexplained: 0 };
  const irrigationsBySeason: Record<string, number> = {};
  const noGaugeRain = { freezeThaw: 0, gaugeMiss: 0 };
  let gaugeUnknown = 0;
  for (const w of wettings) {
    const rain = rainAround(hours, w.onset);
    const kind = classifyWetting(w, { rain, irrigations: [] });
    kinds[kind] = (kinds[kind] ?? 0) + 1;
    if (kind === 'irrigation' && inSeason(w.onset)) {
      const year = String(new Date(w.onset * 1000).getUTCFullYear());
      irrigationsBySeason[year] = (irrigationsBySeason[year] ?? 0) + 1;
    }
    if (rain === null) {
      gaugeUnknown++;
      continue;
    }
    const near = rain
      .filter((h) => h.t + HOUR > w.onset - 48 * HOUR && h.t < w.onset + 6 * HOUR)
      .reduce((s, h) => s + h.mm, 0);
    if (near < 1) {
      if (w.nearFreeze) noGaugeRain.freezeThaw++;
      else noGaugeRain.gaugeMiss++;
    }
  }
  return {
    station,
    heavyDays,
    heavyDaysWithOnset,
    missedDays,
    wettings: wettings.length,
    kinds,
    irrigationsBySeason,
    noGaugeRain,
    gaugeUnknown,
  };
}

export function formatCheck(c: StationCheck): string {
  const share = c.heavyDays === 0 ? 'n/a' : `${((100 * c.heavyDaysWithOnset) / c.heavyDays).toFixed(1)} %`;
  const seasons = Object.entries(c.irrigationsBySeason);
  const worst = Math.max(0, ...seasons.map(([, n]) => n));
  return [
    `${c.station}: ${c.wettings} wettings (${c.kinds.rain} rain, ${c.kinds.irrigation} irrigation, ` +
      `${c.kinds.unexplained} unexplained; ${c.gaugeUnknown} outside the gauge's record)`,
    `  (a) days with >= ${HEAVY_DAY_MM} mm on soil above ${FREEZE_LIMIT_C} C with an onset within 12 h: ` +
      `${c.heavyDaysWithOnset} / ${c.heavyDays} = ${share} (target >= 90 ` +
      `%)${c.missedDays.length ? `; missed: ${c.missedDays.join(', ')}` : ''}`,
    `  (b) irrigation per growing season (Apr-Oct): ` +
      `${seasons.length ? seasons.map(([y, n]) => `${y}: ${n}`).join(', ') : 'none'}; worst ${worst} (target <= 1)`,
    `  wettings with no gauge rain (< 1 mm from -48 h to +6 h): ${c.noGaugeRain.gaugeMiss} gauge misses, ` +
      `${c.noGaugeRain.freezeThaw} within two days of frozen soil`,
  ].join('\n');
}

if (process.argv[1] !== undefined && import.meta.filename === process.argv[1]) {
  const dir = fileURLToPath(new URL('../../shared/data/soil/kings-creek/', import.meta.url));
  if (!existsSync(dir)) {
    console.log(
      `No reference data at ${dir}: nothing to check (the Kings Creek files are not part of the repository).`,
    );
    process.exit(0);
  }
  let ok = true;
  for (const s of STATIONS) {
    const c = checkStation(
      s,
      readFileSync(`${dir}soil/${s}_soil.csv`, 'utf8'),
      readFileSync(`${dir}atm/${s}_atm.csv`, 'utf8'),
    );
    console.log(formatCheck(c));
    ok &&=
      c.heavyDays > 0 &&
      c.heavyDaysWithOnset / c.heavyDays >= 0.9 &&
      Object.values(c.irrigationsBySeason).every((n) => n <= 1);
  }
  console.log(ok ? 'Both targets hold on both stations.' : 'A target is missed (see above).');
  process.exitCode = ok ? 0 : 1;
}
