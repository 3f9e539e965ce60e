/**
 * The words of a zone's time to refill (Home, the Dashboard): the interest depth of the sensor that
 * gets there first, e.g. "10 cm reaches refill in about 38 h (Fri 6 am): drying 0.8 % a day, ET0
 * forecast 6 mm a day"; "already below refill"; "not in the next 3 days"; or the plain reason.
 */
import type { RefillDepthView, ZoneRefillView } from './refill-time';

const RANK: Record<RefillDepthView['status'], number> = { below: 0, crossing: 1, 'not-within': 2, unknown: 3 };

/** The depth the line is about: the interest depth of the zone's sensor that is driest soonest. */
export function refillHeadline(view: ZoneRefillView): { sensorAlias: string; depth: RefillDepthView } | null {
  let best: { sensorAlias: string; depth: RefillDepthView } | null = null;
  for (const s of view.sensors) {
    const d = s.depths.find((x) => x.depth_cm === view.interest_depth_cm);
    if (!d) continue;
    const better =
      !best ||
      RANK[d.status] < RANK[best.depth.status] ||
      (d.status === 'crossing' && best.depth.status === 'crossing' && d.hours! < best.depth.hours!);
    if (better) best = { sensorAlias: s.alias, depth: d };
  }
  return best;
}

/** "Fri 6 am" in the given time zone (the browser's when absent). */
export function shortWhen(epochS: number, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    hour: 'numeric',
    ...(timeZone ? { timeZone } : {}),
  }).formatToParts(new Date(epochS * 1000));
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  const period = get('dayPeriod').toLowerCase();
  // "12 am" is read both ways: say which.
  if (get('hour') === '12') return `${get('weekday')} ${period === 'am' ? 'midnight' : 'noon'}`;
  return `${get('weekday')} ${get('hour')} ${period}`.trim();
}

const num = (v: number, digits = 1) => String(Math.round(v * 10 ** digits) / 10 ** digits);

export function refillLine(view: ZoneRefillView, timeZone?: string): string {
  if (view.reason) return view.reason;
  const head = refillHeadline(view);
  if (!head) return 'No readings at the zone’s depth of interest yet.';
  const d = head.depth;
  const depth = `${d.depth_cm} cm`;
  const why = [
    d.drying_per_day !== null ? `drying ${num(d.drying_per_day)} % a day` : null,
    d.et0_per_day !== null ? `ET0 forecast ${num(d.et0_per_day, 0)} mm a day` : null,
  ]
    .filter(Boolean)
    .join(', ');
  const tail = why ? `: ${why}` : '';
  switch (d.status) {
    case 'below':
      return `${depth} is already below refill (${num(d.current!)} % against ${num(d.refill_point!)} %).`;
    case 'crossing':
      // A frozen soil reads low without having dried: say so, not a drying rate.
      const when = `in about ${Math.max(1, Math.round(d.hours!))} h (${shortWhen(d.at!, timeZone)})`;
      if (d.freezing)
        return (
          `${depth} reads below refill ${when}: ` +
          'the soil is forecast to freeze, and its sensor reads only the liquid water.'
        );
      return `${depth} reaches refill ${when}${tail}.`;
    case 'not-within':
      return `${depth} does not reach refill in the next 3 days${tail}.`;
    default:
      return `${depth}: no estimate yet, ${d.reason ?? 'too little history'}.`;
  }
}
