/**
 * The time-series chart's data, from one sensor's answer: solid lines for what was measured,
 * dashed lines for the newest forecast (continuing from the last reading), hollow points for
 * what earlier forecasts said about times since measured, and the soil bands of the sensor's
 * zone. Moisture is shown with 1 decimal and never below 0; temperature on its own axis in the
 * person's units (°C or °F); depths in cm or in.
 */
import type { AnnotationOptions } from 'chartjs-plugin-annotation';
import type { ChartDataset } from 'chart.js';
import type { MoistureReading, PredictionRow, SensorMoisture, ZoneProfile } from '@shared/readings/views';
import type { MessageKey } from '@shared/i18n/catalogue';
import { BAND_COLORS, moisture1, SERIES_COLORS, type BandKey } from '../../../../lib/chart-style';
import type { Format } from '../../../../lib/i18n/use-format';
import type { Words } from '../../../../lib/words';
import { describeSeries, type TimePoint } from './chart-summary';
import { WIRE_PERCENT, type DepthKey } from '@shared/readings/depths';
import { limitsAt, limitsFromWire } from '@shared/management/zone-limits';

export type MoistureToggle = 'm10' | 'm50' | 'm100' | 'temp' | 'wp' | 'fc' | 'sat';
type DepthToggle = 'm10' | 'm50' | 'm100';

/** The toggle buttons, in order. */
export const MOISTURE_TOGGLES: readonly MoistureToggle[] = ['m10', 'm50', 'm100', 'temp', 'wp', 'fc', 'sat'];

const DEPTH_CM: Record<DepthToggle, number> = { m10: 10, m50: 50, m100: 100 };
const TOGGLE_KEYS: Record<Exclude<MoistureToggle, DepthToggle>, MessageKey> = {
  temp: 'dashboard.temperature',
  wp: 'dashboard.wiltingPoint',
  fc: 'dashboard.fieldCapacity',
  sat: 'dashboard.saturationPoint',
};

/** A toggle's words: "Moisture 10 cm" ("Humedad 3.9 in"), "Temperature", "Wilting Point", … */
export function toggleLabel({ t, f }: Words, key: MoistureToggle): string {
  if (key === 'm10' || key === 'm50' || key === 'm100')
    return t('dashboard.moistureAt', { depth: f.quantity('depth', DEPTH_CM[key]) });
  return t(TOGGLE_KEYS[key]);
}

/** The soil bands' short names ('< WP', 'WP - FC', …) in the person's language. */
export const BAND_KEYS: Record<BandKey, MessageKey> = {
  belowWp: 'dashboard.bandBelowWp',
  wpFc: 'dashboard.bandWpFc',
  fcSat: 'dashboard.bandFcSat',
  aboveSat: 'dashboard.bandAboveSat',
};

/** Depths as a list with one unit: "10, 50 cm" ("3.9, 19.7 in"). */
export const depthList = (f: Format, cms: readonly number[]): string =>
  `${cms.map((cm) => f.quantity('depth', cm, { bare: true })).join(', ')} ${f.unit('depth')}`;

/** Each measured depth: its toggle, its reading field (the answer's wire name) and its profile layer. */
const DEPTHS: readonly {
  key: DepthToggle;
  depth: DepthKey;
  cm: number;
  reading: (typeof WIRE_PERCENT)[DepthKey];
  layer: `Layer_${number}`;
}[] = [
  { key: 'm10', depth: 'at10cm', cm: 10, reading: WIRE_PERCENT.at10cm, layer: 'Layer_1' },
  { key: 'm50', depth: 'at50cm', cm: 50, reading: WIRE_PERCENT.at50cm, layer: 'Layer_5' },
  { key: 'm100', depth: 'at100cm', cm: 100, reading: WIRE_PERCENT.at100cm, layer: 'Layer_10' },
];

/** With a sensor: temperature and the three depths; without one: the first depth only. */
export function defaultToggles(hasSensor: boolean): Set<MoistureToggle> {
  return new Set<MoistureToggle>(hasSensor ? ['m10', 'm50', 'm100', 'temp'] : ['m10']);
}

export type MoistureDataset = ChartDataset<'line', TimePoint[]> & {
  label: string;
  kind: 'measured' | 'forecast' | 'past';
};

const byTime = <T extends { time: number }>(rows: readonly T[]) => [...rows].sort((a, b) => a.time - b.time);

function points<T extends { time: number }>(
  rows: readonly T[],
  value: (r: T) => number | null | undefined,
  show: (v: number) => number,
): TimePoint[] {
  return byTime(rows).flatMap((r) => {
    const v = value(r);
    return typeof v === 'number' && Number.isFinite(v) ? [{ x: r.time, y: show(v) }] : [];
  });
}

/**
 * The three datasets of one quantity: measured (solid), forecast (dashed, from the last reading) and past forecasts
 * (hollow points).
 */
function seriesOf(
  { t }: Words,
  label: string,
  color: string,
  yAxisID: 'moisture' | 'temperature',
  moisture: readonly MoistureReading[],
  prediction: readonly PredictionRow[],
  past: readonly PredictionRow[],
  measured: (r: MoistureReading) => number | null,
  forecast: (r: PredictionRow) => number | null | undefined,
  show: (v: number) => number,
): MoistureDataset[] {
  const history = points(moisture, measured, show);
  const last = history[history.length - 1];
  const ahead = points(prediction, forecast, show).filter((p) => !last || p.x > last.x);
  const earlier = points(past, forecast, show);
  const out: MoistureDataset[] = [];
  if (history.length) {
    out.push({
      kind: 'measured',
      label,
      data: history,
      yAxisID,
      borderColor: color,
      backgroundColor: color,
      borderWidth: 2,
      pointRadius: history.length > 60 ? 0 : 2,
      pointHoverRadius: 4,
      tension: 0.2,
    });
  }
  if (ahead.length) {
    out.push({
      kind: 'forecast',
      label: t('dashboard.seriesForecast', { label }),
      data: last ? [last, ...ahead] : ahead,
      yAxisID,
      borderColor: color,
      backgroundColor: color,
      borderWidth: 2,
      borderDash: [6, 4],
      pointRadius: (ctx) => (last && ctx.dataIndex === 0 ? 0 : 3),
      pointHoverRadius: 5,
      tension: 0.2,
    });
  }
  if (earlier.length) {
    out.push({
      kind: 'past',
      label: t('dashboard.seriesPastForecast', { label }),
      data: earlier,
      yAxisID,
      showLine: false,
      borderColor: color,
      backgroundColor: '#ffffff',
      borderWidth: 2,
      pointRadius: 5,
      pointHoverRadius: 7,
      pointStyle: 'circle',
    });
  }
  return out;
}

/** The datasets of the toggles that are on (moisture depths first, then temperature in the person's units). */
export function moistureDatasets(
  w: Words,
  sensor: SensorMoisture,
  visible: ReadonlySet<MoistureToggle>,
): MoistureDataset[] {
  const prediction = sensor.prediction ?? [];
  const past = sensor.pastPrediction ?? [];
  const depths = DEPTHS.filter((d) => visible.has(d.key)).flatMap((d) =>
    seriesOf(
      w,
      toggleLabel(w, d.key),
      SERIES_COLORS[d.key],
      'moisture',
      sensor.moisture,
      prediction,
      past,
      (r) => r[d.reading],
      (r) => r[d.layer],
      moisture1,
    ),
  );
  const temperature = visible.has('temp')
    ? seriesOf(
        w,
        toggleLabel(w, 'temp'),
        SERIES_COLORS.temp,
        'temperature',
        sensor.moisture,
        prediction,
        past,
        (r) => r.temperature,
        (r) => r.Temperature,
        (v) => w.f.shown('temperature', v),
      )
    : [];
  return [...depths, ...temperature];
}

/** True when the sensor has anything to draw: a reading or a forecast. */
export const hasMoistureData = (sensor: SensorMoisture | null | undefined): sensor is SensorMoisture =>
  Boolean(sensor && (sensor.moisture.length > 0 || (sensor.prediction ?? []).length > 0));

const thresholds = (zone: ZoneProfile, d: (typeof DEPTHS)[number]) => {
  const at = limitsAt(limitsFromWire(zone), d.depth);
  return { wp: at.wiltingPoint, fc: at.fieldCapacity, sat: at.saturation };
};

export interface MoistureBand {
  toggle: 'wp' | 'fc' | 'sat';
  /** Band name and the depths it belongs to, e.g. "< WP 10, 50 cm". */
  label: string;
  from: number;
  to: number;
  color: { fill: string; edge: string };
}

/**
 * The soil bands of the toggles that are on, for the moisture depths shown (the 10 cm depth's
 * when none is): Wilting Point shades 0..WP ('< WP'), Field Capacity WP..FC ('WP - FC'),
 * Saturation Point FC..SAT ('FC - SAT'), each up to a line at its threshold. Depths whose
 * thresholds agree share one band.
 */
export function moistureBands(
  { t, f }: Words,
  zone: ZoneProfile | null,
  visible: ReadonlySet<MoistureToggle>,
): MoistureBand[] {
  if (!zone) return [];
  const shown = DEPTHS.filter((d) => visible.has(d.key));
  const depths = shown.length ? shown : [DEPTHS[0]!];
  const kinds = [
    { toggle: 'wp', band: 'belowWp', range: (t: ReturnType<typeof thresholds>): [number, number] => [0, t.wp] },
    { toggle: 'fc', band: 'wpFc', range: (t: ReturnType<typeof thresholds>): [number, number] => [t.wp, t.fc] },
    { toggle: 'sat', band: 'fcSat', range: (t: ReturnType<typeof thresholds>): [number, number] => [t.fc, t.sat] },
  ] as const;
  const bands: MoistureBand[] = [];
  for (const kind of kinds) {
    if (!visible.has(kind.toggle)) continue;
    const groups = new Map<string, { from: number; to: number; cms: number[] }>();
    for (const d of depths) {
      const [from, to] = kind.range(thresholds(zone, d));
      const key = `${from}:${to}`;
      const g = groups.get(key) ?? { from, to, cms: [] as number[] };
      g.cms.push(d.cm);
      groups.set(key, g);
    }
    for (const g of groups.values()) {
      bands.push({
        toggle: kind.toggle,
        label: `${t(BAND_KEYS[kind.band])} ${depthList(f, g.cms)}`,
        from: g.from,
        to: g.to,
        color: BAND_COLORS[kind.band],
      });
    }
  }
  return bands;
}

/** The band boxes and threshold lines as annotations on the moisture axis. */
export function bandAnnotations(bands: readonly MoistureBand[]): AnnotationOptions[] {
  return bands.flatMap((b, i): AnnotationOptions[] => [
    {
      type: 'box',
      id: `band-${i}`,
      yScaleID: 'moisture',
      yMin: b.from,
      yMax: b.to,
      backgroundColor: b.color.fill,
      borderWidth: 0,
      drawTime: 'beforeDatasetsDraw',
    },
    {
      type: 'line',
      id: `band-line-${i}`,
      scaleID: 'moisture',
      value: b.to,
      borderColor: b.color.edge,
      borderWidth: 1,
      borderDash: [2, 3],
      drawTime: 'beforeDatasetsDraw',
      label: {
        display: true,
        content: b.label,
        position: 'start',
        backgroundColor: 'rgba(255, 255, 255, 0.85)',
        color: b.color.edge,
        font: { size: 11, weight: 'bold' },
        padding: 2,
        yAdjust: -9,
      },
    },
  ]);
}

/** The top of the moisture axis: a round ten above every value and band shown, at least 10. */
export function moistureAxisMax(datasets: readonly MoistureDataset[], bands: readonly MoistureBand[]): number {
  const values = [
    ...datasets.filter((d) => d.yAxisID === 'moisture').flatMap((d) => d.data.map((p) => p.y)),
    ...bands.map((b) => b.to),
  ];
  const top = values.length ? Math.max(...values) : 0;
  return Math.max(10, Math.ceil((top + 2) / 10) * 10);
}

/** The span of every point shown, epoch ms; null when nothing is. */
export function timeSpan(datasets: readonly MoistureDataset[]): { from: number; to: number } | null {
  const xs = datasets.flatMap((d) => d.data.map((p) => p.x));
  return xs.length ? { from: Math.min(...xs), to: Math.max(...xs) } : null;
}

/** The chart in words: each line shown with its range and last value (the forecasts too), and the bands. */
export function describeMoisture(
  w: Words,
  title: string,
  datasets: readonly MoistureDataset[],
  bands: readonly MoistureBand[] = [],
): string {
  const { t, f } = w;
  const parts = datasets
    .filter((d) => d.kind !== 'past')
    .map((d) => describeSeries(w, d.label, d.data, d.yAxisID === 'temperature' ? f.unit('temperature') : '%'));
  if (bands.length)
    parts.push(
      t('dashboard.bandsList', {
        bands: bands
          .map((b) => t('dashboard.bandRange', { band: b.label, from: f.number(b.from), to: f.number(b.to) }))
          .join(', '),
      }),
    );
  return parts.length ? `${title}. ${parts.join('. ')}.` : t('dashboard.noLineShown', { title });
}
