/**
 * The sensor CSV (monitoring spec §9): 21 depth rows, 0 to -200 cm in 10 cm steps, by one column
 * per reading time `yyyy-MM-dd HH:mm`, values with 2 decimals; file `<sensor_id>.csv`.
 *
 * Sensors measure at 10, 50 and 100 cm. Until the agronomy model's 20-layer profile exists
 * (its own issue), the profile between them is linear, and above 10 cm and below 100 cm it holds
 * the nearest measured value (README, "CSV download").
 */
import type { MoistureReading } from '../../shared/readings/views';

export const CSV_DEPTHS = Array.from({ length: 21 }, (_, i) => -i * 10);
const MEASURED: [depth: number, key: keyof MoistureReading][] = [
  [10, 'cap50_percent'],
  [50, 'cap100_percent'],
  [100, 'cap150_percent'],
];

/** Moisture at `depthCm` (positive, below the surface) from the three measured depths. */
export function profileAt(reading: MoistureReading, depthCm: number): number | null {
  const points = MEASURED.map(([d, k]) => [d, reading[k]] as const).filter((p): p is readonly [number, number] => typeof p[1] === 'number');
  if (!points.length) return null;
  if (depthCm <= points[0]![0]) return points[0]![1];
  for (let i = 1; i < points.length; i++) {
    const [d0, v0] = points[i - 1]!;
    const [d1, v1] = points[i]!;
    if (depthCm <= d1) return v0 + ((v1 - v0) * (depthCm - d0)) / (d1 - d0);
  }
  return points[points.length - 1]![1];
}

/** One formatter per time zone: building one costs far more than formatting with it. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, f);
  }
  return f;
}

function label(ms: number, timeZone: string): string {
  const parts = Object.fromEntries(formatter(timeZone).formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

export function sensorCsv(readings: MoistureReading[], timeZone = 'UTC'): string {
  const header = ['Depth (cm)', ...readings.map((r) => label(r.time, timeZone))];
  const rows = CSV_DEPTHS.map((depth) => [String(depth), ...readings.map((r) => {
    const v = profileAt(r, -depth);
    return v === null ? '' : v.toFixed(2);
  })]);
  return [header, ...rows].map((cells) => cells.join(',')).join('\r\n') + '\r\n';
}
