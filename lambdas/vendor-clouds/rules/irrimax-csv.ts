/**
 * IrriMAX Live's readings export (`cmd=getreadings`): CSV, a `Date Time` column in the logger's
 * local wall-clock time, then one column per channel named `<type><n>(<depth cm>)`: `A` soil
 * moisture (volumetric %), `T` soil temperature (°C), `S` salinity; and `V<n>` the logger's
 * voltages (no depth). Read here into rows of numbers; what they mean for a Fieldwise sensor is
 * irrimax-readings.ts.
 */

export interface IrrimaxColumn {
  /** The header as written, e.g. `A1(10)`. */
  name: string;
  /** `A`, `T`, `S`, `V` … (upper case). */
  type: string;
  /** The channel number (1 for `A1(10)`). */
  index: number;
  /** The depth in cm, null for columns without one (`V1`). */
  depthCm: number | null;
}

export interface IrrimaxRow {
  /** The wall clock as written. */
  text: string;
  /** The wall clock's fields as epoch ms read as UTC (see wall-clock.ts). */
  wall: number;
  /** One value per column (null: empty or not a number). */
  values: (number | null)[];
}

export interface IrrimaxTable {
  columns: IrrimaxColumn[];
  rows: IrrimaxRow[];
  /** Lines that could not be read (a broken time, a short row), by line number from 1. */
  skipped: number[];
}

const COLUMN = /^([A-Za-z])(\d+)(?:\((\d+(?:\.\d+)?)\))?$/;
/** `2026/04/05 02:30:00`, also with dashes, a `T`, or without seconds. */
const WALL = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?$/;

export class IrrimaxFormatError extends Error {}

function parseColumn(header: string): IrrimaxColumn | null {
  const m = COLUMN.exec(header.trim());
  if (!m) return null;
  return { name: header.trim(), type: m[1]!.toUpperCase(), index: Number(m[2]), depthCm: m[3] ? Number(m[3]) : null };
}

export function parseWallClock(text: string): number | null {
  const m = WALL.exec(text.trim());
  if (!m) return null;
  const [y, mo, d, h, mi, s] = [m[1], m[2], m[3], m[4], m[5], m[6] ?? '0'].map(Number) as number[];
  if (mo! < 1 || mo! > 12 || d! < 1 || d! > 31 || h! > 23 || mi! > 59 || s! > 59) return null;
  const wall = Date.UTC(y!, mo! - 1, d!, h!, mi!, s!);
  // 2026/02/31 rolls into March: not a date the logger wrote.
  return new Date(wall).getUTCDate() === d ? wall : null;
}

const splitLine = (line: string) => line.split(',').map((c) => c.trim().replace(/^"(.*)"$/, '$1'));

/**
 * The table of a CSV answer. An empty answer (no readings in the range) is a table with no rows;
 * an answer without a `Date Time` header is not an export (an error page, a message) and throws.
 */
export function parseIrrimaxCsv(text: string): IrrimaxTable {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const headerAt = lines.findIndex((l) => l.trim() !== '');
  if (headerAt < 0) return { columns: [], rows: [], skipped: [] };
  const header = splitLine(lines[headerAt]!);
  if (header[0]?.toLowerCase() !== 'date time')
    throw new IrrimaxFormatError(`not a readings export (first column "${header[0]?.slice(0, 40) ?? ''}")`);
  const columns = header.slice(1).map(parseColumn);
  const rows: IrrimaxRow[] = [];
  const skipped: number[] = [];
  for (let i = headerAt + 1; i < lines.length; i++) {
    if (lines[i]!.trim() === '') continue;
    const cells = splitLine(lines[i]!);
    const wall = parseWallClock(cells[0] ?? '');
    if (wall === null || cells.length < header.length) {
      skipped.push(i + 1);
      continue;
    }
    const values = columns.flatMap((col, c) => {
      if (!col) return [];
      const cell = cells[c + 1] ?? '';
      const n = cell === '' ? NaN : Number(cell);
      return [Number.isFinite(n) ? n : null];
    });
    rows.push({ text: cells[0]!, wall, values });
  }
  return { columns: columns.filter((c): c is IrrimaxColumn => c !== null), rows, skipped };
}
