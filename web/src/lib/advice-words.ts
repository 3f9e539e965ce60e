/**
 * A zone's recommendation in words: the headline ("West block: irrigate 18 mm ≈ 3 h 10 min by
 * Fri 6 am, ± 4 mm") and the basis as sentences for "Why?" and the PDF, in the reader's language
 * and units (English and metric unless words are given). Pure.
 */
import { runTimeWords, type Recommendation } from '@shared/irrigation/recommendation';
import type { IrrigationMethod } from '@shared/irrigation/system';
import { cropNameKey, IRRIGATION_METHOD_KEYS } from '@shared/i18n/labels/agronomy';
import { adviceReasonText, kcNoteText, skillNoteText, storageNoteText } from '@shared/i18n/labels/advice-texts';
import type { WaterBudgetBasis } from '@shared/irrigation/water-budget';
import type { Locale } from '@shared/i18n/locales';
import type { Format } from './i18n/use-format';
import { ENGLISH_WORDS, type Words } from './words';

/** "Fri 6 am", "Fri 6:30 am" in the viewer's time zone (or the one given); "vie, 06:30" in Spanish. */
export function dueWords(epochS: number, timeZone?: string, locale: Locale = 'en-AU'): string {
  if (!locale.startsWith('en'))
    return new Intl.DateTimeFormat(locale, {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(epochS * 1000));
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

/** A depth of water as the advice says it: whole millimetres from 10 up, one decimal below; inches to 2 decimals. */
export function waterWords(f: Format, mm: number): string {
  if (f.units === 'us') return f.quantity('water', mm);
  return `${f.number(mm >= 10 ? Math.round(mm) : Math.round(mm * 10) / 10, 1)} mm`;
}

/**
 * What to do, without the zone's name: "irrigate 18 mm ≈ 3 h 10 min by Fri 6 am, ± 4 mm"; null when it cannot be said.
 */
export function adviceWords(r: Recommendation, timeZone?: string, w: Words = ENGLISH_WORDS): string | null {
  const { t, f } = w;
  if (r.gross_mm === null || r.run_minutes === null || r.net_mm === null) return null;
  if (r.net_mm <= 0)
    return r.rain_forecast_mm
      ? t('dashboard.adviceRainCovers', { deficit: waterWords(f, r.deficit_mm ?? 0) })
      : t('dashboard.adviceAtCapacity');
  const when =
    r.basis.due === 'now'
      ? t('dashboard.adviceNow')
      : r.basis.due === 'forecast' && r.due_at !== null
        ? t('dashboard.adviceBy', { when: dueWords(r.due_at, timeZone, f.locale) })
        : t('dashboard.adviceNotDue');
  const values = { amount: waterWords(f, r.gross_mm), time: runTimeWords(r.run_minutes), when };
  return r.band_mm === null
    ? t('dashboard.adviceIrrigate', values)
    : t('dashboard.adviceIrrigateBand', { ...values, band: waterWords(f, r.band_mm) });
}

/** Why the zone cannot be advised, in the reader's words (a reason without a code as the server sent it). */
export function reasonWords(r: Recommendation, w: Words = ENGLISH_WORDS): string | null {
  const b = r.basis;
  return b.reason_code ? adviceReasonText(b.reason_code, w) : b.reason;
}

/** Why there is no band, in the reader's words. */
function skillNoteWords(r: Recommendation, w: Words): string | null {
  const s = r.basis.skill;
  return s.note_code && s.note_values ? skillNoteText(s.note_code, s.note_values, w) : s.note;
}

/** The basis as sentences, in the order the arithmetic runs. */
export function basisWords(r: Recommendation, timeZone?: string, w: Words = ENGLISH_WORDS): string[] {
  const { t, f } = w;
  const b = r.basis;
  const mm = (v: number) => waterWords(f, v);
  const cm = (v: number) => f.quantity('depth', v);
  const pct = (v: number | null) => (v === null ? '?' : `${f.number(Math.round(v * 10) / 10, 1)} %`);
  const depths = (xs: { depth_cm: number; value: number | null }[]) =>
    xs.map((x) => t('dashboard.valueAtDepth', { value: pct(x.value), depth: cm(x.depth_cm) })).join(', ');
  const due = (s: number) => dueWords(s, timeZone, f.locale);
  const cropKey = cropNameKey(b.crop?.id);
  const cropName = b.crop ? (cropKey ? t(cropKey) : b.crop.name) : null;
  const out: string[] = [];
  const reason = reasonWords(r, w);
  if (reason) out.push(reason);
  if (b.root_depth_cm !== null) {
    const source =
      b.root_depth_source === 'grower'
        ? t('dashboard.basisRootGrower')
        : b.root_depth_source === 'crop'
          ? t('dashboard.basisRootCrop', { crop: cropName ?? t('dashboard.basisTheCrop') })
          : t('dashboard.basisRootDefault');
    out.push(t('dashboard.basisRoot', { depth: cm(b.root_depth_cm), source }));
  }
  out.push(t('dashboard.basisLimits', { fc: depths(b.field_capacity), wp: depths(b.wilting_point) }));
  if (b.taw_mm !== null && b.raw_mm !== null && b.p !== null)
    out.push(t('dashboard.basisHolds', { taw: mm(b.taw_mm), raw: mm(b.raw_mm), p: f.number(b.p, 2) }));
  for (const s of b.sensors) {
    const values = { sensor: s.sensor_id, values: depths(s.values), when: due(s.measured_at) };
    out.push(
      s.deficit_mm === null
        ? t('dashboard.basisSensor', values)
        : t('dashboard.basisSensorDeficit', { ...values, deficit: mm(s.deficit_mm) }),
    );
  }
  if (r.deficit_mm !== null)
    out.push(
      b.sensors.length > 1
        ? t('dashboard.basisDeficitMean', { deficit: mm(r.deficit_mm) })
        : t('dashboard.basisDeficit', { deficit: mm(r.deficit_mm) }),
    );
  if (b.rain.known && b.rain.forecast_mm !== null) {
    const values = {
      hours: b.rain.window_h,
      forecast: mm(b.rain.forecast_mm),
      intercepted: mm(b.rain.intercepted_mm_per_day),
      effective: mm(b.rain.effective_mm ?? 0),
    };
    out.push(
      b.rain.taken_mm === null
        ? t('dashboard.basisRain', values)
        : t('dashboard.basisRainTaken', { ...values, taken: mm(b.rain.taken_mm) }),
    );
  } else out.push(t('dashboard.basisNoRain'));
  if (b.method && b.efficiency_pct !== null && b.application_rate_mm_h !== null) {
    const values = {
      method: Object.hasOwn(IRRIGATION_METHOD_KEYS, b.method)
        ? t(IRRIGATION_METHOD_KEYS[b.method as IrrigationMethod])
        : b.method,
      efficiency: b.efficiency_pct,
      // The sentence says "an hour" itself: the depth applied in one, not a rate ("in/h an hour").
      rate: f.units === 'us' ? f.quantity('water', b.application_rate_mm_h) : `${f.number(b.application_rate_mm_h)} mm`,
    };
    out.push(
      r.net_mm !== null && r.gross_mm !== null
        ? t('dashboard.basisMethodNet', { ...values, net: mm(r.net_mm), gross: mm(r.gross_mm) })
        : t('dashboard.basisMethod', values),
    );
  }
  const refill = { depth: cm(b.refill.depth_cm), point: pct(b.refill.value) };
  if (b.due === 'now') out.push(t('dashboard.basisDueNow', refill));
  else if (b.due === 'forecast' && r.due_at !== null) {
    const estimated = b.sensors.some((s) => s.crossing_source === 'refill-time');
    out.push(
      estimated
        ? t('dashboard.basisDueEstimated', { ...refill, when: due(r.due_at) })
        : t('dashboard.basisDueForecast', { ...refill, when: due(r.due_at) }),
    );
  } else if (b.due === 'not-within-forecast')
    out.push(t('dashboard.basisNotDue', { ...refill, days: b.forecast_horizon_h / 24 }));
  if (b.kc !== null && b.et0_today_mm !== null && b.etc_today_mm !== null)
    out.push(
      t('dashboard.basisEtc', {
        etc: mm(b.etc_today_mm),
        crop: cropName ?? t('dashboard.basisCrop'),
        kc: f.number(b.kc, 2),
        et0: mm(b.et0_today_mm),
      }),
    );
  else if (b.et0_today_mm !== null)
    out.push(
      b.crop
        ? t('dashboard.basisEt0', { et0: mm(b.et0_today_mm) })
        : t('dashboard.basisEt0NoCrop', { et0: mm(b.et0_today_mm) }),
    );
  if (r.band_mm !== null) out.push(t('dashboard.basisBand', { band: mm(r.band_mm), count: b.skill.n }));
  else {
    const note = skillNoteWords(r, w);
    if (note) out.push(note);
  }
  return out;
}

/** A stored calendar day (yyyy-mm-dd) in the reader's date format. */
const dayOf = (w: Words) => (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return y && m && d ? w.f.day(new Date(y, m - 1, d)) : iso;
};

/**
 * The water budget's Kc rule and (when a storage figure is missing) why, in the reader's words; a
 * note without a code (an older server's) as it came.
 */
export function budgetNoteWords(b: WaterBudgetBasis, w: Words = ENGLISH_WORDS): { kc: string; storage: string | null } {
  const kc = b.kc_note_code ? kcNoteText(b.kc_note_code, b.kc_note_values, { t: w.t, day: dayOf(w) }) : b.kc_note;
  const storage = b.storage_note_code ? storageNoteText(b.storage_note_code, b.storage_note_values, w) : b.storage_note;
  return { kc, storage };
}
