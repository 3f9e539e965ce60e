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
 * Every word is the person's language, every figure in their units, every date as their locale
 * writes it (input.words); Spanish letters, °, ± and «» are Latin-1, so Helvetica prints them.
 */
import type { jsPDF as JsPdf } from 'jspdf';
import { evaporationChartConfig, sensorChartConfig } from './chart-configs';
import { ChartPainter, encodeJpeg, type EncodedImage } from './chart-images';
import { PRINT_SCALE, REPORT_CHART_HEIGHT, REPORT_CHART_WIDTH, reportFileName } from './layout';
import { drawFieldMap } from './map-canvas';
import { PROGRESS_STEPS } from './progress';
import { writeReport, type ReportInput } from './write-report';

export type { ReportInput, ReportZone } from './write-report';

export interface ReportFile {
  blob: Blob;
  fileName: string;
  pages: number;
}

const MAP_SIZE = { width: 760, height: 380 };
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

export async function buildReportPdf(
  input: ReportInput,
  onProgress: (percent: number) => void = () => {},
): Promise<ReportFile> {
  const w = input.words;
  const { t, f } = w;
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
    { noData: t('report.noMapData'), units: f.units },
  );
  const mapImage = encodeJpeg(map, JPEG_QUALITY);
  const painter = new ChartPainter(REPORT_CHART_WIDTH, REPORT_CHART_HEIGHT, PRINT_SCALE, JPEG_QUALITY);
  let pictures: (EncodedImage | null)[];
  try {
    const evaporationImage = input.evaporation?.length
      ? painter.paint(evaporationChartConfig(input.evaporation, w))
      : null;
    onProgress(PROGRESS_STEPS[1]);
    await nextTask();
    const sensorImages = input.sensors.map((s) => painter.paint(sensorChartConfig(s, input.fromMs, input.toMs, w)));
    pictures = await Promise.all([mapImage, evaporationImage, ...sensorImages]);
  } finally {
    painter.destroy();
  }
  const [{ jsPDF }, { autoTable }] = await libraries;
  onProgress(PROGRESS_STEPS[2]);
  await nextTask();
  const [mapPicture, evaporationPicture, ...sensorPictures] = pictures;

  const doc: JsPdf = new jsPDF({ unit: 'mm', format: 'a4', orientation: 'portrait', compress: true });
  const pages = await writeReport(doc, autoTable, input, {
    map: mapPicture!,
    evaporation: evaporationPicture ?? null,
    sensors: sensorPictures as EncodedImage[],
  });
  onProgress(PROGRESS_STEPS[3]);
  await nextTask();
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
