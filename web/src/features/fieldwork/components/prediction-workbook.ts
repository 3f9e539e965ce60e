/**
 * The prediction table as an .xlsx (exceljs, loaded only when an admin asks for the file): the
 * sensor names on the first row, each merged over its columns, the column names on the second, then
 * one row per time with the local date and time as shown on the page. Blank cells stay empty.
 * When the stack's weather is simulated, a note row comes first, so a file passed on without the
 * page still says its forecasts rest on made-up weather.
 */
import { SIMULATED_WEATHER } from '@shared/weather/simulated';
import type { PredictionTable } from './prediction-model';

type ExcelModule = typeof import('exceljs');

/** exceljs is CommonJS in Node and a UMD bundle in the browser: its classes sit on default or the module itself. */
async function loadExcel(): Promise<ExcelModule> {
  const mod = (await import('exceljs')) as ExcelModule & { default?: ExcelModule };
  return mod.default ?? mod;
}

export async function predictionWorkbook(
  table: PredictionTable,
  timeLabel: (ms: number) => string,
  simulatedWeather = false,
): Promise<ArrayBuffer> {
  const { Workbook } = await loadExcel();
  const book = new Workbook();
  const sheet = book.addWorksheet('Prediction');
  // The header rows start below the note when there is one.
  const top = simulatedWeather ? 2 : 1;
  if (simulatedWeather) {
    sheet.addRow([SIMULATED_WEATHER.forecastNote]);
    sheet.getRow(1).font = { bold: true, color: { argb: 'FF9A3412' } };
  }
  sheet.addRow(['Time', ...table.groups.flatMap((g) => g.columns.map((_, i) => (i === 0 ? g.sensor : null)))]);
  sheet.addRow(['', ...table.groups.flatMap((g) => g.columns)]);
  let col = 2;
  for (const g of table.groups) {
    if (g.columns.length > 1) sheet.mergeCells(top, col, top, col + g.columns.length - 1);
    col += g.columns.length;
  }
  sheet.mergeCells(top, 1, top + 1, 1);
  sheet.getRow(top).font = { bold: true };
  sheet.getRow(top + 1).font = { bold: true };
  for (const r of table.rows) sheet.addRow([timeLabel(r.time), ...r.cells.map((v) => (v === null ? null : v))]);
  sheet.getColumn(1).width = 18;
  sheet.views = [{ state: 'frozen', xSplit: 1, ySplit: top + 1 }];
  return (await book.xlsx.writeBuffer()) as ArrayBuffer;
}

/** "Two selected values joined by a hyphen": the user name and the start, made safe as a file name. */
export const predictionFileName = (username: string, start: string) =>
  `${username}-${start}`.replace(/[\\/:*?"<>|\s]+/g, '.') + '.xlsx';
