/**
 * ET0 for a station's daily records in CSV: columns date (yyyy-mm-dd), tmin_c, tmax_c, ea_kpa
 * (or tdew_c), rs_mj_m2, wind_ms, in any order, a blank cell for a missing value. The answer is
 * `date,et0_mm`, one row per input row, blank where an input the method needs is missing: no
 * value is guessed, so a gap in the station's record stays a gap.
 */
import { dailyEt0, dayOfYear, type Site } from './et0';

export interface StationOptions extends Site {
  /** Height of the anemometer, m. */
  windHeight: number;
}

const REQUIRED = ['date', 'tmin_c', 'tmax_c', 'rs_mj_m2', 'wind_ms'] as const;

export function et0Csv(text: string, opts: StationOptions): string {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
  if (lines.length === 0) throw new Error('The CSV is empty: it needs a header row.');
  const header = lines[0]!.split(',').map((h) => h.trim().toLowerCase());
  const col = (name: string) => header.indexOf(name);
  const missing = REQUIRED.filter((c) => col(c) < 0);
  if (missing.length) throw new Error(`The CSV has no column ${missing.join(', ')} (found: ${header.join(', ')}).`);
  if (col('ea_kpa') < 0 && col('tdew_c') < 0) throw new Error('The CSV needs a humidity column: ea_kpa or tdew_c.');

  const out = ['date,et0_mm'];
  for (const [i, line] of lines.slice(1).entries()) {
    const cells = line.split(',').map((c) => c.trim());
    const num = (name: string): number | undefined => {
      const at = col(name);
      if (at < 0 || cells[at] === undefined || cells[at] === '') return undefined;
      const v = Number(cells[at]);
      if (!Number.isFinite(v)) throw new Error(`Row ${i + 2}: ${name} "${cells[at]}" is not a number.`);
      return v;
    };
    const date = cells[col('date')] ?? '';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`Row ${i + 2}: date "${date}" is not yyyy-mm-dd.`);
    const [tmin, tmax, rs, wind] = [num('tmin_c'), num('tmax_c'), num('rs_mj_m2'), num('wind_ms')];
    const ea = num('ea_kpa');
    const tdew = num('tdew_c');
    if (
      tmin === undefined ||
      tmax === undefined ||
      rs === undefined ||
      wind === undefined ||
      (ea === undefined && tdew === undefined)
    ) {
      out.push(`${date},`);
      continue;
    }
    const et0 = dailyEt0(
      { tmin, tmax, rs, wind, windHeight: opts.windHeight, ...(ea !== undefined ? { ea } : { tdew }) },
      opts,
      dayOfYear(date),
    );
    out.push(`${date},${et0.toFixed(2)}`);
  }
  return `${out.join('\n')}\n`;
}
