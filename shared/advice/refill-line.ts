/**
 * The words of a zone's time to refill (Home, the Dashboard): the interest depth of the sensor that
 * gets there first, e.g. "10 cm reaches refill in about 38 h (Fri 6 am): drying 0.8 % a day, ET0
 * forecast 6 mm a day"; "already below refill"; "not in the next 3 days"; or the plain reason.
 */
import type { MessageKey } from '../i18n/catalogue';
import { refillReasonText, refillZoneReasonText } from '../i18n/labels/advice-texts';
import type { Locale } from '../i18n/locales';
import type { MessageValues } from '../i18n/translator';
import { formatDecimal, formatQuantity } from '../units/format';
import type { UnitSystem } from '../units/quantities';
import type { RefillDepthView, ZoneRefillView } from './refill-time';

/** What the line needs to be written for its reader: the translator, their locale and units. */
export interface RefillWords {
  t: (key: MessageKey, values?: MessageValues) => string;
  locale: Locale;
  units: UnitSystem;
}

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

/** "Fri 6 am" in the given time zone (the browser's when absent); "vie 06:00" in Spanish. */
export function shortWhen(epochS: number, timeZone?: string, locale: Locale = 'en-AU'): string {
  if (!locale.startsWith('en'))
    return new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      ...(timeZone ? { timeZone } : {}),
    }).format(new Date(epochS * 1000));
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

export function refillLine(view: ZoneRefillView, w: RefillWords, timeZone?: string): string {
  const { t, locale, units } = w;
  // The server's reasons by their codes, in the reader's words; a reason without one as it came.
  if (view.reason_code) return refillZoneReasonText(view.reason_code, w);
  if (view.reason) return view.reason;
  const head = refillHeadline(view);
  if (!head) return t('dashboard.refillNoReadings');
  const d = head.depth;
  const pct = (v: number) => `${formatDecimal(v, locale, 1)} %`;
  const depth = formatQuantity('depth', d.depth_cm, units, { locale });
  const why = [
    d.drying_per_day !== null ? t('dashboard.refillDrying', { rate: pct(d.drying_per_day) }) : null,
    d.et0_per_day !== null
      ? t('dashboard.refillEt0', {
          et0: formatQuantity('water', d.et0_per_day, units, { locale, decimals: units === 'us' ? 2 : 0 }),
        })
      : null,
  ]
    .filter(Boolean)
    .join(', ');
  switch (d.status) {
    case 'below':
      return t('dashboard.refillBelow', { depth, current: pct(d.current!), refill: pct(d.refill_point!) });
    case 'crossing': {
      const values = { depth, hours: Math.max(1, Math.round(d.hours!)), when: shortWhen(d.at!, timeZone, locale) };
      // A frozen soil reads low without having dried: say so, not a drying rate.
      if (d.freezing) return t('dashboard.refillFreezing', values);
      return why ? t('dashboard.refillCrossingWhy', { ...values, why }) : t('dashboard.refillCrossing', values);
    }
    case 'not-within':
      return why ? t('dashboard.refillNotWithinWhy', { depth, why }) : t('dashboard.refillNotWithin', { depth });
    default:
      return t('dashboard.refillUnknown', {
        depth,
        reason: d.reason_code ? refillReasonText(d.reason_code, w) : (d.reason ?? t('dashboard.refillTooLittle')),
      });
  }
}
