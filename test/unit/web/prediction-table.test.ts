/**
 * The admin prediction table's model and its Excel file: groups per sensor with the 21 columns,
 * rows oldest first, blanks for what the answer lacks, a column copied one value per line, and an
 * .xlsx that exceljs reads back with the same values (with a note row first when the weather is simulated).
 */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { PREDICTION_COLUMNS, type PredictionData } from '@shared/readings/prediction';
import { SIMULATED_WEATHER } from '@shared/weather/simulated';
import { columnText, predictionTable } from '../../../web/src/features/fieldwork/components/prediction-model';
import {
  predictionFileName,
  predictionWorkbook,
} from '../../../web/src/features/fieldwork/components/prediction-workbook';

const cells = (base: number) =>
  Object.fromEntries(PREDICTION_COLUMNS.map((c, i) => [c, Math.round((base + i / 10) * 10) / 10]));

const data: PredictionData = {
  '2026-11-20T02:00:00.000Z': { SENB: cells(30), SENA: { ...cells(20), Layer_3: null } },
  '2026-11-20T00:00:00.000Z': { SENA: cells(10) },
};

describe('prediction table model', () => {
  const table = predictionTable(data);
  it('one group per sensor, sorted, each with Temperature and Layer_0..Layer_19', () => {
    expect(table.groups.map((g) => g.sensor)).toEqual(['SENA', 'SENB']);
    expect(table.groups[0]!.columns).toEqual(['Temperature', ...Array.from({ length: 20 }, (_, i) => `Layer_${i}`)]);
  });
  it('rows are times oldest first; missing sensors and null values are blank cells', () => {
    expect(table.rows.map((r) => new Date(r.time).toISOString())).toEqual([
      '2026-11-20T00:00:00.000Z',
      '2026-11-20T02:00:00.000Z',
    ]);
    const [first, second] = table.rows;
    expect(first!.cells.slice(0, 2)).toEqual([10, 10.1]);
    expect(first!.cells.slice(21)).toEqual(Array(21).fill(null)); // SENB has nothing at 00:00
    expect(second!.cells[1 + 3]).toBeNull(); // SENA Layer_3
    expect(second!.cells[21]).toBe(30);
  });
  it('anything but a finite number from the wire is blank', () => {
    const odd = predictionTable({
      '2026-11-20T00:00:00.000Z': { S: { Temperature: 'x' as unknown as number, Layer_0: Number.NaN } },
    });
    expect(odd.rows[0]!.cells.slice(0, 2)).toEqual([null, null]);
  });
  it('a column copies one value per line, blank where missing', () => {
    expect(columnText(table, 0)).toBe('10\n20');
    expect(columnText(table, 21)).toBe('\n30');
    expect(columnText(table, 4)).toBe('10.4\n'); // SENA Layer_3: 10.4, then null
  });
});

describe('prediction workbook', () => {
  it('exceljs reads back the same values under the same headers', async () => {
    const table = predictionTable(data);
    const label = (ms: number) => new Date(ms).toISOString().slice(0, 16);
    const buffer = await predictionWorkbook(table, label);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(buffer);
    const sheet = book.getWorksheet('Prediction')!;
    expect(sheet.getCell(1, 1).value).toBe('Time');
    expect(sheet.getCell(1, 2).value).toBe('SENA');
    expect(sheet.getCell(1, 23).value).toBe('SENB');
    expect(sheet.getCell(1, 2).isMerged && sheet.getCell(1, 22).isMerged).toBe(true);
    const subHeaders = Array.from({ length: 42 }, (_, i) => sheet.getCell(2, i + 2).value);
    expect(subHeaders).toEqual([...PREDICTION_COLUMNS, ...PREDICTION_COLUMNS]);
    for (const [i, row] of table.rows.entries()) {
      const read = sheet.getRow(i + 3);
      expect(read.getCell(1).value).toBe(label(row.time));
      row.cells.forEach((v, j) => expect(read.getCell(j + 2).value ?? null).toBe(v));
    }
    expect(sheet.rowCount).toBe(2 + table.rows.length);
  });
  it('with simulated weather a note row comes first and the table follows it unchanged', async () => {
    const table = predictionTable(data);
    const label = (ms: number) => new Date(ms).toISOString().slice(0, 16);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await predictionWorkbook(table, label, true));
    const sheet = book.getWorksheet('Prediction')!;
    expect(sheet.getCell(1, 1).value).toBe(SIMULATED_WEATHER.forecastNote);
    expect(sheet.getCell(2, 1).value).toBe('Time');
    expect(sheet.getCell(2, 2).value).toBe('SENA');
    expect(sheet.getCell(2, 2).isMerged && sheet.getCell(2, 22).isMerged).toBe(true);
    expect(sheet.getCell(3, 2).value).toBe(PREDICTION_COLUMNS[0]);
    expect(sheet.getRow(4).getCell(1).value).toBe(label(table.rows[0]!.time));
    expect(sheet.rowCount).toBe(3 + table.rows.length);
    // Real weather: no note anywhere in the file.
    const real = new ExcelJS.Workbook();
    await real.xlsx.load(await predictionWorkbook(table, label, false));
    const texts: unknown[] = [];
    real.getWorksheet('Prediction')!.eachRow((row) => row.eachCell((c) => texts.push(c.value)));
    expect(texts).not.toContain(SIMULATED_WEATHER.forecastNote);
  });
  it('the file is named from the user name and the start, joined by a hyphen', () => {
    expect(predictionFileName('demo', '2026-11-20T10:30')).toBe('demo-2026-11-20T10.30.xlsx');
    expect(predictionFileName('a/b', '2026-11-20')).toBe('a.b-2026-11-20.xlsx');
  });
});
