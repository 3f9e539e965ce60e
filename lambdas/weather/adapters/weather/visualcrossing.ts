/**
 * Visual Crossing Timeline client: one GET per place and run of days, in the `uk` unit group
 * (°C, mm, mph), with the days and the current conditions, asking only for the elements the
 * weather views and ET0 use (the service bills by what it returns). The key stays on the
 * server: it is read from Secrets Manager and never appears in an answer or a log line.
 */
import {
  WeatherUnavailableError,
  type WeatherAnswer,
  type WeatherDay,
  type WeatherLocation,
  type WeatherProvider,
} from './port';

export const VISUAL_CROSSING_URL =
  'https://weather.visualcrossing.com/VisualCrossingWebServices/rest/services/timeline';

/** `datetime` is not added by the service when elements are listed, and `temp` feeds currentConditions. */
export const VISUAL_CROSSING_ELEMENTS = [
  'datetime',
  'tempmin',
  'tempmax',
  'temp',
  'humidity',
  'dew',
  'windspeed',
  'precip',
  'solarenergy',
  'conditions',
  'icon',
] as const;

export interface VisualCrossingOptions {
  baseUrl?: string;
  /** Resolves the API key (from Secrets Manager in AWS); called per request, cached by the caller. */
  apiKey: () => Promise<string>;
  timeoutMs?: number;
  /** Where failures are written: the functions' logger (index.ts), or a test's list. */
  log: (message: string) => void;
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const text = (v: unknown): string | null => (typeof v === 'string' && v.length <= 200 ? v : null);
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function toDay(raw: Record<string, unknown>): WeatherDay | undefined {
  if (typeof raw.datetime !== 'string' || !DATE.test(raw.datetime)) return undefined;
  return {
    date: raw.datetime,
    tempmin: num(raw.tempmin),
    tempmax: num(raw.tempmax),
    temp: num(raw.temp),
    humidity: num(raw.humidity),
    dew: num(raw.dew),
    windspeed: num(raw.windspeed),
    precip: num(raw.precip),
    solarenergy: num(raw.solarenergy),
    conditions: text(raw.conditions),
    icon: text(raw.icon),
  };
}

export function visualCrossingProvider(opts: VisualCrossingOptions): WeatherProvider {
  const baseUrl = (opts.baseUrl ?? VISUAL_CROSSING_URL).replace(/\/+$/, '');
  const timeoutMs = opts.timeoutMs ?? 8_000;
  const { log } = opts;
  return {
    source: 'visualcrossing',
    async timeline(location: WeatherLocation, fromDate: string, toDate: string): Promise<WeatherAnswer> {
      const place = `${location.lat},${location.lon}`;
      const what = `Visual Crossing ${place} ${fromDate}..${toDate}`;
      let key: string;
      try {
        key = await opts.apiKey();
      } catch (err) {
        log(`${what}: the API key could not be read: ${err instanceof Error ? err.message : String(err)}`);
        throw new WeatherUnavailableError();
      }
      const params = new URLSearchParams({
        unitGroup: 'uk',
        include: 'days,current',
        elements: VISUAL_CROSSING_ELEMENTS.join(','),
        contentType: 'json',
        key,
      });
      // Coordinates are digits, "-" and ".": the comma goes as is, as in the service's own examples.
      const url = `${baseUrl}/${place}/${fromDate}/${toDate}?${params.toString()}`;
      let res: Response;
      try {
        res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
      } catch (err) {
        const reason =
          err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')
            ? `no answer within ${timeoutMs} ms`
            : String(err instanceof Error ? err.message : err);
        log(`${what} failed: ${reason.split(key).join('<key>')}`);
        throw new WeatherUnavailableError();
      }
      if (!res.ok) {
        const body = (await res.text().catch(() => '')).slice(0, 200).split(key).join('<key>');
        log(`${what} answered ${res.status}: ${body}`);
        throw new WeatherUnavailableError();
      }
      let json: { days?: unknown; currentConditions?: unknown };
      try {
        json = (await res.json()) as typeof json;
      } catch {
        log(`${what} answered something that is not JSON`);
        throw new WeatherUnavailableError();
      }
      const days = Array.isArray(json.days)
        ? json.days.flatMap((d) => (d && typeof d === 'object' ? (toDay(d as Record<string, unknown>) ?? []) : []))
        : [];
      const current =
        json.currentConditions && typeof json.currentConditions === 'object'
          ? { temp: num((json.currentConditions as Record<string, unknown>).temp) }
          : null;
      return { source: 'visualcrossing', days, current };
    },
  };
}
