/**
 * `npm run soil-points -- --soil FILE [--by-year] [--json] [--refill]`: the full point (field
 * capacity) each depth of a station in the Kings Creek CSV format drains to after its wettings
 * (median over the usable wettings, their number and interquartile range), and the refill point
 * where drying visibly slows when the data show it. With --by-year, one set per calendar year of
 * onsets. The JSON rows are `{ depth_cm, full_point, n_events, spread }` (and `year`); --refill
 * adds `refill_point` and `refill_basis` to them (the table always shows the refill point).
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { suggestSoilPoints, type SoilPoints } from '../lambdas/agronomy/water/soil-points';
import { detectWettings, type SoilSample } from '../lambdas/agronomy/water/wetting-events';
import { parseSoil } from './backtest/station';
import { soilSamples } from './events/station-samples';

const usage = 'Usage: npm run soil-points -- --soil FILE [--by-year] [--json] [--refill]';

export interface SoilPointRow {
  year?: number;
  depth_cm: number;
  full_point: number | null;
  n_events: number;
  /** Interquartile range of the events' full points, % VWC. */
  spread: number | null;
  refill_point?: number | null;
  refill_basis?: SoilPoints['refillBasis'];
}

const row = (p: SoilPoints, year?: number): SoilPointRow => ({
  ...(year === undefined ? {} : { year }),
  depth_cm: p.depthCm,
  full_point: p.fullPoint,
  n_events: p.nEvents,
  spread: p.spread,
  refill_point: p.refillPoint,
  refill_basis: p.refillBasis,
});

const yearOf = (s: number) => new Date(s * 1000).getUTCFullYear();

export function soilPointRows(soilText: string, byYear: boolean): SoilPointRow[] {
  const samples = soilSamples(parseSoil(soilText));
  const wettings = detectWettings(samples);
  if (!byYear) return suggestSoilPoints(samples, wettings).map((p) => row(p));
  const years = [...new Set(samples.map((s) => yearOf(s.t)))].sort((a, b) => a - b);
  return years.flatMap((y) => {
    // The year's wettings, and its readings with a week either side so a late wetting can drain.
    const from = Date.UTC(y, 0, 1) / 1000;
    const to = Date.UTC(y + 1, 0, 1) / 1000;
    const inYear: SoilSample[] = samples.filter((s) => s.t >= from - 7 * 86_400 && s.t < to + 7 * 86_400);
    return suggestSoilPoints(
      inYear,
      wettings.filter((w) => w.onset >= from && w.onset < to),
    ).map((p) => row(p, y));
  });
}

export function formatRows(rows: readonly SoilPointRow[]): string {
  const show = (v: number | null) => (v === null ? '-' : v.toFixed(1));
  const lines = rows.map(
    (r) =>
      `${r.year === undefined ? '' : `${r.year}  `}${String(r.depth_cm).padStart(3)} cm  full ` +
      `${show(r.full_point).padStart(5)} %  (n ${String(r.n_events).padStart(2)}, IQR ` +
      `${show(r.spread).padStart(4)})  refill ` +
      `${r.refill_point == null ? 'from the refill share' : `${show(r.refill_point ?? null)} % (stress onset)`}`,
  );
  return lines.join('\n');
}

if (process.argv[1] !== undefined && import.meta.filename === process.argv[1]) {
  try {
    const { values } = parseArgs({
      args: process.argv.slice(2),
      options: {
        soil: { type: 'string' },
        'by-year': { type: 'boolean' },
        json: { type: 'boolean' },
        refill: { type: 'boolean' },
      },
    });
    if (!values.soil) throw new Error(`--soil is required. ${usage}`);
    const rows = soilPointRows(readFileSync(values.soil, 'utf8'), values['by-year'] === true);
    const bare = ({ refill_point: _point, refill_basis: _basis, ...rest }: SoilPointRow) => rest;
    console.log(values.json ? JSON.stringify(values.refill ? rows : rows.map(bare)) : formatRows(rows));
  } catch (err) {
    console.error((err as Error).message);
    process.exit(2);
  }
}
