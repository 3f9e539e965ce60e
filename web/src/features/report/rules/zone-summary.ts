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
 * zone's irrigation advice as it stands when the report is made (reportAdvice), and its latest soil
 * temperature. Written in the person's language and units (words.ts).
 */
import { DEFAULT_REFILL_SHARE, refillPoint as sharedRefillPoint } from '@shared/alerts/kinds';
import type { ZoneParams } from '@shared/management/views';
import { interestDepthOf, limitsAt, limitsFromWire, type WireLimitKey } from '@shared/management/zone-limits';
import { DEPTH_CM_OF, WIRE_PERCENT, type DepthKey } from '@shared/readings/depths';
import type { MoistureReading, SensorMoisture } from '@shared/readings/views';
import type { Recommendation } from '@shared/irrigation/recommendation';
import { evaporationOnDays, rainOnDays } from './range';
import { fixedQuantity, printable } from './words';
import type { Words } from '../../../lib/words';
import { reasonWords } from '../../../lib/advice-words';

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
  /** Mean of each sensor's newest soil temperature in the chosen days, °C; null without one. */
  latestTemperatureC: number | null;
  /** The zone's irrigation advice when the report is made (reportAdvice); absent: not asked for. */
  advice?: string;
}

/** A run time: "45 min", "3 h", "3 h 10 min". */
export function runTimeText(minutes: number, { t }: Words): string {
  const m = Math.max(0, Math.round(minutes));
  const hours = Math.floor(m / 60);
  const rest = m % 60;
  if (!hours) return t('report.runMinutes', { minutes: rest });
  return rest ? t('report.runHoursMinutes', { hours, minutes: rest }) : t('report.runHours', { hours });
}

/**
 * When, as a grower reads it: "Fri 6 am", "Fri 6:30 am" where the locale keeps a 12-hour clock,
 * "vie 6:00" where it keeps a 24-hour one; in the field's time zone.
 */
export function dueText(epochS: number, locale: string, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: 'short',
    hour: 'numeric',
    minute: '2-digit',
  }).formatToParts(epochS * 1000);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const period = get('dayPeriod').toLowerCase().replace(/\./g, '');
  const weekday = get('weekday').replace(/\.$/, '');
  if (!period) return printable(`${weekday} ${get('hour')}:${get('minute')}`);
  const minute = get('minute') === '00' ? '' : `:${get('minute')}`;
  return printable(`${weekday} ${get('hour')}${minute} ${period}`);
}

/** What to do, or null when it cannot be said. */
function adviceText(r: Recommendation, w: Words, timeZone?: string): string | null {
  const { t } = w;
  if (r.gross_mm === null || r.run_minutes === null || r.net_mm === null) return null;
  const water = (mm: number) => w.f.quantity('water', mm);
  if (r.net_mm <= 0)
    return r.rain_forecast_mm
      ? t('report.adviceRainCovers', { deficit: water(r.deficit_mm ?? 0) })
      : t('report.adviceAtCapacity');
  const what = { depth: water(r.gross_mm), runTime: runTimeText(r.run_minutes, w) };
  const advice =
    r.basis.due === 'now'
      ? t('report.adviceIrrigateNow', what)
      : r.basis.due === 'forecast' && r.due_at !== null
        ? t('report.adviceIrrigateBy', { ...what, due: dueText(r.due_at, w.f.locale, timeZone) })
        : t('report.adviceIrrigateLater', what);
  return r.band_mm === null ? advice : t('report.adviceBand', { advice, band: water(r.band_mm) });
}

/**
 * The zone's recommendation as the report says it: what to do and as of when, or why there is
 * none; 'not available' when it could not be had. The reason is the server's, in the reader's words.
 */
export function reportAdvice(r: Recommendation | undefined, w: Words, timeZone?: string): string {
  const { t } = w;
  if (!r) return t('report.notAvailable');
  const asOf = dueText(r.basis.computed_at, w.f.locale, timeZone);
  const advice = adviceText(r, w, timeZone);
  if (!advice) return t('report.adviceNone', { asOf, reason: reasonWords(r, w) ?? t('report.adviceUnknownReason') });
  if (r.deficit_mm === null || r.basis.root_depth_cm === null) return t('report.adviceAsOf', { advice, asOf });
  return t('report.adviceAsOfDeficit', {
    advice,
    asOf,
    deficit: w.f.quantity('water', r.deficit_mm),
    rootDepth: w.f.quantity('depth', r.basis.root_depth_cm),
    rain: w.f.quantity('water', r.rain_forecast_mm ?? 0),
  });
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
  const temperatures = inRange.flatMap((moisture) => {
    for (let i = moisture.length - 1; i >= 0; i--) {
      const v = moisture[i]!.temperature;
      if (v !== null && Number.isFinite(v)) return [v];
    }
    return [];
  });
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
    latestTemperatureC: temperatures.length
      ? round1(temperatures.reduce((a, b) => a + b, 0) / temperatures.length)
      : null,
  };
}

/** The summary as label/value rows for the report; weather totals made up offline say so. */
export function summaryRows(s: ZoneSummary, w: Words, simulatedWeather = false): [string, string][] {
  const { t, f } = w;
  const water = (v: number | null) => {
    if (v === null) return t('report.notAvailable');
    const value = fixedQuantity(w, 'water', v);
    return simulatedWeather ? t('report.simulatedFigure', { value }) : value;
  };
  const days = (count: number) => t('report.daysOf', { count, total: s.daysWithData });
  const depth = f.quantity('depth', s.depthCm);
  const pct = (v: number) => f.number(v, 1, true);
  let latest = t('report.noReadings');
  if (s.latestMoisture !== null && s.aboveRefillBy !== null) {
    const values = { moisture: pct(s.latestMoisture), gap: pct(Math.abs(s.aboveRefillBy)), refill: pct(s.refillPoint) };
    latest = s.aboveRefillBy >= 0 ? t('report.moistureAboveRefill', values) : t('report.moistureBelowRefill', values);
  }
  return [
    [t('report.daysBelowWiltingPoint', { depth }), days(s.daysBelowWiltingPoint)],
    [t('report.daysAboveFieldCapacity', { depth }), days(s.daysAboveFieldCapacity)],
    [t('report.totalRain'), water(s.totalRainMm)],
    [t('report.totalEt0'), water(s.totalEt0Mm)],
    [t('report.latestMoisture', { depth }), latest],
    [
      t('report.latestTemperature'),
      s.latestTemperatureC === null ? t('report.noReadings') : f.quantity('temperature', s.latestTemperatureC),
    ],
    ...(s.advice === undefined ? [] : [[t('report.irrigationAdvice'), s.advice] as [string, string]]),
  ];
}
