/**
 * Per zone, what a grower would otherwise work out by hand from the charts: over the report's
 * days, how many days the zone sat below its wilting point and above its field capacity, the
 * rain and reference evaporation (ET0) that fell and left, and where the latest moisture stands
 * against the refill point. All at the zone's depth of interest.
 *
 * Only the report's chosen days count (yyyy-MM-dd, the field's local days): the data may reach a
 * little past them, fetched wide enough for any time zone. A day's moisture is the mean of every
 * reading of the zone's sensors on that local day (the field's time zone). The refill point is the wilting point plus
 * the zone's refill share of the water the soil holds between wilting point and field capacity (half unless the grower
 * set another share on the zone; the same rule the moisture alerts use): below it, irrigate. Beside them, the
 * zone's irrigation advice as it stands when the report is made (reportAdvice).
 */
import { DEFAULT_REFILL_SHARE, refillPoint as sharedRefillPoint } from '@shared/alerts/kinds';
import type { ZoneParams } from '@shared/management/views';
import { interestDepthOf, limitsAt, limitsFromWire, type WireLimitKey } from '@shared/management/zone-limits';
import { DEPTH_CM_OF, WIRE_PERCENT, type DepthKey } from '@shared/readings/depths';
import type { MoistureReading, SensorMoisture } from '@shared/readings/views';
import type { Recommendation } from '@shared/irrigation/recommendation';
import { SIMULATED_WEATHER } from '@shared/weather/simulated';
import { adviceWords, dueWords } from '../../../lib/advice-words';
import { evaporationOnDays, rainOnDays } from './range';

export interface ZoneThresholds {
  /** Which measured depth. */
  depth: DepthKey;
  depthCm: number;
  wiltingPoint: number;
  fieldCapacity: number;
  saturation: number;
  /** Share of the WP–FC range above the wilting point where the refill point sits. */
  refillShare: number;
}

/** The zone's thresholds at its depth of interest (10 cm when that is not a measured depth). */
export function zoneThresholds(
  zone: Pick<ZoneParams, 'interest_layer' | 'refill_share' | WireLimitKey>,
): ZoneThresholds {
  const depth = interestDepthOf(zone.interest_layer);
  return {
    depth,
    depthCm: DEPTH_CM_OF[depth],
    ...limitsAt(limitsFromWire(zone), depth),
    refillShare: zone.refill_share ?? DEFAULT_REFILL_SHARE,
  };
}

export const refillPoint = (t: Pick<ZoneThresholds, 'wiltingPoint' | 'fieldCapacity' | 'refillShare'>): number =>
  sharedRefillPoint(t.wiltingPoint, t.fieldCapacity, t.refillShare);

/** yyyy-MM-dd of an instant in a time zone. */
export function localDay(timeMs: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    timeMs,
  );
}

/** The mean per local day of the readings' values at one depth (days without a value left out). */
export function dailyMeans(
  readings: readonly MoistureReading[],
  depth: DepthKey,
  timeZone: string,
): Map<string, number> {
  const key = WIRE_PERCENT[depth];
  const fmt = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const sums = new Map<string, [number, number]>();
  for (const r of readings) {
    const v = r[key];
    if (v === null || !Number.isFinite(v)) continue;
    const day = fmt.format(r.time);
    const [sum, n] = sums.get(day) ?? [0, 0];
    sums.set(day, [sum + v, n + 1]);
  }
  return new Map([...sums].map(([day, [sum, n]]) => [day, sum / n]));
}

const round1 = (n: number) => Math.round(n * 10) / 10;

export interface ZoneSummary {
  depthCm: number;
  /** Chosen local days with at least one reading. */
  daysWithData: number;
  daysBelowWiltingPoint: number;
  daysAboveFieldCapacity: number;
  /** mm over the range; null when no rainfall figures came. */
  totalRainMm: number | null;
  totalEt0Mm: number | null;
  /** Mean of each sensor's newest value at the depth in the chosen days, 1 decimal; null without readings. */
  latestMoisture: number | null;
  refillPoint: number;
  /** Latest minus refill point, 1 decimal. */
  aboveRefillBy: number | null;
  /** The zone's irrigation advice when the report is made (reportAdvice); absent: not asked for. */
  advice?: string;
}

/**
 * The zone's recommendation as the report says it: what to do and as of when, or why there is
 * none; 'not available' when it could not be had.
 */
export function reportAdvice(r: Recommendation | undefined, timeZone?: string): string {
  if (!r) return 'not available';
  // "in about" rather than "≈": the PDF's standard font (Windows-1252) has no "≈".
  const words = adviceWords(r, timeZone)?.replace(' ≈ ', ' in about ');
  const asOf = `as of ${dueWords(r.basis.computed_at, timeZone)}`;
  if (!words) return `none (${asOf}): ${r.basis.reason ?? 'not enough is known'}`;
  const deficit =
    r.deficit_mm === null
      ? ''
      : `; deficit ${r.deficit_mm} mm over ${r.basis.root_depth_cm} cm, rain taken ${r.rain_forecast_mm ?? 0} mm`;
  return `${words.charAt(0).toUpperCase()}${words.slice(1)} (${asOf}${deficit})`;
}

export interface WeatherTotalsInput {
  /** As the rainfall route answers: datetime yyyy-MM-dd. */
  rain: readonly { datetime: string; precip: number | null }[] | null;
  /** As the evaporation route answers: date dd-MM-yyyy. */
  evaporation: readonly { date: string; evaporation: number }[] | null;
}

/**
 * The zone's summary over `days` (yyyy-MM-dd, the field's local days in `timeZone`); readings,
 * rain and evaporation of other days are left out.
 */
export function summariseZone(
  zone: ZoneParams,
  sensors: readonly SensorMoisture[],
  weather: WeatherTotalsInput,
  timeZone: string,
  days: readonly string[],
): ZoneSummary {
  const t = zoneThresholds(zone);
  const wanted = new Set(days);
  const fmt = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const inRange = sensors.map((s) => s.moisture.filter((r) => wanted.has(fmt.format(r.time))));
  const daily = dailyMeans(inRange.flat(), t.depth, timeZone);
  const means = [...daily.values()];
  const latest = inRange.flatMap((moisture) => {
    for (let i = moisture.length - 1; i >= 0; i--) {
      const v = moisture[i]![WIRE_PERCENT[t.depth]];
      if (v !== null && Number.isFinite(v)) return [v];
    }
    return [];
  });
  const latestMoisture = latest.length ? round1(latest.reduce((a, b) => a + b, 0) / latest.length) : null;
  const refill = round1(refillPoint(t));
  const sum = (values: number[]) => round1(values.reduce((a, b) => a + b, 0));
  return {
    depthCm: t.depthCm,
    daysWithData: means.length,
    daysBelowWiltingPoint: means.filter((m) => m < t.wiltingPoint).length,
    daysAboveFieldCapacity: means.filter((m) => m > t.fieldCapacity).length,
    totalRainMm: weather.rain
      ? sum(rainOnDays(weather.rain, days).flatMap((r) => (r.precip === null ? [] : [r.precip])))
      : null,
    totalEt0Mm: weather.evaporation
      ? sum(evaporationOnDays(weather.evaporation, days).map((r) => r.evaporation))
      : null,
    latestMoisture,
    refillPoint: refill,
    aboveRefillBy: latestMoisture === null ? null : round1(latestMoisture - refill),
  };
}

/** The summary as label/value rows for the report; weather totals made up offline say so. */
export function summaryRows(s: ZoneSummary, simulatedWeather = false): [string, string][] {
  const mm = (v: number | null) =>
    v === null ? 'not available' : `${v.toFixed(1)} mm${simulatedWeather ? SIMULATED_WEATHER.figureSuffix : ''}`;
  const days = (n: number) => `${n} of ${s.daysWithData} day${s.daysWithData === 1 ? '' : 's'}`;
  let latest = 'no readings in the range';
  if (s.latestMoisture !== null && s.aboveRefillBy !== null) {
    const gap = Math.abs(s.aboveRefillBy).toFixed(1);
    const where = s.aboveRefillBy >= 0 ? `${gap} points above` : `${gap} points below`;
    latest =
      `${s.latestMoisture.toFixed(1)} %, ${where} the refill point (${s.refillPoint.toFixed(1)} ` +
      `%)${s.aboveRefillBy < 0 ? ': irrigate' : ''}`;
  }
  return [
    [`Days below wilting point (${s.depthCm} cm)`, days(s.daysBelowWiltingPoint)],
    [`Days above field capacity (${s.depthCm} cm)`, days(s.daysAboveFieldCapacity)],
    ['Total rain', mm(s.totalRainMm)],
    ['Total reference evaporation (ET0)', mm(s.totalEt0Mm)],
    [`Latest moisture (${s.depthCm} cm)`, latest],
    ...(s.advice === undefined ? [] : [['Irrigation advice', s.advice] as [string, string]]),
  ];
}
