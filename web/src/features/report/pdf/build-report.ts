/**
 * The field report as a PDF, made in the browser: jsPDF and jspdf-autotable load only here.
 * Page 1 opens with the title, generation date, range, user, farm and field, then the map; each
 * ticked zone follows with its soil table, its summary (with the water budget's totals over the
 * report's days and the season) and its week-by-week water budget; then the evaporation chart and one
 * chart per selected sensor (300 px high, with the zone's bands). Text is real text (Helvetica, or
 * DejaVu Sans when a name needs more than Latin-1: report-font.ts); charts are drawn off-screen at print resolution.
 * Every page ends with "Page n of m". Progress: 10 % on the way, 40 % once the map and evaporation chart are drawn, 60
 * % once every sensor chart is, 80 % once the pages are laid out, 100 % when the file is made. Weather made
 * up offline is named so on page 1, beside the evaporation chart and beside each weather total.
 * The wetting events of the chosen days are counted per kind on page 1 and per sensor in its caption.
 */
import { limitsFromWire } from '@shared/management/zone-limits';
import type { jsPDF as JsPdf } from 'jspdf';
import { format } from 'date-fns';
import type { FieldEvent } from '@shared/events/schemas';
import type { Polygon } from '@shared/geo';
import type { ZoneParams } from '@shared/management/views';
import type { SensorMoisture } from '@shared/readings/views';
import type { NoteRow } from '@shared/teams/schemas';
import { SIMULATED_WEATHER } from '@shared/weather/simulated';
import { countByKind, eventCountsText } from '../../../lib/event-text';
import { sensorLabel } from '../rules/groups';
import {
  budgetNote,
  budgetSummaryRows,
  budgetTableRows,
  BUDGET_TABLE_HEAD,
  type ZoneBudgets,
} from '../rules/water-budget-rows';
import { summaryRows, zoneThresholds, type ZoneSummary } from '../rules/zone-summary';
import { noteTableRow } from '../rules/zone-notes';
import { evaporationChartConfig, sensorChartConfig } from './chart-configs';
import { ChartPainter, encodeJpeg, type EncodedImage } from './chart-images';
import {
  CONTENT_WIDTH,
  FONT,
  FOOTER_Y,
  GAP,
  heightAt,
  MARGIN,
  PAGE,
  pageLabel,
  place,
  PRINT_SCALE,
  REPORT_CHART_HEIGHT,
  REPORT_CHART_WIDTH,
  reportFileName,
} from './layout';
import { drawFieldMap, type MapSensorMark } from './map-canvas';
import { PROGRESS_STEPS } from './progress';
import { reportFontFamily } from './report-font';

export interface ReportZone {
  zone: ZoneParams;
  summary: ZoneSummary;
  /** Its water budget over the report's days and its season (absent: not asked for). */
  budgets?: ZoneBudgets;
  /** Its notes and its field's of the report's days (zone-notes.ts); null when they could not be had. */
  notes?: NoteRow[] | null;
}

export interface ReportInput {
  farmName: string;
  fieldName: string;
  fieldOutline: Polygon | null;
  /** The chosen days (shown), and the instants the data covers (the charts' x range). */
  startDate: Date;
  endDate: Date;
  fromMs: number;
  toMs: number;
  userName: string;
  generatedAt: Date;
  zones: ReportZone[];
  /** Every zone of the field, for the map. */
  mapZones: { name: string; polygon: Polygon }[];
  mapSensors: MapSensorMark[];
  /** null when evaporation could not be had. */
  evaporation: { date: string; evaporation: number }[] | null;
  sensors: SensorMoisture[];
  /** The rain and evaporation came from the offline provider: every weather figure says so. */
  simulatedWeather: boolean;
  /** The field's wetting events with onsets in the chosen days; null when they could not be had. */
  events: FieldEvent[] | null;
}

export interface ReportFile {
  blob: Blob;
  fileName: string;
  pages: number;
}

const MAP_SIZE = { width: 760, height: 380 };
const TEXT = '#1d2630';
const MUTED = '#5b6470';
const BRAND: [number, number, number] = [31, 111, 235];
const JPEG_QUALITY = 0.9;

/**
 * Lets the page paint the progress before the next stretch of work: after the next frame, or
 * after a moment when no frame comes (a hidden tab draws none).
 */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const fallback = setTimeout(resolve, 50);
    requestAnimationFrame(() => {
      clearTimeout(fallback);
      setTimeout(resolve, 0);
    });
  });

const soilRows = (z: ZoneParams): string[][] => {
  const { wiltingPoint: wp, saturation: sat, fieldCapacity: fc } = limitsFromWire(z);
  return [
    ['10 cm', z.soiltype_25, wp.at10cm, sat.at10cm, fc.at10cm],
    ['50 cm', z.soiltype_75, wp.at50cm, sat.at50cm, fc.at50cm],
    ['100 cm', z.soiltype_125, wp.at100cm, sat.at100cm, fc.at100cm],
  ].map((r) => r.map((v) => (typeof v === 'number' ? `${v.toFixed(1)} %` : v)));
};

/** What the report prints that a person typed: the names, crops and soils (see report-font.ts). */
const printedNames = (input: ReportInput): string[] => [
  input.farmName,
  input.fieldName,
  input.userName,
  ...input.zones.flatMap(({ zone, summary }) => [
    zone.zonename,
    zone.croptype,
    zone.soiltype_25,
    zone.soiltype_75,
    zone.soiltype_125,
    ...summaryRows(summary, input.simulatedWeather).flat(),
  ]),
  ...input.zones.flatMap(({ budgets }) => (budgets?.range ? [budgetNote(budgets.range)] : [])),
  ...input.zones.flatMap(({ zone, notes }) => (notes ?? []).flatMap((n) => noteTableRow(n, zone.zonename))),
  ...input.sensors.flatMap((s) => [sensorLabel(s), s.zone?.zonename ?? '']),
];

export async function buildReportPdf(
  input: ReportInput,
  onProgress: (percent: number) => void = () => {},
): Promise<ReportFile> {
  onProgress(PROGRESS_STEPS[0]);
  // The drawing below holds the main thread until 40 %: let 10 % show first.
  await nextTask();
  // The PDF code loads while the pictures are drawn; each picture is encoded off the main thread
  // while the next one is drawn.
  const libraries = Promise.all([import('jspdf'), import('jspdf-autotable')]);
  // Awaited below; until then a failed load must not count as an unhandled rejection.
  libraries.catch(() => undefined);
  const map = drawFieldMap(
    { field: input.fieldOutline, zones: input.mapZones, sensors: input.mapSensors },
    MAP_SIZE.width,
    MAP_SIZE.height,
    PRINT_SCALE,
  );
  const mapImage = encodeJpeg(map, JPEG_QUALITY);
  const painter = new ChartPainter(REPORT_CHART_WIDTH, REPORT_CHART_HEIGHT, PRINT_SCALE, JPEG_QUALITY);
  let pictures: (EncodedImage | null)[];
  try {
    const evaporationImage = input.evaporation?.length
      ? painter.paint(evaporationChartConfig(input.evaporation))
      : null;
    onProgress(PROGRESS_STEPS[1]);
    await nextTask();
    const sensorImages = input.sensors.map((s) => painter.paint(sensorChartConfig(s, input.fromMs, input.toMs)));
    pictures = await Promise.all([mapImage, evaporationImage, ...sensorImages]);
  } finally {
    painter.destroy();
  }
  const [{ jsPDF }, { autoTable }] = await libraries;
  onProgress(PROGRESS_STEPS[2]);
  await nextTask();
  const [mapPicture, evaporationPicture, ...sensorPictures] = pictures;

  const doc: JsPdf = new jsPDF({ unit: 'mm', format: 'a4', orientation: 'portrait', compress: true });
  const family = await reportFontFamily(doc, printedNames(input));
  doc.setProperties({
    title: `Field report: ${input.farmName}, ${input.fieldName}`,
    author: input.userName,
    creator: 'Fieldwise',
  });
  let y = MARGIN;

  const ensure = (height: number) => {
    const at = place(y, height);
    if (at.newPage) doc.addPage();
    y = at.y;
  };
  const heading = (text: string, size: number = FONT.heading) => {
    ensure(size * 0.5 + 4);
    doc.setFont(family, 'bold');
    doc.setFontSize(size);
    doc.setTextColor(TEXT);
    y += size * 0.36;
    doc.text(text, MARGIN, y);
    y += 3;
  };
  const lastTableY = () => (doc as unknown as { lastAutoTable?: { finalY?: number } }).lastAutoTable?.finalY ?? y;
  const image = (img: EncodedImage, caption?: string) => {
    const h = heightAt(img.widthPx, img.heightPx, CONTENT_WIDTH);
    ensure(h + (caption ? 6 : 0));
    if (caption) {
      doc.setFont(family, 'bold');
      doc.setFontSize(FONT.subheading);
      doc.setTextColor(TEXT);
      doc.text(caption, MARGIN, y + 4);
      y += 6;
    }
    doc.addImage(img.bytes, 'JPEG', MARGIN, y, CONTENT_WIDTH, h);
    y += h + GAP;
  };

  // Title block.
  doc.setFillColor(...BRAND);
  doc.rect(0, 0, PAGE.width, 4, 'F');
  doc.setFont(family, 'bold');
  doc.setFontSize(FONT.title);
  doc.setTextColor(TEXT);
  y += 6;
  doc.text('Field Report', MARGIN, y);
  y += 8;
  autoTable(doc, {
    startY: y,
    margin: { left: MARGIN, right: MARGIN },
    theme: 'plain',
    styles: {
      font: family,
      fontSize: FONT.body,
      cellPadding: { top: 0.8, bottom: 0.8, left: 0, right: 2 },
      textColor: TEXT,
    },
    columnStyles: { 0: { fontStyle: 'bold', cellWidth: 32 } },
    body: [
      ['Farm', input.farmName],
      ['Field', input.fieldName],
      ['Date range', `${format(input.startDate, 'dd/MM/yyyy')} to ${format(input.endDate, 'dd/MM/yyyy')}`],
      ['Generated', format(input.generatedAt, 'dd/MM/yyyy HH:mm')],
      ['User', input.userName],
      [
        'Wetting events',
        input.events
          ? `${eventCountsText(countByKind(input.events))} (found in the sensors' readings)`
          : 'not available',
      ],
      ...(input.simulatedWeather
        ? [
            [
              'Weather',
              `${SIMULATED_WEATHER.label}: ${SIMULATED_WEATHER.explanation.toLowerCase()}. Rain and evaporation ` +
                `figures below are not real.`,
            ],
          ]
        : []),
    ],
  });
  y = lastTableY() + GAP;

  heading('Map');
  const zoneNames = input.zones.map((z) => z.zone.zonename);
  image(mapPicture!);

  heading('Zones');
  if (!input.zones.length) {
    doc.setFont(family, 'normal');
    doc.setFontSize(FONT.body);
    doc.text('No zone was chosen for this report.', MARGIN, y + 3);
    y += 8;
  }
  for (const { zone, summary, budgets, notes } of input.zones) {
    ensure(62);
    heading(`${zone.zonename}`, FONT.subheading);
    doc.setFont(family, 'normal');
    doc.setFontSize(FONT.body);
    doc.setTextColor(MUTED);
    const t = zoneThresholds(zone);
    doc.text(`Crop: ${zone.croptype || 'not set'}    Depth of interest: ${t.depthCm} cm`, MARGIN, y + 2.5);
    y += 5;
    autoTable(doc, {
      startY: y,
      margin: { left: MARGIN, right: MARGIN, bottom: MARGIN + 4 },
      theme: 'grid',
      headStyles: { fillColor: BRAND, textColor: '#ffffff', fontStyle: 'bold' },
      styles: { font: family, fontSize: FONT.body, cellPadding: 1.6, textColor: TEXT },
      head: [['Depth', 'Soil type', 'Wilting point', 'Saturation', 'Field capacity']],
      body: soilRows(zone),
    });
    y = lastTableY() + 2;
    autoTable(doc, {
      startY: y,
      margin: { left: MARGIN, right: MARGIN, bottom: MARGIN + 4 },
      theme: 'striped',
      headStyles: { fillColor: [234, 238, 242], textColor: TEXT, fontStyle: 'bold' },
      styles: { font: family, fontSize: FONT.body, cellPadding: 1.4, textColor: TEXT },
      columnStyles: { 0: { cellWidth: 70 } },
      head: [[`Summary of ${zone.zonename}`, '']],
      body: [
        ...summaryRows(summary, input.simulatedWeather),
        ...(budgets ? budgetSummaryRows(budgets, input.simulatedWeather) : []),
      ],
    });
    y = lastTableY() + GAP;
    if (notes === null) {
      doc.setFont(family, 'normal');
      doc.setFontSize(FONT.small);
      doc.setTextColor(MUTED);
      doc.text('The notes could not be loaded for this report.', MARGIN, y + 2.5);
      y += 6;
    } else if (notes?.length) {
      autoTable(doc, {
        startY: y,
        margin: { left: MARGIN, right: MARGIN, bottom: MARGIN + 4 },
        theme: 'striped',
        headStyles: { fillColor: [234, 238, 242], textColor: TEXT, fontStyle: 'bold' },
        styles: { font: family, fontSize: FONT.small, cellPadding: 1.4, textColor: TEXT },
        columnStyles: { 0: { cellWidth: 50 } },
        head: [[{ content: `Notes on ${zone.zonename} and its field`, colSpan: 2 }]],
        body: notes.map((n) => noteTableRow(n, zone.zonename)),
      });
      y = lastTableY() + GAP;
    }
    if (budgets?.range?.weeks.length) {
      // The week-by-week budget: a small table, kept whole with its heading where it fits.
      ensure(10 + 6 * (budgets.range.weeks.length + 2));
      doc.setFont(family, 'bold');
      doc.setFontSize(FONT.body);
      doc.setTextColor(TEXT);
      doc.text(`Water budget of ${zone.zonename}, week by week`, MARGIN, y + 3);
      y += 5;
      autoTable(doc, {
        startY: y,
        margin: { left: MARGIN, right: MARGIN, bottom: MARGIN + 4 },
        theme: 'grid',
        headStyles: { fillColor: [234, 238, 242], textColor: TEXT, fontStyle: 'bold' },
        styles: { font: family, fontSize: FONT.small, cellPadding: 1.2, textColor: TEXT, halign: 'right' },
        columnStyles: { 0: { halign: 'left' } },
        head: [BUDGET_TABLE_HEAD],
        body: budgetTableRows(budgets.range),
      });
      y = lastTableY() + 2;
      doc.setFont(family, 'normal');
      doc.setFontSize(FONT.small);
      doc.setTextColor(MUTED);
      const note = doc.splitTextToSize(budgetNote(budgets.range), CONTENT_WIDTH) as string[];
      ensure(note.length * 3.6 + 2);
      doc.text(note, MARGIN, y + 3);
      y += note.length * 3.6 + GAP;
    }
  }
  // The heading stays with its chart: both move to the next page when the chart would not fit.
  if (evaporationPicture)
    ensure(
      FONT.heading * 0.5 + 4 + heightAt(evaporationPicture.widthPx, evaporationPicture.heightPx, CONTENT_WIDTH) + 6,
    );
  heading('Evaporation');
  if (evaporationPicture) {
    image(
      evaporationPicture,
      `Daily reference evaporation (ET0), ` +
        `mm${input.simulatedWeather ? ` (${SIMULATED_WEATHER.label.toLowerCase()})` : ''}`,
    );
  } else {
    doc.setFont(family, 'normal');
    doc.setFontSize(FONT.body);
    doc.text('No Sensor Data', MARGIN, y + 3);
    y += 8;
  }
  doc.addPage();
  y = MARGIN;
  heading('Sensors');
  if (!input.sensors.length) {
    doc.setFont(family, 'normal');
    doc.setFontSize(FONT.body);
    doc.text('No sensors selected', MARGIN, y + 3);
    y += 8;
  }
  for (const [i, s] of input.sensors.entries()) {
    const zoneName = s.zone?.zonename ?? 'Other Sensors';
    const bands = s.zone ? `, bands at ${zoneThresholds(s.zone).depthCm} cm` : '';
    const events = input.events
      ? `  |  events: ${eventCountsText(countByKind(input.events.filter((e) => e.sensor_id === s.sensor_id)))}`
      : '';
    const caption = `${sensorLabel(s)}  |  ${zoneName}${bands}${s.moisture.length ? events : '  |  No Sensor Data'}`;
    image(sensorPictures[i]!, caption);
  }
  onProgress(PROGRESS_STEPS[3]);
  await nextTask();

  const pages = doc.getNumberOfPages();
  for (let p = 1; p <= pages; p++) {
    doc.setPage(p);
    doc.setDrawColor('#d0d7de');
    doc.setLineWidth(0.2);
    doc.line(MARGIN, FOOTER_Y - 4, PAGE.width - MARGIN, FOOTER_Y - 4);
    doc.setFont(family, 'normal');
    doc.setFontSize(FONT.small);
    doc.setTextColor(MUTED);
    doc.text(
      `${input.farmName} / ${input.fieldName}${zoneNames.length ? ` / ${zoneNames.join(', ')}` : ''}`,
      MARGIN,
      FOOTER_Y,
    );
    doc.text(pageLabel(p, pages), PAGE.width - MARGIN, FOOTER_Y, { align: 'right' });
  }
  const blob = doc.output('blob');
  onProgress(PROGRESS_STEPS[4]);
  return { blob, fileName: reportFileName(input.fieldName, input.startDate, input.endDate), pages };
}

/** Saves `blob` as a download named `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
