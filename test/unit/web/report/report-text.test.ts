/**
 * The PDF's text in the person's language and units, read back from a real PDF (jsPDF and
 * jspdf-autotable write it, pdftotext reads it, as the font test does): English (Australia) metric
 * as the spec names it; a US-customary grower's in °F, in and ac with US dates; a Spanish grower's
 * in Spanish, its letters (á é í ó ú ñ ¿ ¡ °) printed by the built-in font, no font file fetched.
 * The pictures are stand-ins: the charts' drawing is the browser's (test/e2e/report.test.ts).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import { describe, expect, it } from 'vitest';
import type { Polygon } from '@shared/geo';
import type { WaterBudgetAnswer } from '@shared/irrigation/water-budget';
import type { Locale } from '@shared/i18n/locales';
import type { ZoneParams } from '@shared/management/views';
import type { SensorMoisture } from '@shared/readings/views';
import type { UnitSystem } from '@shared/units';
import type { EncodedImage } from '../../../../web/src/features/report/pdf/chart-images';
import { fitsStandardFont } from '../../../../web/src/features/report/pdf/report-font';
import { writeReport, type ReportInput } from '../../../../web/src/features/report/pdf/write-report';
import { wordsFor } from './support/words';

/** A JPEG header jsPDF can size (APP0, then SOF0 with the dimensions); pdftotext never decodes it. */
function standInJpeg(widthPx: number, heightPx: number): EncodedImage {
  const app0 = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0, 0];
  const sof0 = [0xff, 0xc0, 0x00, 0x11, 0x08, heightPx >> 8, heightPx & 255, widthPx >> 8, widthPx & 255, 0x03];
  const components = [0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01];
  return { bytes: new Uint8Array([0xff, 0xd8, ...app0, ...sof0, ...components, 0xff, 0xd9]), widthPx, heightPx };
}

const zone: ZoneParams = {
  id: 'z1',
  zonename: 'North Block East',
  field_id: 'f1',
  croptype: 'Corn',
  interest_layer: 100,
  points: { type: 'Polygon', coordinates: [] },
  soiltype_25: 'Loam',
  soiltype_75: 'Loam',
  soiltype_125: 'Clay',
  wpoint_50: 10,
  wpoint_100: 15,
  wpoint_150: 20,
  fcapacity_50: 25,
  fcapacity_100: 31,
  fcapacity_150: 35,
  saturation_50: 40,
  saturation_100: 45,
  saturation_150: 50,
};

const budget: WaterBudgetAnswer = {
  weeks: [
    {
      week_start: '2026-11-16',
      days: 7,
      rain_mm: 25.4,
      irrigation_mm: 12.7,
      etc_mm: 28,
      storage_change_mm: 4,
      balance_mm: 3,
    },
  ],
  totals: { rain_mm: 25.4, irrigation_mm: 12.7, etc_mm: 28, storage_change_mm: 4, balance_mm: 3 },
  basis: {
    time_zone: 'Australia/Sydney',
    start: 0,
    end: 0,
    crop: null,
    crop_name: null,
    planting_date: null,
    kc_source: 'default',
    kc_note: 'Kc 1 (ETc = ET0)',
    root_depth_cm: 30,
    root_depth_source: 'default',
    sensor_ids: ['S1'],
    storage_note: null,
    weather_source: 'simulated',
    irrigation_entries: 1,
  },
} as WaterBudgetAnswer;

const sensor: SensorMoisture = {
  sensor_id: 'S1',
  alias: 'S1',
  points: { type: 'Point', coordinates: [150.0005, -33.0005] },
  moisture: [
    {
      time: Date.parse('2026-11-20T02:00:00Z'),
      cap50_percent: 30,
      cap100_percent: 25,
      cap150_percent: 33,
      temperature: 20,
      battery_vol: 3.9,
    },
  ],
  prediction: [],
  pastPrediction: [],
  skill: [],
  zone: { ...zone, sensors: ['S1'] },
} as SensorMoisture;

/** A square field of about 1 ha near Sydney. */
const outline: Polygon = {
  type: 'Polygon',
  coordinates: [
    [
      [150, -33],
      [150.00107, -33],
      [150.00107, -33.0009],
      [150, -33.0009],
      [150, -33],
    ],
  ],
};

function input(locale: Locale, units: UnitSystem): ReportInput {
  return {
    farmName: 'Riverbend',
    fieldName: 'North Block',
    fieldOutline: outline,
    startDate: new Date(2026, 10, 16),
    endDate: new Date(2026, 10, 23),
    fromMs: Date.parse('2026-11-16T00:00:00Z'),
    toMs: Date.parse('2026-11-23T00:00:00Z'),
    userName: 'demo',
    generatedAt: new Date(2026, 10, 24, 14, 5),
    zones: [
      {
        zone,
        summary: {
          depthCm: 50,
          daysWithData: 8,
          daysBelowWiltingPoint: 1,
          daysAboveFieldCapacity: 0,
          totalRainMm: 25.4,
          totalEt0Mm: 30,
          latestMoisture: 25,
          refillPoint: 23,
          aboveRefillBy: 2,
          latestTemperatureC: 20,
          advice: 'advice',
        },
        budgets: { range: budget, season: null },
        notes: [
          {
            note_id: 'nt_1',
            field_id: 'f1',
            zone_id: null,
            text: 'Pump serviced.',
            advice: { mm: 25, by: '2026-12-03' },
            author: 'demo',
            author_name: 'demo',
            role: 'owner',
            created_at: '2026-11-21T09:00:00.000Z',
          },
        ],
      },
    ],
    mapZones: [],
    mapSensors: [],
    evaporation: [{ date: '20-11-2026', evaporation: 4 }],
    sensors: [sensor],
    simulatedWeather: true,
    events: [],
    words: wordsFor(locale, units),
  };
}

async function reportText(locale: Locale, units: UnitSystem): Promise<{ text: string; fonts: string[] }> {
  const doc = new jsPDF({ unit: 'mm', format: 'a4', orientation: 'portrait', compress: true });
  const fonts: string[] = [];
  await writeReport(
    doc,
    autoTable,
    input(locale, units),
    { map: standInJpeg(760, 380), evaporation: standInJpeg(760, 300), sensors: [standInJpeg(760, 300)] },
    async (url) => {
      fonts.push(url);
      throw new Error('no font file should be needed');
    },
  );
  const dir = mkdtempSync(join(tmpdir(), 'report-text-'));
  try {
    const path = join(dir, 'r.pdf');
    writeFileSync(path, Buffer.from(doc.output('arraybuffer')));
    return { text: execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' }), fonts };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The text with its layout's runs of spaces as one. */
const flat = (text: string) => text.replace(/[ \t]+/g, ' ');

describe('the PDF in the person’s language and units', () => {
  it('English (Australia), metric: the spec’s words, mm, cm, ha, °C and dd/MM/yyyy', async () => {
    const { text } = await reportText('en-AU', 'metric');
    const t = flat(text);
    for (const expected of [
      'Field Report',
      'Field area 1.00 ha',
      '16/11/2026 to 23/11/2026',
      '24/11/2026 14:05',
      'Days below wilting point (50 cm) 1 of 8 days',
      'Total rain 25.4 mm (simulated)',
      'Latest soil temperature 20 °C',
      'Rain mm',
      'Change in stored water mm',
      'Irrigate 25 mm by 3 Dec. Pump serviced.',
      'Daily reference evaporation (ET0), mm (simulated weather)',
      'Page 1 of',
    ])
      expect(t, expected).toContain(expected);
  });

  it('a US-customary grower’s: °F, in and ac, US dates, no mm, cm, ha or °C', async () => {
    const { text } = await reportText('en-US', 'us');
    const t = flat(text);
    for (const expected of [
      'Field area 2.47 ac',
      '11/16/2026 to 11/23/2026',
      '11/24/2026 2:05 PM',
      'Days below wilting point (19.7 in) 1 of 8 days',
      'Total rain 1.00 in (simulated)',
      'Latest soil temperature 68 °F',
      'Rain in',
      'Crop: Corn Depth of interest: 19.7 in',
      'Irrigate 0.98 in by Dec 3. Pump serviced.',
      'Daily reference evaporation (ET0), in (simulated weather)',
      'Summary of North Block East',
    ])
      expect(t, expected).toContain(expected);
    // The week's rain and irrigation in inches: 25.4 mm and 12.7 mm.
    expect(t).toMatch(/Nov 16, 2026 1\.00 0\.50 1\.10 \+0\.16 \+0\.12/);
    for (const metric of [' mm', ' cm', ' ha', '°C']) expect(t, metric).not.toContain(metric);
  });

  it('a Spanish grower’s: in Spanish, decimal commas, its letters printed by the built-in font', async () => {
    const { text, fonts } = await reportText('es', 'metric');
    const t = flat(text);
    for (const expected of [
      'Informe del campo',
      'Cultivo: Maíz',
      'Franco',
      'Arcilloso',
      'Superficie del campo 1,00 ha',
      'del 16/11/2026 al 23/11/2026',
      'Días bajo el punto de marchitez (50 cm) 1 de 8 días',
      'Lluvia total 25,4 mm (simulado)',
      'Última temperatura del suelo 20 °C',
      'Saturación',
      'Resumen de North Block East',
      'Notas de North Block East y de su campo',
      'Regar 25 mm antes del 3 dic. Pump serviced.',
      'Todo el campo',
      'Balance de agua de North Block East, semana a semana',
      'Evapotranspiración de referencia diaria (ET0), mm (clima simulado)',
      'Sondas',
      'Página 1 de',
    ])
      expect(t, expected).toContain(expected);
    for (const english of ['Field Report', 'Summary of', 'Total rain', 'Page 1 of', 'Whole field', 'Irrigate'])
      expect(t, english).not.toContain(english);
    // Helvetica printed every letter: no font file was asked for.
    expect(fonts).toEqual([]);
  });

  it('the Spanish catalogue fits the built-in font, so a Spanish report never needs a font file', async () => {
    const { ES } = await import('@shared/i18n/messages/es');
    expect(fitsStandardFont([...Object.values(ES.report), ...Object.values(ES.fieldwork), 'áéíóúñ¿¡°±«»'])).toBe(true);
  });
});
