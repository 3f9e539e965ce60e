/** `npm run et0`: a station's daily CSV in, `date,et0_mm` out, gaps kept as gaps. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { et0Csv } from '../../../lambdas/agronomy/evaporation/et0-csv';

// FAO-56 example 18 (Uccle, 6 July) with its published ea and Rs; wind 10 km/h at 10 m.
const UCCLE = { latitude: 50.8, elevation: 100, windHeight: 10 };

describe('et0Csv', () => {
  it('computes each day, keeps blanks where an input is missing, and takes tdew for ea', () => {
    const csv = [
      'date,tmin_c,tmax_c,ea_kpa,rs_mj_m2,wind_ms',
      '2026-07-06,12.3,21.5,1.409,22.07,2.7778',
      '2026-07-07,,21.5,1.409,22.07,2.7778',
      '2026-07-08,12.3,21.5,,22.07,2.7778',
      '2026-07-09,12.3,21.5,1.409,,2.7778',
    ].join('\n');
    expect(et0Csv(csv, UCCLE)).toBe('date,et0_mm\n2026-07-06,3.88\n2026-07-07,\n2026-07-08,\n2026-07-09,\n');
    // ea 1.409 kPa is a dew point of about 12.07 °C; columns in another order.
    const withDew = 'wind_ms,date,tdew_c,tmax_c,tmin_c,rs_mj_m2\r\n2.7778,2026-07-06,12.07,21.5,12.3,22.07\r\n';
    expect(et0Csv(withDew, UCCLE)).toBe('date,et0_mm\n2026-07-06,3.88\n');
  });

  it('says what is wrong with a file it cannot read', () => {
    expect(() => et0Csv('', UCCLE)).toThrow(/header/);
    expect(() => et0Csv('date,tmin_c,tmax_c,rs_mj_m2\n', UCCLE)).toThrow(/no column wind_ms/);
    expect(() => et0Csv('date,tmin_c,tmax_c,rs_mj_m2,wind_ms\n', UCCLE)).toThrow(/ea_kpa or tdew_c/);
    expect(() => et0Csv('date,tmin_c,tmax_c,ea_kpa,rs_mj_m2,wind_ms\n06/07/2026,1,2,1,1,1\n', UCCLE)).toThrow(
      /Row 2: date/,
    );
    expect(() => et0Csv('date,tmin_c,tmax_c,ea_kpa,rs_mj_m2,wind_ms\n2026-07-06,cold,2,1,1,1\n', UCCLE)).toThrow(
      /Row 2: tmin_c "cold"/,
    );
  });
});

describe('npm run et0', () => {
  const run = (args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, '../../../scripts/et0.ts'), ...args], {
      encoding: 'utf8',
    });

  it('prints date,et0_mm for a file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'et0-'));
    try {
      const file = join(dir, 'station.csv');
      writeFileSync(file, 'date,tmin_c,tmax_c,ea_kpa,rs_mj_m2,wind_ms\n2026-07-06,12.3,21.5,1.409,22.07,2.7778\n');
      const r = run(['--csv', file, '--lat', '50.8', '--elev', '100', '--wind-height', '10']);
      expect(r.stderr).toBe('');
      expect(r.status).toBe(0);
      expect(r.stdout).toBe('date,et0_mm\n2026-07-06,3.88\n');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses bad arguments with a usage line and exit code 2', () => {
    const r = run(['--csv', 'x.csv', '--lat', '91', '--elev', '0']);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/--lat must be a number from -90 to 90/);
  });
});
