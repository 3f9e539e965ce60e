/**
 * `npm run backtest -- --soil FILE --atm FILE --lat DEG --lon DEG --elev M [--every H] [--json]`:
 * replays a station in the Kings Creek CSV format through the forecast model (scripts/backtest/)
 * and prints MAE and RMSE at +2 h and +24 h per depth for the model and for persistence, with and
 * without the station's weather, and the profile's leave-one-depth-out check.
 * With no files it runs Kings Creek stations 03 and 09 from ../shared/data when that exists.
 * `--refill-pct P` adds the time-to-refill check (scripts/backtest/refill.ts) with each depth's P-th
 * percentile as its refill point, issued at 06:00 in `--tz` (default: the Kings Creek stations' zone);
 * with `--json` the answer is then `{ rows, refill }`.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { forecastModel } from '../lambdas/agronomy/forecast/forecast';
import { formatRefill, refillScores } from './backtest/refill';
import { formatRun, runStation } from './backtest/run';

const usage =
  'Usage: npm run backtest -- --soil FILE --atm FILE --lat DEG --lon DEG --elev M [--every H (default 2)] ' +
  '[--refill-pct P [--tz ZONE]] [--json]';
/** The reference stations' time zone and coordinates (the network's metadata/stations.csv). */
const KINGS_CREEK_TZ = 'America/Chicago';
const KINGS_CREEK = [
  { name: 'station_03', latitude: 39.0883712, longitude: -96.5835133, elevation: 370 },
  { name: 'station_09', latitude: 39.1002081, longitude: -96.5624272, elevation: 415 },
];

/**
 * West longitudes and south latitudes are negative: `--lon -96.6` is read as `--lon=-96.6` (parseArgs would take it for
 * an option).
 */
function joinNegativeValues(argv: string[]): string[] {
  const out: string[] = [];
  for (const a of argv) {
    const previous = out[out.length - 1];
    if (/^-\d/.test(a) && previous?.startsWith('--') && !previous.includes('='))
      out[out.length - 1] = `${previous}=${a}`;
    else out.push(a);
  }
  return out;
}

try {
  const { values } = parseArgs({
    args: joinNegativeValues(process.argv.slice(2)),
    options: {
      soil: { type: 'string' },
      atm: { type: 'string' },
      lat: { type: 'string' },
      lon: { type: 'string' },
      elev: { type: 'string' },
      every: { type: 'string' },
      json: { type: 'boolean' },
      'refill-pct': { type: 'string' },
      tz: { type: 'string' },
    },
  });
  const number = (name: string, v: string | undefined, min: number, max: number) => {
    const n = Number(v);
    if (v === undefined || v === '' || !Number.isFinite(n) || n < min || n > max)
      throw new Error(`--${name} must be a number from ${min} to ${max}. ${usage}`);
    return n;
  };
  const everyH = values.every === undefined ? 2 : number('every', values.every, 1, 168);
  const refillPct = values['refill-pct'] === undefined ? null : number('refill-pct', values['refill-pct'], 1, 99);
  const timeZone = values.tz ?? KINGS_CREEK_TZ;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
  } catch {
    throw new Error(`--tz must be an IANA time zone such as America/Chicago. ${usage}`);
  }
  const stations: {
    name: string;
    soil: string;
    atm: string;
    site: { latitude: number; longitude: number; elevation: number };
  }[] = [];
  if (values.soil === undefined && values.atm === undefined) {
    const dir = fileURLToPath(new URL('../../shared/data/soil/kings-creek/', import.meta.url));
    if (!existsSync(dir)) {
      console.log(`No station files given and no reference data at ${dir}: nothing to replay. ${usage}`);
      process.exit(0);
    }
    for (const s of KINGS_CREEK)
      stations.push({
        name: `Kings Creek ${s.name}`,
        soil: `${dir}soil/${s.name}_soil.csv`,
        atm: `${dir}atm/${s.name}_atm.csv`,
        site: s,
      });
  } else {
    if (!values.soil || !values.atm) throw new Error(`--soil and --atm are both required. ${usage}`);
    const site = {
      latitude: number('lat', values.lat, -90, 90),
      longitude: number('lon', values.lon, -180, 180),
      elevation: number('elev', values.elev, -500, 9000),
    };
    stations.push({ name: values.soil, soil: values.soil, atm: values.atm, site });
  }
  const all: object[] = [];
  const refill: object[] = [];
  for (const s of stations) {
    const started = performance.now();
    const run = runStation(s, s.site, forecastModel, everyH);
    const named = <T extends object>(x: T) => (stations.length > 1 ? { station: s.name, ...x } : x);
    const times =
      refillPct === null
        ? null
        : refillScores(run.soil, { percentile: refillPct, weather: run.weather, latitude: s.site.latitude, timeZone });
    if (values.json) {
      all.push(...run.scores.map(named));
      if (times)
        refill.push(
          ...times.map(({ depth_cm, threshold, n, model_mae_h, trend_mae_h }) =>
            named({ depth_cm, threshold, n, model_mae_h, trend_mae_h }),
          ),
        );
    } else {
      const text = times ? `${formatRun(s.name, run)}\n${formatRefill(times, refillPct!)}` : formatRun(s.name, run);
      console.log(`${text}\n  (${((performance.now() - started) / 1000).toFixed(1)} s)\n`);
    }
  }
  if (values.json) console.log(JSON.stringify(refillPct === null ? all : { rows: all, refill }));
} catch (err) {
  console.error((err as Error).message);
  process.exit(2);
}
