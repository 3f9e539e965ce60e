/** `npm run backtest` on a small synthetic station in the Kings Creek format, written here. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { persistenceForecast } from '../../../lambdas/agronomy/forecast/forecast-types';
import { profileCheck } from '../../../scripts/backtest/profile-check';
import { localHourIn, percentile, refillScores, trendCrossingH } from '../../../scripts/backtest/refill';
import { replay } from '../../../scripts/backtest/replay';
import { parseSoil } from '../../../scripts/backtest/station';

const HOURS = 240; // ten days, hourly
const START = Date.UTC(2026, 6, 1);
const stamp = (k: number) => new Date(START + k * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

/**
 * 5 cm dries by 0.0005 m³/m³ an hour (0.05 points), so "no change" is off by exactly 0.1 at +2 h
 * and 1.2 at +24 h; 20 cm is flat; 40 cm is missing in one row.
 */
function soilCsv(): string {
  const rows = ['timestamp_utc,vwc_5cm,temp_5cm,ec_5cm,vwc_20cm,temp_20cm,ec_20cm,vwc_40cm,temp_40cm,ec_40cm'];
  for (let k = 0; k < HOURS; k++) {
    const vwc5 = (0.35 - 0.0005 * k).toFixed(4);
    const temp5 = (20 + 4 * Math.sin((k / 24) * 2 * Math.PI)).toFixed(1);
    rows.push(`${stamp(k)},${vwc5},${temp5},0.5,0.300,19.0,0.8,${k === 100 ? '' : '0.320'},18.5,1.0`);
  }
  return `${rows.join('\n')}\n`;
}

/** Dry, sunny, steady weather. */
function atmCsv(): string {
  const rows = [
    'timestamp_utc,solar_rad,precip_total,wind_direction,wind_speed,wind_gust,temp_air,vapor_pressure,atm_pressure,' +
      'precip_rate_max,vpd',
  ];
  for (let k = 0; k < HOURS; k++) {
    const hourLocal = (((k - 6) % 24) + 24) % 24;
    const sun = Math.max(0, Math.sin(((hourLocal - 6) / 12) * Math.PI)) * 800;
    const air = (24 + 6 * Math.sin(((hourLocal - 9) / 24) * 2 * Math.PI)).toFixed(1);
    rows.push(`${stamp(k)},${sun.toFixed(1)},0.0,180,2.5,4.0,${air},1.6,97.0,0.0,1.2`);
  }
  return `${rows.join('\n')}\n`;
}

let dir = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'backtest-'));
  writeFileSync(join(dir, 'soil.csv'), soilCsv());
  writeFileSync(join(dir, 'atm.csv'), atmCsv());
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = (args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, '../../../scripts/backtest.ts'), ...args], {
    encoding: 'utf8',
  });
const station = () => [
  '--soil',
  join(dir, 'soil.csv'),
  '--atm',
  join(dir, 'atm.csv'),
  '--lat',
  '39.1',
  '--lon',
  '-96.6',
  '--elev',
  '370',
];

interface Row {
  depth_cm: number;
  horizon_h: number;
  weather: string;
  model_mae: number;
  model_rmse: number;
  persistence_mae: number;
  persistence_rmse: number;
  n: number;
}

describe('npm run backtest', { timeout: 60_000 }, () => {
  it('prints one JSON array of every depth, horizon and weather run; persistence exact, the model ahead drying', () => {
    const r = run([...station(), '--json']);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const rows = JSON.parse(r.stdout) as Row[];
    expect(rows).toHaveLength(12);
    for (const row of rows)
      expect(Object.keys(row).sort()).toEqual([
        'depth_cm',
        'horizon_h',
        'model_mae',
        'model_rmse',
        'n',
        'persistence_mae',
        'persistence_rmse',
        'weather',
      ]);
    const find = (depth: number, horizon: number, weather: string) =>
      rows.find((x) => x.depth_cm === depth && x.horizon_h === horizon && x.weather === weather)!;
    for (const weather of ['observed', 'none']) {
      // Issued every 2 h at rows 0, 2, … 238; scored where the target row exists.
      const two = find(5, 2, weather);
      const day = find(5, 24, weather);
      expect(two.n).toBe(119);
      expect(day.n).toBe(108);
      expect(two.persistence_mae).toBeCloseTo(0.1, 9);
      expect(two.persistence_rmse).toBeCloseTo(0.1, 9);
      expect(day.persistence_mae).toBeCloseTo(1.2, 9);
      expect(day.persistence_rmse).toBeCloseTo(1.2, 9);
      expect(find(20, 24, weather).persistence_mae).toBe(0);
      // The row without 40 cm is neither an issue's "now" nor a target.
      expect(find(40, 24, weather).n).toBeLessThan(108);
      // Once a day of drying is in the history the model carries it on.
      expect(day.model_mae).toBeLessThan(0.5 * day.persistence_mae);
    }
  });

  it('prints tables, the target line and the profile check as text', () => {
    const r = run(station());
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/weather: the station's observed rain and ET0/);
    expect(r.stdout).toMatch(/weather: none/);
    expect(r.stdout).toMatch(/\s5 cm\s+\+24 h\s+[\d.]+\s+[\d.]+\s+1\.200\s+1\.200/);
    expect(r.stdout).toMatch(/target \(\+24 h, observed weather/);
    expect(r.stdout).toMatch(
      new RegExp(
        String.raw`profile, 20 cm left out and estimated from 5 and 40 cm: ` +
          String.raw`estimateProfile MAE [\d.]+, linear interpolation MAE [\d.]+`,
      ),
    );
  });

  it('with --refill-pct prints { rows, refill }: same rows; per depth threshold, crossings scored, both MAEs', () => {
    const plain = run([...station(), '--json']);
    const r = run([...station(), '--json', '--refill-pct', '50', '--tz', 'UTC']);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout) as { rows: Row[]; refill: Record<string, number>[] };
    expect(out.rows).toEqual(JSON.parse(plain.stdout));
    expect(out.refill.map((x) => x.depth_cm)).toEqual([5, 20, 40]);
    for (const x of out.refill)
      expect(Object.keys(x).sort()).toEqual(['depth_cm', 'model_mae_h', 'n', 'threshold', 'trend_mae_h']);
    // 5 cm falls 1.2 points a day through its median (29.025): crossed within 72 h from the 06:00 issues of the 2 days
    // before.
    const top = out.refill[0]!;
    expect(top.threshold).toBeCloseTo(29.025, 3);
    expect(top.n).toBe(3);
    // A steady fall: the line is exact to the hour the sensor reports; the estimate, which expects
    // drying to slow since the soil was last wetted, is later but within a day.
    expect(top.trend_mae_h).toBeLessThan(1);
    expect(top.model_mae_h).toBeLessThan(24);
    // Flat depths never cross.
    expect(out.refill[1]!.n).toBe(0);
    const text = run([...station(), '--refill-pct', '50', '--tz', 'UTC']);
    expect(text.stdout).toMatch(/time to refill \(threshold: each depth's 50th percentile/);
    expect(run([...station(), '--refill-pct', '0']).stderr).toMatch(/--refill-pct must be a number from 1 to 99/);
    expect(run([...station(), '--refill-pct', '30', '--tz', 'Mars/Olympus']).stderr).toMatch(
      /--tz must be an IANA time zone/,
    );
  });

  it('refuses a missing file argument or a bad coordinate with exit code 2', () => {
    const noAtm = run(['--soil', join(dir, 'soil.csv'), '--lat', '39', '--lon', '-96', '--elev', '300']);
    expect(noAtm.status).toBe(2);
    expect(noAtm.stderr).toMatch(/--soil and --atm are both required/);
    const badLon = run([...station().slice(0, 6), '--lon', '200', '--elev', '370']);
    expect(badLon.status).toBe(2);
    expect(badLon.stderr).toMatch(/--lon must be a number from -180 to 180/);
  });
});

describe('replay and the profile check', () => {
  it('scores persistence against itself as neither better nor worse; checks the middle of a straight profile', () => {
    const soil = parseSoil(soilCsv());
    const scores = replay(soil, { model: persistenceForecast, weather: null, latitude: 39 });
    for (const s of scores) expect(s.model_mae).toBe(s.persistence_mae);
    // 5 cm from 35 down to 23.05, 20 cm flat at 30, 40 cm flat at 32: the line between 5 and 40 cm misses 20 cm by a
    // known amount.
    const check = profileCheck(soil)!;
    expect(check.depth_cm).toBe(20);
    expect(check.n).toBe(HOURS - 1);
    expect(check.linear_mae).toBeCloseTo(check.profile_mae, 9);
  });
});

describe('time-to-refill scoring', () => {
  it('takes percentiles, local 06:00 and the 24 h line as the baseline says', () => {
    expect(percentile([4, 1, 3, 2], 50)).toBe(2.5);
    expect(percentile([1, 2, 3, 4, 5], 20)).toBeCloseTo(1.8, 12);
    const chicago = localHourIn('America/Chicago');
    expect(chicago(Date.UTC(2026, 6, 1, 11))).toBe(6); // CDT, UTC−5
    expect(chicago(Date.UTC(2026, 0, 1, 12))).toBe(6); // CST, UTC−6
    const times = Array.from({ length: 30 }, (_, k) => START + k * 3_600_000);
    const falling = times.map((_, k) => 30 - 0.1 * k);
    expect(trendCrossingH(times, falling, 29, 26)).toBeCloseTo((falling[29]! - 26) / 0.1, 9);
    expect(
      trendCrossingH(
        times,
        times.map(() => 30),
        29,
        26,
      ),
    ).toBe(Infinity);
  });

  it('scores a forecast that says no crossing, when the soil did cross, at 72 h rather than dropping it', () => {
    // Flat for a week, then a sudden fall at 12:00 UTC on day 7 (from 0): the line and the estimate both see no drying.
    const hours = 10 * 24;
    const soil = {
      depthsCm: [5],
      times: Array.from({ length: hours }, (_, k) => START + k * 3_600_000),
      moisture: Array.from({ length: hours }, (_, k) => [k < 7 * 24 + 12 ? 30 : 20] as (number | null)[]),
      temperature: Array.from({ length: hours }, () => 18),
      temperatures: Array.from({ length: hours }, () => [18]),
    };
    const [s] = refillScores(soil, { percentile: 20, weather: [], latitude: 39, timeZone: 'UTC' });
    // The 06:00 issues of days 5, 6 and 7 see the fall within 72 h (day 4's is 78 h before it).
    expect(s!.n).toBe(3);
    expect(s!.model_missed).toBe(3);
    expect(s!.trend_missed).toBe(3);
    const expected = [54, 30, 6].reduce((a, h) => a + Math.abs(72 - h), 0) / 3;
    expect(s!.model_mae_h).toBeCloseTo(expected, 9);
    expect(s!.trend_mae_h).toBeCloseTo(expected, 9);
  });
});
