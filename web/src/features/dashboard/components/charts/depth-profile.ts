/**
 * The depth chart's data: moisture by depth for Now, Yesterday and 2 Days Ago (readings, their 20
 * layers from the soil profile model the server uses) and for '2hrs Later' and 'Tomorrow' (the
 * forecast rows, which carry the 20 layers already); the soil bands of the zone for the 10, 50
 * and 100 cm layers; and the chart's data as CSV.
 */
import { format } from 'date-fns';
import type { AnnotationOptions } from 'chartjs-plugin-annotation';
import { estimateProfile, LAYER_DEPTHS, measurementsOf } from '@shared/agronomy/profile';
import { DEPTH_CM_OF, DEPTH_KEYS, fromWirePercent, WIRE_PERCENT } from '@shared/readings/depths';
import { highestSaturation, limitsFromWire } from '@shared/management/zone-limits';
import type { MoistureReading, PredictionRow, SensorMoisture, ZoneProfile } from '@shared/readings/views';
import type { MessageKey } from '@shared/i18n/catalogue';
import { BAND_COLORS, BAND_LABELS, labelFits, moisture1, type BandKey } from '../../../../lib/chart-style';
import type { Words } from '../../../../lib/words';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Layers shown by default (0 to 100 cm) and with 'Max Depth' (0 to 190 cm). */
export const DEFAULT_LAYERS = 11;
export const MAX_LAYERS = LAYER_DEPTHS.length;
/** A daily sample is the reading nearest its time, if one lies this close. */
const SAMPLE_TOLERANCE_MS = 3 * HOUR_MS;
/** A forecast row stands for '2hrs Later' or 'Tomorrow' when it lies this close to that time. */
const FORECAST_TOLERANCE_MS = { 2: HOUR_MS, 24: 3 * HOUR_MS } as const;

export interface DepthSeries {
  key: 'now' | 'yesterday' | 'twoDays' | 'twoHours' | 'tomorrow';
  /** The English name (the CSV's column); the chart shows DEPTH_SERIES_KEYS' words. */
  label: string;
  /** Epoch ms of the reading or forecast shown. */
  time: number;
  forecast: boolean;
  color: string;
  /** Moisture per layer (Layer_0 … Layer_19), 1 decimal, never below 0; null where unknown. */
  values: (number | null)[];
}

/** Each series' name in the person's language. */
export const DEPTH_SERIES_KEYS: Record<DepthSeries['key'], MessageKey> = {
  now: 'dashboard.depthNow',
  yesterday: 'dashboard.depthYesterday',
  twoDays: 'dashboard.depthTwoDays',
  twoHours: 'dashboard.depthTwoHours',
  tomorrow: 'dashboard.depthTomorrow',
};

const COLORS = {
  now: '#163a26',
  yesterday: '#3f9460',
  twoDays: '#9bbfa5',
  twoHours: '#2a6f97',
  tomorrow: '#7a4d9c',
} as const;

/** The saturation the profile is bounded by: the zone's highest, as the server's forecasts use. */
const saturationOf = (zone: ZoneProfile | null) => (zone ? highestSaturation(limitsFromWire(zone)) : undefined);

/** The 20 layers of a reading from its three measured depths, as the server estimates them. */
export function readingLayers(r: MoistureReading, zone: ZoneProfile | null): (number | null)[] {
  const layers = estimateProfile(measurementsOf(fromWirePercent(r)), LAYER_DEPTHS, saturationOf(zone));
  return layers.map((v) => (v === null ? null : moisture1(v)));
}

const rowLayers = (row: PredictionRow) =>
  LAYER_DEPTHS.map((_, i) => {
    const v = row[`Layer_${i}`];
    return typeof v === 'number' && Number.isFinite(v) ? moisture1(v) : null;
  });

function nearest<T extends { time: number }>(rows: readonly T[], time: number, tolerance: number): T | undefined {
  let best: T | undefined;
  for (const r of rows)
    if (Math.abs(r.time - time) <= tolerance && (!best || Math.abs(r.time - time) < Math.abs(best.time - time)))
      best = r;
  return best;
}

/**
 * The series of the chart. Daily samples of the readings go back from the newest one: now, a day
 * and two days before it (each the reading nearest that time, within 3 hours), none older than 2
 * days. Forecasts: the rows nearest 2 hours and a day after the newest reading.
 */
export function depthSeries(sensor: SensorMoisture): DepthSeries[] {
  const readings = [...sensor.moisture]
    .filter((r) => DEPTH_KEYS.some((d) => r[WIRE_PERCENT[d]] !== null))
    .sort((a, b) => a.time - b.time);
  const newest = readings[readings.length - 1];
  const out: DepthSeries[] = [];
  if (newest) {
    const samples = [
      { key: 'now', label: 'Now', back: 0 },
      { key: 'yesterday', label: 'Yesterday', back: 1 },
      { key: 'twoDays', label: '2 Days Ago', back: 2 },
    ] as const;
    for (const s of samples) {
      const r: MoistureReading | undefined =
        s.back === 0 ? newest : nearest(readings, newest.time - s.back * DAY_MS, SAMPLE_TOLERANCE_MS);
      if (r && newest.time - r.time <= 2 * DAY_MS + SAMPLE_TOLERANCE_MS && (s.back === 0 || r !== newest)) {
        out.push({
          key: s.key,
          label: s.label,
          time: r.time,
          forecast: false,
          color: COLORS[s.key],
          values: readingLayers(r, sensor.zone),
        });
      }
    }
  }
  const anchor = newest?.time ?? Math.min(...(sensor.prediction ?? []).map((p) => p.time - 2 * HOUR_MS));
  const forecasts = [
    { key: 'twoHours', label: '2hrs Later', hours: 2 },
    { key: 'tomorrow', label: 'Tomorrow', hours: 24 },
  ] as const;
  for (const f of forecasts) {
    const row = Number.isFinite(anchor)
      ? nearest(sensor.prediction ?? [], anchor + f.hours * HOUR_MS, FORECAST_TOLERANCE_MS[f.hours])
      : undefined;
    if (row)
      out.push({
        key: f.key,
        label: f.label,
        time: row.time,
        forecast: true,
        color: COLORS[f.key],
        values: rowLayers(row),
      });
  }
  return out;
}

/** The depths (cm below the surface) of the first `layers` layers. */
export const depthsShown = (layers: number) => LAYER_DEPTHS.slice(0, layers);

/**
 * The top of the moisture axis: a round ten at least 5 above every value shown and the zone's saturation, so '> SAT'
 * shows.
 */
export function depthAxisMax(series: readonly DepthSeries[], layers: number, zone: ZoneProfile | null): number {
  const values = series.flatMap((s) => s.values.slice(0, layers).filter((v): v is number => v !== null));
  const sat = saturationOf(zone) ?? 0;
  return Math.max(10, Math.ceil((Math.max(sat, ...values) + 5) / 10) * 10);
}

export interface DepthBand {
  band: BandKey;
  label: string;
  /** Moisture range, percent. */
  from: number;
  to: number;
  /** Depth range, cm below the surface (top < bottom). */
  top: number;
  bottom: number;
  /** The band's share of the moisture axis' width. */
  share: number;
}

/**
 * The bands '< WP', 'WP - FC', 'FC - SAT' and '> SAT' of each measured layer (10, 50, 100 cm,
 * with the zone's limits there), each over the depths nearer to that layer than to
 * another (to 30 cm, 30 to 75 cm, below 75 cm), down to the deepest layer shown.
 */
export function depthBands(zone: ZoneProfile | null, layers: number, axisMax: number): DepthBand[] {
  if (!zone) return [];
  const deepest = LAYER_DEPTHS[layers - 1]!;
  const limits = limitsFromWire(zone);
  const measured = DEPTH_KEYS.map((d) => ({
    cm: DEPTH_CM_OF[d],
    t: { wp: limits.wiltingPoint[d], fc: limits.fieldCapacity[d], sat: limits.saturation[d] },
  }));
  return measured.flatMap((m, i) => {
    const top = i === 0 ? 0 : (measured[i - 1]!.cm + m.cm) / 2;
    const bottom = i === measured.length - 1 ? deepest : Math.min(deepest, (m.cm + measured[i + 1]!.cm) / 2);
    if (top >= bottom) return [];
    const ranges: [BandKey, number, number][] = [
      ['belowWp', 0, m.t.wp],
      ['wpFc', m.t.wp, m.t.fc],
      ['fcSat', m.t.fc, m.t.sat],
      ['aboveSat', m.t.sat, Math.max(axisMax, m.t.sat)],
    ];
    return ranges
      .filter(([, from, to]) => to > from)
      .map(([band, from, to]) => ({
        band,
        label: BAND_LABELS[band],
        from,
        to,
        top,
        bottom,
        share: (to - from) / Math.max(axisMax, to),
      }));
  });
}

/** The bands as boxes; the top layer's boxes carry their names (`names`, else English) where they fit. */
export function depthBandAnnotations(
  bands: readonly DepthBand[],
  names?: Readonly<Record<BandKey, string>>,
): AnnotationOptions[] {
  return bands.map((b, i): AnnotationOptions => ({
    type: 'box',
    id: `depth-band-${i}`,
    xScaleID: 'x',
    yScaleID: 'y',
    xMin: b.from,
    xMax: b.to,
    yMin: -b.bottom,
    yMax: -b.top,
    backgroundColor: BAND_COLORS[b.band].fill,
    borderWidth: 0,
    drawTime: 'beforeDatasetsDraw',
    label:
      b.top === 0
        ? {
            display: (ctx) => labelFits((ctx.chart.chartArea?.width ?? 0) * b.share, names?.[b.band] ?? b.label),
            content: names?.[b.band] ?? b.label,
            position: { x: 'center', y: 'start' },
            color: BAND_COLORS[b.band].edge,
            font: { size: 11, weight: 'bold' },
            padding: 3,
          }
        : { display: false, content: null },
  }));
}

const csvTime = (ms: number) => format(ms, 'yyyy-MM-dd HH:mm');

/** The chart's data as CSV: one row per depth shown (0, -10, … cm), one column per series, 2 decimals. */
export function depthCsv(series: readonly DepthSeries[], layers: number): string {
  const header = ['Depth (cm)', ...series.map((s) => `${s.label} (${csvTime(s.time)})`)];
  const rows = depthsShown(layers).map((depth, i) => [
    depth === 0 ? '0' : String(-depth),
    ...series.map((s) => (s.values[i] === null || s.values[i] === undefined ? '' : s.values[i]!.toFixed(2))),
  ]);
  return (
    [header, ...rows]
      .map((cells) => cells.map((c) => (/[",\n]/.test(c) ? `"${c.replaceAll('"', '""')}"` : c)).join(','))
      .join('\r\n') + '\r\n'
  );
}

/** The file name of the chart's CSV. */
export const depthCsvName = (sensorId: string) => `${sensorId}-depth.csv`;

/** The chart in words: each series at the measured depths, in the person's language and units. */
export function describeDepth({ t, f }: Words, title: string, series: readonly DepthSeries[]): string {
  if (!series.length) return t('dashboard.daysNoData', { title });
  const at = (s: DepthSeries) =>
    [10, 50, 100]
      .map((cm) => {
        const v = s.values[cm / 10];
        const value = v === null || v === undefined ? t('dashboard.unknown') : `${f.number(v, 1, true)} %`;
        return t('dashboard.valueAtDepth', { value, depth: f.quantity('depth', cm) });
      })
      .join(', ');
  const lines = series.map((s) =>
    t(s.forecast ? 'dashboard.depthLineForecast' : 'dashboard.depthLine', {
      series: t(DEPTH_SERIES_KEYS[s.key]),
      values: at(s),
    }),
  );
  return t('dashboard.depthSummary', { title, lines: lines.join('. ') });
}
