/**
 * A station in the Kings Creek CSV format: a soil file (`timestamp_utc`, then `vwc_<d>cm` in
 * m³/m³ and `temp_<d>cm` in °C for each depth d) and an atmosphere file (`timestamp_utc`,
 * `precip_total` mm, `temp_air` °C, `vapor_pressure` kPa, `solar_rad` W/m², `wind_speed` m/s),
 * hourly, UTC, an empty cell (or NaN) for a missing value. Moisture is turned into percent, the
 * unit the product stores.
 */

export interface SoilSeries {
  depthsCm: number[];
  /** Epoch ms of each row, ascending. */
  times: number[];
  /** moisture[row][depth], percent. */
  moisture: (number | null)[][];
  /** Soil temperature at the shallowest depth, °C. */
  temperature: (number | null)[];
  /** temperatures[row][depth], °C (null where the file has no temp_<d>cm or the cell is empty). */
  temperatures: (number | null)[][];
}

export interface AtmRow {
  time: number;
  precipMm: number | null;
  airTempC: number | null;
  vapourKpa: number | null;
  solarWm2: number | null;
  windMs: number | null;
}

function table(text: string, name: string): { header: string[]; rows: string[][] } {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
  if (lines.length === 0) throw new Error(`The ${name} file is empty: it needs a header row.`);
  const header = lines[0]!.split(',').map((h) => h.trim().toLowerCase());
  if (!header.includes('timestamp_utc'))
    throw new Error(`The ${name} file has no column timestamp_utc (found: ${header.join(', ')}).`);
  return { header, rows: lines.slice(1).map((l) => l.split(',')) };
}

const cell = (v: string | undefined): number | null => {
  if (v === undefined) return null;
  const t = v.trim();
  if (t === '' || t.toLowerCase() === 'nan') return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
};

function parseTime(v: string | undefined, name: string, row: number): number {
  const t = Date.parse(`${(v ?? '').trim().replace(' ', 'T')}Z`);
  if (!Number.isFinite(t)) throw new Error(`The ${name} file's row ${row + 2} has no valid timestamp_utc ("${v}").`);
  return t;
}

export function parseSoil(text: string): SoilSeries {
  const { header, rows } = table(text, 'soil');
  const depthsCm = header
    .flatMap((h) => /^vwc_(\d+)cm$/.exec(h)?.[1] ?? [])
    .map(Number)
    .sort((a, b) => a - b);
  if (depthsCm.length === 0)
    throw new Error(`The soil file has no vwc_<depth>cm column (found: ${header.join(', ')}).`);
  const at = (name: string) => header.indexOf(name);
  const timeAt = at('timestamp_utc');
  const vwcAt = depthsCm.map((d) => at(`vwc_${d}cm`));
  const tempsAt = depthsCm.map((d) => at(`temp_${d}cm`));
  const tempAt = tempsAt[0]!;
  const out: SoilSeries = { depthsCm, times: [], moisture: [], temperature: [], temperatures: [] };
  rows.forEach((cells, i) => {
    out.times.push(parseTime(cells[timeAt], 'soil', i));
    // Percent, rounded to the sensor's resolution so the figures are not float noise.
    out.moisture.push(
      vwcAt.map((c) => {
        const v = cell(cells[c]);
        return v === null ? null : Math.round(v * 1e5) / 1e3;
      }),
    );
    out.temperature.push(tempAt < 0 ? null : cell(cells[tempAt]));
    out.temperatures.push(tempsAt.map((c) => (c < 0 ? null : cell(cells[c]))));
  });
  return out;
}

export function parseAtm(text: string): AtmRow[] {
  const { header, rows } = table(text, 'atmosphere');
  if (!header.includes('precip_total'))
    throw new Error(`The atmosphere file has no column precip_total (found: ${header.join(', ')}).`);
  const at = (name: string) => header.indexOf(name);
  const col = {
    time: at('timestamp_utc'),
    precip: at('precip_total'),
    t: at('temp_air'),
    ea: at('vapor_pressure'),
    rs: at('solar_rad'),
    wind: at('wind_speed'),
  };
  return rows.map((cells, i) => ({
    time: parseTime(cells[col.time], 'atmosphere', i),
    precipMm: col.precip < 0 ? null : cell(cells[col.precip]),
    airTempC: col.t < 0 ? null : cell(cells[col.t]),
    vapourKpa: col.ea < 0 ? null : cell(cells[col.ea]),
    solarWm2: col.rs < 0 ? null : cell(cells[col.rs]),
    windMs: col.wind < 0 ? null : cell(cells[col.wind]),
  }));
}
