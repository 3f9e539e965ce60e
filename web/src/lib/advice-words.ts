/**
 * A zone's recommendation in words: the headline ("West block: irrigate 18 mm ≈ 3 h 10 min by
 * Fri 6 am, ± 4 mm") and the basis as sentences for "Why?" and the PDF. Pure.
 */
import { mmWords, runTimeWords, type Recommendation } from '@shared/irrigation/recommendation';
import { IRRIGATION_METHOD_LABELS, type IrrigationMethod } from '@shared/irrigation/system';

/** "Fri 6 am", "Fri 6:30 am" in the viewer's time zone (or the one given). */
export function dueWords(epochS: number, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-AU', {
    timeZone,
    weekday: 'short',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).formatToParts(new Date(epochS * 1000));
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  const minute = get('minute');
  const period = get('dayPeriod').toLowerCase().replace(/\./g, '');
  return `${get('weekday')} ${get('hour')}${minute === '00' ? '' : `:${minute}`} ${period}`.trim();
}

/**
 * What to do, without the zone's name: "irrigate 18 mm ≈ 3 h 10 min by Fri 6 am, ± 4 mm"; null when it cannot be said.
 */
export function adviceWords(r: Recommendation, timeZone?: string): string | null {
  if (r.gross_mm === null || r.run_minutes === null || r.net_mm === null) return null;
  if (r.net_mm <= 0)
    return r.rain_forecast_mm
      ? `no irrigation needed: the rain forecast covers the ${mmWords(r.deficit_mm ?? 0)} deficit`
      : 'no irrigation needed: the soil is at field capacity';
  const when =
    r.basis.due === 'now'
      ? 'now'
      : r.basis.due === 'forecast' && r.due_at !== null
        ? `by ${dueWords(r.due_at, timeZone)}`
        : 'not due in the next 3 days';
  const band = r.band_mm === null ? '' : `, ± ${mmWords(r.band_mm)}`;
  return `irrigate ${mmWords(r.gross_mm)} ≈ ${runTimeWords(r.run_minutes)} ${when}${band}`;
}

const pct = (v: number | null) => (v === null ? '?' : `${Math.round(v * 10) / 10} %`);
const depths = (xs: { depth_cm: number; value: number | null }[]) =>
  xs.map((x) => `${pct(x.value)} at ${x.depth_cm} cm`).join(', ');

/** The basis as sentences, in the order the arithmetic runs. */
export function basisWords(r: Recommendation, timeZone?: string): string[] {
  const b = r.basis;
  const out: string[] = [];
  if (b.reason) out.push(b.reason);
  if (b.root_depth_cm !== null) {
    const source =
      b.root_depth_source === 'grower'
        ? 'as set for the zone'
        : b.root_depth_source === 'crop'
          ? `the middle of ${b.crop?.name ?? 'the crop'}'s range (FAO-56)`
          : 'the default without a crop';
    out.push(`Root depth ${b.root_depth_cm} cm, ${source}.`);
  }
  out.push(`Field capacity ${depths(b.field_capacity)}; wilting point ${depths(b.wilting_point)}.`);
  if (b.taw_mm !== null && b.raw_mm !== null && b.p !== null)
    out.push(
      `The root zone holds ${mmWords(b.taw_mm)} of available water; the crop takes ${mmWords(b.raw_mm)} of it (p = ` +
        `${b.p}) before it is stressed.`,
    );
  for (const s of b.sensors) {
    out.push(
      `Sensor ${s.sensor_id} read ${depths(s.values)} ` +
        `(${dueWords(s.measured_at, timeZone)})` +
        (s.deficit_mm === null ? '' : `: ${mmWords(s.deficit_mm)} below field capacity over the root depth`) +
        '.',
    );
  }
  if (r.deficit_mm !== null)
    out.push(`Deficit: ${mmWords(r.deficit_mm)}${b.sensors.length > 1 ? ", the mean of the zone's sensors" : ''}.`);
  if (b.rain.known && b.rain.forecast_mm !== null) {
    out.push(
      `Rain forecast for the next ${b.rain.window_h} h: ${mmWords(b.rain.forecast_mm)}; beyond the first ` +
        `${b.rain.intercepted_mm_per_day} mm of each day, ${mmWords(b.rain.effective_mm ?? 0)} reaches the soil` +
        (b.rain.taken_mm === null ? '.' : `, and ${mmWords(b.rain.taken_mm)} of it is taken off the deficit.`),
    );
  } else out.push('The rain forecast could not be had, so no rain is taken off the deficit.');
  if (b.method && b.efficiency_pct !== null && b.application_rate_mm_h !== null) {
    const method = IRRIGATION_METHOD_LABELS[b.method as IrrigationMethod] ?? b.method;
    out.push(
      `${method} at ${b.efficiency_pct} % efficiency applies ${b.application_rate_mm_h} mm an ` +
        'hour' +
        (r.net_mm !== null && r.gross_mm !== null
          ? `: ${mmWords(r.net_mm)} net needs ${mmWords(r.gross_mm)} gross`
          : '') +
        '.',
    );
  }
  if (b.due === 'now')
    out.push(`The soil at ${b.refill.depth_cm} cm is already below its refill point of ${pct(b.refill.value)}.`);
  else if (b.due === 'forecast' && r.due_at !== null) {
    const estimated = b.sensors.some((s) => s.crossing_source === 'refill-time');
    out.push(
      estimated
        ? `At its recent drying and the forecast weather, ${b.refill.depth_cm} cm reaches its refill point of ` +
            `${pct(b.refill.value)} by ${dueWords(r.due_at, timeZone)}.`
        : `The forecast has ${b.refill.depth_cm} cm reach its refill point of ${pct(b.refill.value)} by ` +
            `${dueWords(r.due_at, timeZone)}.`,
    );
  } else if (b.due === 'not-within-forecast')
    out.push(
      `${b.refill.depth_cm} cm is not expected to reach its refill point of ${pct(b.refill.value)} in the next ` +
        `${b.forecast_horizon_h / 24} days.`,
    );
  if (b.kc !== null && b.et0_today_mm !== null && b.etc_today_mm !== null)
    out.push(
      `Today the crop uses about ${mmWords(b.etc_today_mm)} (${b.crop?.name ?? 'crop'}: Kc ${b.kc} × ET0 ` +
        `${mmWords(b.et0_today_mm)}).`,
    );
  else if (b.et0_today_mm !== null)
    out.push(`ET0 today: ${mmWords(b.et0_today_mm)}${b.crop ? '' : ' (set a crop and planting date for its Kc)'}.`);
  if (r.band_mm !== null)
    out.push(
      `± ${mmWords(r.band_mm)}: these sensors' own next-day forecast error (${b.skill.n} verified forecasts) over ` +
        `the root depth.`,
    );
  else if (b.skill.note) out.push(b.skill.note);
  return out;
}
