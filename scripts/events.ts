/**
 * `npm run events -- --soil FILE [--atm FILE] [--json]`: the wettings the detector finds in a
 * station in the Kings Creek CSV format (`timestamp_utc`, `vwc_<d>cm` m³/m³, `temp_<d>cm` °C; the
 * atmosphere file's `precip_total`, mm an hour). With --atm each is classified against the gauge
 * (rain / irrigation / unexplained); without, every kind is `wetting`.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { classifyWetting, detectWettings } from '../lambdas/agronomy/water/wetting-events';
import { parseAtm, parseSoil } from './backtest/station';
import { rainAround, rainHours, soilSamples } from './events/station-samples';

const usage = 'Usage: npm run events -- --soil FILE [--atm FILE] [--json]';

export interface EventRow {
  onset_utc: string;
  peak_utc: string;
  depth_reached_cm: number;
  arrived_mm: number;
  kind: 'rain' | 'irrigation' | 'unexplained' | 'wetting';
}

const iso = (s: number) => new Date(s * 1000).toISOString().replace('.000Z', 'Z');

export function eventRows(soilText: string, atmText: string | null): EventRow[] {
  const wettings = detectWettings(soilSamples(parseSoil(soilText)));
  const hours = atmText === null ? null : rainHours(parseAtm(atmText));
  return wettings.map((w) => ({
    onset_utc: iso(w.onset),
    peak_utc: iso(w.peak),
    depth_reached_cm: w.depthReachedCm,
    arrived_mm: w.arrivedMm,
    kind: hours === null ? 'wetting' : classifyWetting(w, { rain: rainAround(hours, w.onset), irrigations: [] }),
  }));
}

export function formatTable(rows: readonly EventRow[]): string {
  const head = ['onset (UTC)', 'peak (UTC)', 'reached', 'arrived', 'kind'];
  const lines = rows.map((r) => [
    r.onset_utc.slice(0, 16).replace('T', ' '),
    r.peak_utc.slice(0, 16).replace('T', ' '),
    `${r.depth_reached_cm} cm`,
    `${r.arrived_mm.toFixed(1)} mm`,
    r.kind,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const fmt = (cells: string[]) =>
    cells
      .map((c, i) => (i >= 2 && i <= 3 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(r.kind, (counts.get(r.kind) ?? 0) + 1);
  const kinds = [...counts].map(([k, n]) => `${n} ${k}`).join(', ');
  const summary = `${rows.length} wettings${rows.length ? `: ${kinds}` : ''}`;
  return [fmt(head), ...lines.map(fmt), summary].join('\n');
}

if (process.argv[1] !== undefined && import.meta.filename === process.argv[1]) {
  try {
    const { values } = parseArgs({
      args: process.argv.slice(2),
      options: { soil: { type: 'string' }, atm: { type: 'string' }, json: { type: 'boolean' } },
    });
    if (!values.soil) throw new Error(`--soil is required. ${usage}`);
    const rows = eventRows(readFileSync(values.soil, 'utf8'), values.atm ? readFileSync(values.atm, 'utf8') : null);
    console.log(values.json ? JSON.stringify(rows) : formatTable(rows));
  } catch (err) {
    console.error((err as Error).message);
    process.exit(2);
  }
}
