/**
 * The prediction table's shape, from the API's time → sensor → column map: one group per sensor
 * (sorted), the columns of PREDICTION_COLUMNS under each, one row per time (oldest first). Cells
 * the answer lacks are null and shown blank. Pure, so the page, the copy and the workbook agree.
 */
import { PREDICTION_COLUMNS, type PredictionColumn, type PredictionData } from '@shared/readings/prediction';

export interface PredictionTable {
  groups: { sensor: string; columns: readonly PredictionColumn[] }[];
  rows: { time: number; cells: (number | null)[] }[];
}

export function predictionTable(data: PredictionData): PredictionTable {
  const times = Object.keys(data).sort((a, b) => Date.parse(a) - Date.parse(b));
  const sensors = [...new Set(times.flatMap((t) => Object.keys(data[t] ?? {})))].sort();
  const groups = sensors.map((sensor) => ({ sensor, columns: PREDICTION_COLUMNS }));
  const rows = times.map((t) => ({
    time: Date.parse(t),
    cells: sensors.flatMap((s) => PREDICTION_COLUMNS.map((c) => valueOf(data[t]?.[s]?.[c]))),
  }));
  return { groups, rows };
}

/** Only finite numbers are values: anything else from the wire is a blank cell. */
const valueOf = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** A column's values, one per line, blank where missing: what double-clicking its header copies. */
export function columnText(table: PredictionTable, index: number): string {
  return table.rows.map((r) => (r.cells[index] === null ? '' : String(r.cells[index]))).join('\n');
}
