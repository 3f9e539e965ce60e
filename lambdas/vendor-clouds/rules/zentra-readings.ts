/**
 * A ZENTRA Cloud API v4 `get_readings` page (JSON) as Fieldwise readings. The page groups values
 * by measurement ("Water Content", "Soil Temperature", "Battery Voltage" …), then by sensor port
 * (`metadata.port_number`), each reading with its UTC time (`timestamp_utc`, seconds), its record
 * id (`mrid`, rising with every record the logger makes: the pull's cursor) and an `error_flag`.
 * ZENTRA does not know a sensor's depth: the link says which port serves which depth.
 * Water content comes in m³/m³ (or % when the account prefers it): stored as volumetric %.
 */
import { DEPTH_KEYS, nearestDepth, type DepthKey } from '@shared/readings/depths';
import { noDepths, type VendorReading } from './vendor-reading';

export interface PortDepth {
  port: number;
  depth_cm: number;
}

export interface ZentraPage {
  readings: VendorReading[];
  /** The highest record id on the page (null: an empty page). */
  lastMrid: number | null;
  /** Whether the service says another page follows. */
  more: boolean;
}

export class ZentraFormatError extends Error {}

interface RawReading {
  timestamp_utc?: unknown;
  mrid?: unknown;
  value?: unknown;
  error_flag?: unknown;
}
interface RawSeries {
  metadata?: { port_number?: unknown; units?: unknown };
  readings?: unknown;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const finite = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

function seriesOf(
  data: Record<string, unknown>,
  measurement: string,
): { port: number; units: string; readings: RawReading[] }[] {
  const list = Object.hasOwn(data, measurement) ? data[measurement] : undefined;
  if (!Array.isArray(list)) return [];
  return list.flatMap((s: RawSeries) => {
    const port = finite(s?.metadata?.port_number);
    if (port === null || !Array.isArray(s.readings)) return [];
    const units = typeof s.metadata?.units === 'string' ? s.metadata.units.trim() : '';
    return [{ port, units, readings: s.readings.filter(isObject) as RawReading[] }];
  });
}

/** Water content as volumetric %: m³/m³ times 100; already % as is. */
const toPercent = (v: number, units: string) => (units.includes('%') ? v : v * 100);
const toCelsius = (v: number, units: string) => (/F/.test(units) ? ((v - 32) * 5) / 9 : v);
const toVolts = (v: number, units: string) => (/mV/i.test(units) ? v / 1000 : v);

export function zentraPage(body: unknown, ports: readonly PortDepth[]): ZentraPage {
  if (!isObject(body) || !isObject(body.data)) throw new ZentraFormatError('no "data" in the answer');
  const data = body.data;
  const byTime = new Map<number, VendorReading>();
  let lastMrid: number | null = null;
  const at = (seconds: number) => {
    const time = seconds * 1000;
    let r = byTime.get(time);
    if (!r) byTime.set(time, (r = { time, moisture: noDepths(), temperature: null, battery: null }));
    return r;
  };
  const each = (
    measurement: string,
    use: (r: VendorReading, value: number | null, port: number, units: string) => void,
  ) => {
    for (const s of seriesOf(data, measurement))
      for (const raw of s.readings) {
        const seconds = finite(raw.timestamp_utc);
        if (seconds === null) continue;
        const mrid = finite(raw.mrid);
        if (mrid !== null && (lastMrid === null || mrid > lastMrid)) lastMrid = mrid;
        const value = raw.error_flag === true ? null : finite(raw.value);
        use(at(seconds), value, s.port, s.units);
      }
  };
  const depthOfPort = new Map<number, DepthKey>();
  for (const p of ports) {
    const key = nearestDepth(p.depth_cm);
    if (key) depthOfPort.set(p.port, key);
  }
  const topPort = [...ports].sort((a, b) => a.depth_cm - b.depth_cm)[0]?.port;
  each('Water Content', (r, v, port, units) => {
    const key = depthOfPort.get(port);
    if (key && v !== null) r.moisture[key] = toPercent(v, units);
  });
  each('Soil Temperature', (r, v, port, units) => {
    if (port === topPort && v !== null) r.temperature = toCelsius(v, units);
  });
  each('Battery Voltage', (r, v, _port, units) => {
    if (v !== null) r.battery = toVolts(v, units);
  });
  // A time with nothing this sensor stores (only another port's measurements) is not a reading.
  const readings = [...byTime.values()]
    .filter((r) => DEPTH_KEYS.some((k) => r.moisture[k] !== null) || r.temperature !== null)
    .sort((a, b) => a.time - b.time);
  const pagination = isObject(body.pagination) ? body.pagination : {};
  const more = typeof pagination.next_url === 'string' && pagination.next_url !== '';
  return { readings, lastMrid, more };
}
