/**
 * What the report's charts show, as chart.js configurations (pure; drawn by chart-images.ts):
 * per sensor, moisture at 10, 50 and 100 cm over the range with the zone's wilting-point,
 * field-capacity and saturation bands; for the field, daily evaporation in the person's units (mm
 * or in). Moisture values are rounded to 1 decimal and never below 0. Labels, axis titles and dates
 * in the person's language and locale. Nothing animates: the charts are drawn once.
 */
import type { ChartConfiguration } from 'chart.js';
import type { AnnotationOptions } from 'chartjs-plugin-annotation';
import type { SensorMoisture } from '@shared/readings/views';
import { DATE_FNS_LOCALES } from '@shared/i18n/dates';
import type { Locale } from '@shared/i18n/locales';
import { DEPTH_CM_OF, WIRE_PERCENT } from '@shared/readings/depths';
import { BAND_COLORS, BAND_LABELS, SERIES_COLORS } from '../../../lib/chart-style';
import { zoneThresholds, type ZoneThresholds } from '../rules/zone-summary';
import type { Words } from '../../../lib/words';

/** The dashboard's colours: one per depth, and the four soil bands. */
export const DEPTH_SERIES = [
  { key: WIRE_PERCENT.at10cm, depthCm: DEPTH_CM_OF.at10cm, colour: SERIES_COLORS.m10 },
  { key: WIRE_PERCENT.at50cm, depthCm: DEPTH_CM_OF.at50cm, colour: SERIES_COLORS.m50 },
  { key: WIRE_PERCENT.at100cm, depthCm: DEPTH_CM_OF.at100cm, colour: SERIES_COLORS.m100 },
] as const;

/** A day on the axis without its year, in the locale's order: 27/11 or 11/27. */
const shortDayPattern = (locale: Locale) => (locale === 'en-US' ? 'MM/dd' : 'dd/MM');
/** The time axis' dates in the person's language (month names). */
const dateAdapter = (locale: Locale) => ({ date: { locale: DATE_FNS_LOCALES[locale] } });

export const MOISTURE_MAX = 100;

export const moistureValue = (v: number | null): number | null =>
  v === null || !Number.isFinite(v) ? null : Math.max(0, Math.round(v * 10) / 10);

/**
 * Room right of the plot for the band labels (px): written over the plot, at its right edge, they
 * sat on the lines of the latest readings.
 */
export const BAND_LABEL_ROOM = 60;

const box = (yMin: number, yMax: number, colour: string, label: string): AnnotationOptions => ({
  type: 'box',
  yMin,
  yMax,
  backgroundColor: colour,
  borderWidth: 0,
  drawTime: 'beforeDatasetsDraw',
  // Right-aligned in the room beside the plot, level with the middle of the band.
  label: {
    display: true,
    content: label,
    position: { x: 'end', y: 'center' },
    xAdjust: BAND_LABEL_ROOM,
    padding: 4,
    color: 'rgba(29, 38, 48, 0.7)',
    font: { size: 11 },
  },
});

/** The four bands of a zone's thresholds, with their labels. */
export function bandBoxes(
  t: Pick<ZoneThresholds, 'wiltingPoint' | 'fieldCapacity' | 'saturation'>,
  top = MOISTURE_MAX,
): Record<string, AnnotationOptions> {
  return {
    belowWp: box(0, t.wiltingPoint, BAND_COLORS.belowWp.fill, BAND_LABELS.belowWp),
    wpToFc: box(t.wiltingPoint, t.fieldCapacity, BAND_COLORS.wpFc.fill, BAND_LABELS.wpFc),
    fcToSat: box(t.fieldCapacity, t.saturation, BAND_COLORS.fcSat.fill, BAND_LABELS.fcSat),
    aboveSat: box(t.saturation, top, BAND_COLORS.aboveSat.fill, BAND_LABELS.aboveSat),
  };
}

const base = () => ({ responsive: false, animation: false as const, events: [], maintainAspectRatio: false });
const font = { size: 13 };

/** A sensor's moisture chart over `fromMs`..`toMs`. */
export function sensorChartConfig(
  sensor: SensorMoisture,
  fromMs: number,
  toMs: number,
  { t, f }: Words,
): ChartConfiguration<'line'> {
  const bands = sensor.zone ? zoneThresholds(sensor.zone) : null;
  const peak = Math.max(0, ...sensor.moisture.flatMap((r) => DEPTH_SERIES.map((d) => moistureValue(r[d.key]) ?? 0)));
  const top = Math.min(MOISTURE_MAX, Math.max(bands ? bands.saturation + 10 : 0, Math.ceil((peak + 5) / 10) * 10, 40));
  const days = (toMs - fromMs) / 86_400_000;
  return {
    type: 'line',
    data: {
      datasets: DEPTH_SERIES.map((d) => ({
        label: t('report.moistureSeries', { depth: f.quantity('depth', d.depthCm) }),
        data: sensor.moisture.map((r) => ({ x: r.time, y: moistureValue(r[d.key]) })),
        borderColor: d.colour,
        backgroundColor: d.colour,
        borderWidth: 2,
        pointRadius: 0,
        spanGaps: true,
        // Smoothing only helps a sparse line; a long one is dense enough and draws faster straight.
        tension: sensor.moisture.length > 200 ? 0 : 0.2,
      })),
    },
    options: {
      ...base(),
      layout: { padding: { right: bands ? BAND_LABEL_ROOM : 0 } },
      parsing: false,
      normalized: true,
      scales: {
        x: {
          type: 'time',
          adapters: dateAdapter(f.locale),
          min: fromMs,
          max: toMs,
          time: {
            unit: days > 120 ? 'month' : days > 2 ? 'day' : 'hour',
            displayFormats: {
              hour: f.locale === 'en-US' ? 'h a' : 'HH:mm',
              day: shortDayPattern(f.locale),
              month: 'MMM yyyy',
            },
          },
          ticks: { font, maxRotation: 0, autoSkip: true, maxTicksLimit: 10 },
          grid: { color: 'rgba(0,0,0,0.06)' },
        },
        y: {
          min: 0,
          max: top,
          title: { display: true, text: t('report.moistureAxis'), font },
          ticks: { font },
          grid: { color: 'rgba(0,0,0,0.06)' },
        },
      },
      plugins: {
        legend: { position: 'top', labels: { font, boxWidth: 14 } },
        title: { display: false },
        tooltip: { enabled: false },
        // Not clipped to the plot: the labels stand in the room beside it.
        annotation: { clip: false, annotations: bands ? bandBoxes(bands, top) : {} },
      },
    },
  };
}

/** The axis label of an API day (dd-MM-yyyy): 27/11, or 11/27 in the United States. */
export function evaporationDayLabel(date: string, locale: Locale): string {
  const [day = '', month = ''] = date.split('-');
  return locale === 'en-US' ? `${month}/${day}` : `${day}/${month}`;
}

/** Daily evaporation (ET0) as bars in the person's units; `rows` as the API answers them (date dd-MM-yyyy). */
export function evaporationChartConfig(
  rows: readonly { date: string; evaporation: number }[],
  { t, f }: Words,
): ChartConfiguration<'bar'> {
  const unit = f.unit('water');
  return {
    type: 'bar',
    data: {
      labels: rows.map((r) => evaporationDayLabel(r.date, f.locale)),
      datasets: [
        {
          label: t('report.evaporationSeries', { unit }),
          data: rows.map((r) => f.shown('water', r.evaporation)),
          backgroundColor: '#d08a2c',
          borderRadius: 2,
          maxBarThickness: 28,
        },
      ],
    },
    options: {
      ...base(),
      scales: {
        x: { ticks: { font, maxRotation: 0, autoSkip: true, maxTicksLimit: 16 }, grid: { display: false } },
        y: {
          beginAtZero: true,
          title: { display: true, text: unit, font },
          ticks: { font },
          grid: { color: 'rgba(0,0,0,0.06)' },
        },
      },
      plugins: {
        legend: { display: true, position: 'top', labels: { font, boxWidth: 14 } },
        tooltip: { enabled: false },
      },
    },
  };
}
