/**
 * The report's pages, written into a jsPDF document from the input and its pictures (already drawn
 * and encoded by build-report.ts): page 1's title block and map, each ticked zone's soil table,
 * summary, notes and week-by-week water budget, the evaporation chart, one chart per sensor, and
 * "Page n of m" on every page. Every word is the person's language, every figure in their units,
 * every date as their locale writes it (input.words); Spanish letters, °, ± and «» are Latin-1, so
 * Helvetica prints them (DejaVu Sans only for names beyond it: report-font.ts).
 */
import type { jsPDF as JsPdf } from 'jspdf';
import type { autoTable as AutoTable } from 'jspdf-autotable';
import type { FieldEvent } from '@shared/events/schemas';
import type { Polygon } from '@shared/geo';
import { limitsFromWire } from '@shared/management/zone-limits';
import type { ZoneParams } from '@shared/management/views';
import type { SensorMoisture } from '@shared/readings/views';
import type { NoteRow } from '@shared/teams/schemas';
import { countByKind } from '../../../lib/event-text';
import { polygonAreaHa } from '@shared/management/field-area';
import { sensorLabel } from '../rules/groups';
import {
  budgetNote,
  budgetSummaryRows,
  budgetTableHead,
  budgetTableRows,
  type ZoneBudgets,
} from '../rules/water-budget-rows';
import { cropText, fixedQuantity, printable, soilText } from '../rules/words';
import { summaryRows, zoneThresholds, type ZoneSummary } from '../rules/zone-summary';
import { noteTableRow } from '../rules/zone-notes';
import type { EncodedImage } from './chart-images';
import { CONTENT_WIDTH, FONT, FOOTER_Y, GAP, heightAt, MARGIN, PAGE, place } from './layout';
import type { MapSensorMark } from './map-canvas';
import { reportFontFamily, type FontFileLoader } from './report-font';
import type { Words } from '../../../lib/words';

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
  /** The person's language, units and locale. */
  words: Words;
}

/** The report's pictures: the map, the evaporation chart (null without evaporation), one chart per sensor. */
export interface ReportPictures {
  map: EncodedImage;
  evaporation: EncodedImage | null;
  sensors: EncodedImage[];
}

const TEXT = '#1d2630';
const MUTED = '#5b6470';
const BRAND: [number, number, number] = [31, 111, 235];

const soilRows = (z: ZoneParams, w: Words): string[][] => {
  const { f } = w;
  const { wiltingPoint: wp, saturation: sat, fieldCapacity: fc } = limitsFromWire(z);
  const pct = (v: number) => `${f.number(v, 1, true)} %`;
  const depth = (cm: number) => f.quantity('depth', cm);
  return [
    [depth(10), soilText(w, z.soiltype_25), pct(wp.at10cm), pct(sat.at10cm), pct(fc.at10cm)],
    [depth(50), soilText(w, z.soiltype_75), pct(wp.at50cm), pct(sat.at50cm), pct(fc.at50cm)],
    [depth(100), soilText(w, z.soiltype_125), pct(wp.at100cm), pct(sat.at100cm), pct(fc.at100cm)],
  ];
};

/** "2 rain, 1 irrigation, 0 unexplained" in the person's language. */
const eventCounts = (events: readonly FieldEvent[], { t }: Words): string =>
  t('report.eventCounts', countByKind(events));

/**
 * What the report prints that did not come from its own catalogue: the names, crops and soils a
 * person typed, and the notes the server words (see report-font.ts).
 */
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
    ...summaryRows(summary, input.words, input.simulatedWeather).flat(),
  ]),
  ...input.zones.flatMap(({ budgets }) => (budgets?.range ? [budgetNote(budgets.range, input.words)] : [])),
  ...input.zones.flatMap(({ zone, notes }) =>
    (notes ?? []).flatMap((n) => noteTableRow(n, zone.zonename, input.words)),
  ),
  ...input.sensors.flatMap((s) => [sensorLabel(s), s.zone?.zonename ?? '']),
];

/** Writes the report into `doc` (A4 portrait, mm); the number of pages. */
export async function writeReport(
  doc: JsPdf,
  autoTable: typeof AutoTable,
  input: ReportInput,
  pictures: ReportPictures,
  loadFont?: FontFileLoader,
): Promise<number> {
  const w = input.words;
  const { t, f } = w;
  const { map: mapPicture, evaporation: evaporationPicture, sensors: sensorPictures } = pictures;
  const family = await reportFontFamily(doc, printedNames(input), loadFont);
  doc.setProperties({
    title: t('report.docTitle', { farm: input.farmName, field: input.fieldName }),
    author: input.userName,
    creator: 'Fieldwise',
  });
  // The same area the field list shows; an outline with no area leaves the row out.
  const areaHa = input.fieldOutline ? polygonAreaHa(input.fieldOutline) || null : null;
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
  doc.text(t('report.title'), MARGIN, y);
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
    columnStyles: { 0: { fontStyle: 'bold', cellWidth: 40 } },
    body: [
      [t('report.farm'), input.farmName],
      [t('report.field'), input.fieldName],
      ...(areaHa === null ? [] : [[t('report.fieldArea'), fixedQuantity(w, 'area', areaHa)]]),
      [t('report.dateRange'), t('report.dateRangeValue', { start: f.day(input.startDate), end: f.day(input.endDate) })],
      [t('report.generated'), printable(f.dateTime(input.generatedAt))],
      [t('report.user'), input.userName],
      [
        t('report.wettingEvents'),
        input.events ? t('report.eventsFound', { counts: eventCounts(input.events, w) }) : t('report.notAvailable'),
      ],
      ...(input.simulatedWeather ? [[t('report.weather'), t('report.weatherSimulated')]] : []),
    ],
  });
  y = lastTableY() + GAP;

  heading(t('report.map'));
  const zoneNames = input.zones.map((z) => z.zone.zonename);
  image(mapPicture!);

  heading(t('report.zones'));
  if (!input.zones.length) {
    doc.setFont(family, 'normal');
    doc.setFontSize(FONT.body);
    doc.text(t('report.noZone'), MARGIN, y + 3);
    y += 8;
  }
  for (const { zone, summary, budgets, notes } of input.zones) {
    ensure(62);
    heading(`${zone.zonename}`, FONT.subheading);
    doc.setFont(family, 'normal');
    doc.setFontSize(FONT.body);
    doc.setTextColor(MUTED);
    const thresholds = zoneThresholds(zone);
    doc.text(
      t('report.cropAndDepth', {
        crop: zone.croptype ? cropText(w, zone.croptype) : t('report.cropNotSet'),
        depth: f.quantity('depth', thresholds.depthCm),
      }),
      MARGIN,
      y + 2.5,
    );
    y += 5;
    autoTable(doc, {
      startY: y,
      margin: { left: MARGIN, right: MARGIN, bottom: MARGIN + 4 },
      theme: 'grid',
      headStyles: { fillColor: BRAND, textColor: '#ffffff', fontStyle: 'bold' },
      styles: { font: family, fontSize: FONT.body, cellPadding: 1.6, textColor: TEXT },
      head: [
        [
          t('report.soilDepth'),
          t('report.soilType'),
          t('report.wiltingPoint'),
          t('report.saturation'),
          t('report.fieldCapacity'),
        ],
      ],
      body: soilRows(zone, w),
    });
    y = lastTableY() + 2;
    autoTable(doc, {
      startY: y,
      margin: { left: MARGIN, right: MARGIN, bottom: MARGIN + 4 },
      theme: 'striped',
      headStyles: { fillColor: [234, 238, 242], textColor: TEXT, fontStyle: 'bold' },
      styles: { font: family, fontSize: FONT.body, cellPadding: 1.4, textColor: TEXT },
      columnStyles: { 0: { cellWidth: 70 } },
      head: [[t('report.summaryOf', { zone: zone.zonename }), '']],
      body: [
        ...summaryRows(summary, w, input.simulatedWeather),
        ...(budgets ? budgetSummaryRows(budgets, w, input.simulatedWeather) : []),
      ],
    });
    y = lastTableY() + GAP;
    if (notes === null) {
      doc.setFont(family, 'normal');
      doc.setFontSize(FONT.small);
      doc.setTextColor(MUTED);
      doc.text(t('report.notesFailed'), MARGIN, y + 2.5);
      y += 6;
    } else if (notes?.length) {
      autoTable(doc, {
        startY: y,
        margin: { left: MARGIN, right: MARGIN, bottom: MARGIN + 4 },
        theme: 'striped',
        headStyles: { fillColor: [234, 238, 242], textColor: TEXT, fontStyle: 'bold' },
        styles: { font: family, fontSize: FONT.small, cellPadding: 1.4, textColor: TEXT },
        columnStyles: { 0: { cellWidth: 50 } },
        head: [[{ content: t('report.notesOf', { zone: zone.zonename }), colSpan: 2 }]],
        body: notes.map((n) => noteTableRow(n, zone.zonename, w)),
      });
      y = lastTableY() + GAP;
    }
    if (budgets?.range?.weeks.length) {
      // The week-by-week budget: a small table, kept whole with its heading where it fits.
      ensure(10 + 6 * (budgets.range.weeks.length + 2));
      doc.setFont(family, 'bold');
      doc.setFontSize(FONT.body);
      doc.setTextColor(TEXT);
      doc.text(t('report.budgetOf', { zone: zone.zonename }), MARGIN, y + 3);
      y += 5;
      autoTable(doc, {
        startY: y,
        margin: { left: MARGIN, right: MARGIN, bottom: MARGIN + 4 },
        theme: 'grid',
        headStyles: { fillColor: [234, 238, 242], textColor: TEXT, fontStyle: 'bold' },
        styles: { font: family, fontSize: FONT.small, cellPadding: 1.2, textColor: TEXT, halign: 'right' },
        columnStyles: { 0: { halign: 'left' } },
        head: [budgetTableHead(w)],
        body: budgetTableRows(budgets.range, w),
      });
      y = lastTableY() + 2;
      doc.setFont(family, 'normal');
      doc.setFontSize(FONT.small);
      doc.setTextColor(MUTED);
      const note = doc.splitTextToSize(budgetNote(budgets.range, w), CONTENT_WIDTH) as string[];
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
  heading(t('report.evaporation'));
  if (evaporationPicture) {
    const unit = f.unit('water');
    image(
      evaporationPicture,
      input.simulatedWeather
        ? t('report.evaporationCaptionSimulated', { unit })
        : t('report.evaporationCaption', { unit }),
    );
  } else {
    doc.setFont(family, 'normal');
    doc.setFontSize(FONT.body);
    doc.text(t('report.noSensorData'), MARGIN, y + 3);
    y += 8;
  }
  doc.addPage();
  y = MARGIN;
  heading(t('report.sensors'));
  if (!input.sensors.length) {
    doc.setFont(family, 'normal');
    doc.setFontSize(FONT.body);
    doc.text(t('report.noSensorsSelected'), MARGIN, y + 3);
    y += 8;
  }
  for (const [i, s] of input.sensors.entries()) {
    const zoneName = s.zone?.zonename ?? t('report.otherSensors');
    const bands = s.zone
      ? `, ${t('report.captionBands', { depth: f.quantity('depth', zoneThresholds(s.zone).depthCm) })}`
      : '';
    const events = input.events
      ? `  |  ${t('report.captionEvents', {
          counts: eventCounts(
            input.events.filter((e) => e.sensor_id === s.sensor_id),
            w,
          ),
        })}`
      : '';
    const data = s.moisture.length ? events : `  |  ${t('report.noSensorData')}`;
    const caption = `${sensorLabel(s)}  |  ${zoneName}${bands}${data}`;
    image(sensorPictures[i]!, caption);
  }

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
    doc.text(t('report.page', { page: p, pages }), PAGE.width - MARGIN, FOOTER_Y, { align: 'right' });
  }
  return pages;
}
