/**
 * `npm run et0 -- --csv FILE --lat DEG --elev M [--wind-height M]`: daily FAO-56 reference
 * evapotranspiration for a station's records (columns: lambdas/agronomy/evaporation/et0-csv.ts), printed
 * as `date,et0_mm` on stdout.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { et0Csv } from '../lambdas/agronomy/evaporation/et0-csv';

const usage = 'Usage: npm run et0 -- --csv FILE --lat DEG --elev M [--wind-height M (default 2)]';
try {
  const { values } = parseArgs({
    options: {
      csv: { type: 'string' },
      lat: { type: 'string' },
      elev: { type: 'string' },
      'wind-height': { type: 'string' },
    },
  });
  const number = (name: string, v: string | undefined, min: number, max: number) => {
    const n = Number(v);
    if (v === undefined || v === '' || !Number.isFinite(n) || n < min || n > max)
      throw new Error(`--${name} must be a number from ${min} to ${max}. ${usage}`);
    return n;
  };
  if (!values.csv) throw new Error(`--csv is required. ${usage}`);
  const site = {
    latitude: number('lat', values.lat, -90, 90),
    elevation: number('elev', values.elev, -500, 9000),
    windHeight: values['wind-height'] === undefined ? 2 : number('wind-height', values['wind-height'], 0.5, 100),
  };
  process.stdout.write(et0Csv(readFileSync(values.csv, 'utf8'), site));
} catch (err) {
  console.error((err as Error).message);
  process.exit(2);
}
