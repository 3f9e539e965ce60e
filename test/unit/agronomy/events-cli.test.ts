/**
 * `npm run events`, `npm run soil-points` and `npm run events:check` on a small synthetic station in the Kings Creek
 * format, written here.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkStation } from '../../../scripts/events-check';

const HOURS = 40 * 24;
const START = Date.UTC(2026, 5, 1);
const stamp = (k: number) => new Date(START + k * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
/** Rain of 20 mm at hour 240 (day 10) and a dry wetting (a sprinkler no gauge saw) at hour 600 (day 25). */
const RAIN_H = 240;
const DRY_WETTING_H = 600;

/**
 * 5 cm dries 0.0015 m³/m³ a day and jumps 0.06 at each wetting, draining half of it over two days; 20 cm follows with
 * 0.02 ten hours later.
 */
function soilCsv(): string {
  const rows = ['timestamp_utc,vwc_5cm,temp_5cm,ec_5cm,vwc_20cm,temp_20cm,ec_20cm,vwc_40cm,temp_40cm,ec_40cm'];
  for (let k = 0; k < HOURS; k++) {
    let v5 = 0.24 - (0.0015 * k) / 24;
    let v20 = 0.28 - (0.0008 * k) / 24;
    for (const at of [RAIN_H, DRY_WETTING_H]) {
      if (k >= at + 1) v5 += 0.06 * (0.5 + 0.5 * Math.exp(-(k - at - 1) / 24));
      if (k >= at + 10) v20 += 0.02;
    }
    const temp5 = (20 + 3 * Math.sin((k / 24) * 2 * Math.PI)).toFixed(1);
    rows.push(
      `${stamp(k)},${v5.toFixed(3)},${temp5},0.5,${v20.toFixed(3)},19.0,0.8,${k === 100 ? '' : '0.320'},18.5,1.0`,
    );
  }
  return `${rows.join('\n')}\n`;
}

function atmCsv(): string {
  const rows = [
    'timestamp_utc,solar_rad,precip_total,wind_direction,wind_speed,wind_gust,temp_air,vapor_pressure,atm_pressure,' +
      'precip_rate_max,vpd',
  ];
  for (let k = 0; k < HOURS; k++)
    rows.push(`${stamp(k)},300,${k === RAIN_H ? '20.0' : '0.0'},180,2.5,4.0,24,1.6,97.0,0.0,1.2`);
  return `${rows.join('\n')}\n`;
}

let dir = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'events-'));
  writeFileSync(join(dir, 'soil.csv'), soilCsv());
  writeFileSync(join(dir, 'atm.csv'), atmCsv());
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = (script: string, args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, '../../../scripts', script), ...args], {
    encoding: 'utf8',
  });

describe('npm run events', () => {
  it('prints each wetting as JSON, kind "wetting" without the gauge', () => {
    const out = run('events.ts', ['--soil', join(dir, 'soil.csv'), '--json']);
    expect(out.status, out.stderr).toBe(0);
    const rows = JSON.parse(out.stdout) as Record<string, unknown>[];
    expect(rows).toHaveLength(2);
    for (const r of rows)
      expect(Object.keys(r).sort()).toEqual(['arrived_mm', 'depth_reached_cm', 'kind', 'onset_utc', 'peak_utc']);
    expect(rows.map((r) => r.kind)).toEqual(['wetting', 'wetting']);
    expect(rows[0]!.onset_utc).toBe(new Date(START + RAIN_H * 3_600_000).toISOString().replace('.000Z', 'Z'));
    expect(rows[0]!.depth_reached_cm).toBe(20);
    // 6 points over 0-12.5 cm and 2 over 12.5-30 cm, less what drained before each peak.
    expect(rows[0]!.arrived_mm as number).toBeGreaterThan(8);
    expect(rows[0]!.arrived_mm as number).toBeLessThanOrEqual(11);
  });

  it('classifies against the gauge with --atm: the rain and the wetting no gauge saw', () => {
    const out = run('events.ts', ['--soil', join(dir, 'soil.csv'), '--atm', join(dir, 'atm.csv'), '--json']);
    expect(out.status, out.stderr).toBe(0);
    expect((JSON.parse(out.stdout) as { kind: string }[]).map((r) => r.kind)).toEqual(['rain', 'irrigation']);
  });

  it('prints a readable table without --json, and says what is missing', () => {
    const out = run('events.ts', ['--soil', join(dir, 'soil.csv'), '--atm', join(dir, 'atm.csv')]);
    expect(out.stdout).toMatch(/onset \(UTC\)\s+peak \(UTC\)/);
    expect(out.stdout).toContain('2 wettings: 1 rain, 1 irrigation');
    const bad = run('events.ts', []);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('--soil is required');
  });
});

describe('npm run soil-points', () => {
  it('prints one row per depth, and per year with --by-year', () => {
    const out = run('soil-points.ts', ['--soil', join(dir, 'soil.csv'), '--json']);
    expect(out.status, out.stderr).toBe(0);
    const rows = JSON.parse(out.stdout) as {
      depth_cm: number;
      full_point: number | null;
      n_events: number;
      spread: number | null;
    }[];
    expect(rows.map((r) => r.depth_cm)).toEqual([5, 20, 40]);
    for (const r of rows) {
      expect(Object.keys(r).sort()).toEqual(['depth_cm', 'full_point', 'n_events', 'spread']);
      // Two wettings are fewer than the three a suggestion needs.
      expect(r.n_events).toBeLessThanOrEqual(2);
      expect(r.full_point).toBeNull();
    }
    const byYear = JSON.parse(
      run('soil-points.ts', ['--soil', join(dir, 'soil.csv'), '--by-year', '--json']).stdout,
    ) as { year: number }[];
    expect(byYear.map((r) => r.year)).toEqual([2026, 2026, 2026]);
    const withRefill = JSON.parse(
      run('soil-points.ts', ['--soil', join(dir, 'soil.csv'), '--json', '--refill']).stdout,
    ) as { refill_point: number | null; refill_basis: string }[];
    // Forty days of steady drying show no slowing: the zone's refill share applies.
    expect(withRefill.map((r) => [r.refill_point, r.refill_basis])).toEqual([
      [null, 'share'],
      [null, 'share'],
      [null, 'share'],
    ]);
  });
});

describe('events:check', () => {
  it('counts heavy-rain days with an onset and the irrigations per season', () => {
    const c = checkStation('synthetic', soilCsv(), atmCsv());
    expect(c.heavyDays).toBe(1);
    expect(c.heavyDaysWithOnset).toBe(1);
    expect(c.irrigationsBySeason).toEqual({ 2026: 1 });
    expect(c.noGaugeRain).toEqual({ freezeThaw: 0, gaugeMiss: 1 });
  });
});
