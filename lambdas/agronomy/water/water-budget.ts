/**
 * A zone's water budget, week by week (pure arithmetic, no I/O): rain and logged irrigation in,
 * crop evapotranspiration out (ETc = Kc × ET0, FAO-56 eq. 56), and the change in the water the
 * soil stores over the root depth. What is left, rain + irrigation − ETc − Δstorage, is the part
 * the budget cannot place: drainage below the roots, run-off, and every figure's error.
 *
 * Weeks are the field's local days, seven at a time from the range's first local day; the last
 * week may be shorter. Stored water is read at local midnight before a week's first day and
 * after its last (or at the range's end, when that comes first), from each sensor's reading
 * nearest that instant.
 */
import { cropById, defaultRootDepthCm, kcOnDay, etc, type Crop } from '@shared/agronomy/crops';
import { estimateProfile, MEASURED_DEPTHS } from '@shared/agronomy/profile';
import type { KcNoteCode, KcNoteValues, WaterBudgetTotals, WaterBudgetWeek } from '@shared/irrigation/water-budget';
import { ENGLISH_TEXT, kcNoteText } from '@shared/i18n/labels/advice-texts';
import { FALLBACK_ROOT_DEPTH_CM, type ZoneSystem } from '@shared/irrigation/system';
import { lowerBound } from '@shared/sorted';
import { addDays, localDate, localMidnightMs, wallClockAt } from '../local-dates';

const SLICE_CM = 10;
/** A reading further than this from a week's edge does not stand for the soil at that edge. */
export const STORAGE_TOLERANCE_MS = 6 * 3_600_000;

const round1 = (n: number) => Math.round(n * 10) / 10 + 0;

/**
 * Water stored between the surface and `rootDepthCm`, mm: the profile estimated from the measured
 * depths (shared/agronomy/profile.ts), taken at the middle of each 10 cm slice (a slice of θ %
 * holds θ mm), the last slice in proportion to the part above the root depth. null without any
 * measurement.
 */
export function storedWaterMm(
  measured: readonly (number | null)[],
  rootDepthCm: number,
  saturation?: number,
): number | null {
  const slices: { mid: number; share: number }[] = [];
  for (let top = 0; top < rootDepthCm; top += SLICE_CM) {
    const cm = Math.min(SLICE_CM, rootDepthCm - top);
    slices.push({ mid: top + cm / 2, share: cm / SLICE_CM });
  }
  const profile = estimateProfile(
    MEASURED_DEPTHS.map((depth, i) => ({ depth, value: measured[i] ?? null })),
    slices.map((s) => s.mid),
    saturation,
  );
  if (profile.some((v) => v === null)) return null;
  return slices.reduce((sum, s, i) => sum + profile[i]! * s.share, 0);
}

export interface KcRule {
  kcOn: (date: string) => number;
  source: 'crop' | 'default';
  /** The rule in English words, its code and the crop's figures inside it. */
  note: string;
  noteCode: KcNoteCode;
  noteValues: KcNoteValues | null;
  crop: Crop | undefined;
}

/**
 * Kc for each day: the crop's FAO-56 curve from its planting date (before planting, Kc ini: bare
 * soil loses water at about that rate); without a crop or a planting date, 1 (ETc = ET0).
 */
export function kcRule(system: Pick<ZoneSystem, 'crop' | 'planting_date'> | undefined): KcRule {
  const crop = cropById(system?.crop);
  const planted = system?.planting_date;
  if (!crop || !planted) {
    const code: KcNoteCode = !crop && !planted ? 'no_crop_or_planting' : !crop ? 'no_crop' : 'no_planting_date';
    const note = kcNoteText(code, null, ENGLISH_TEXT);
    return { kcOn: () => 1, source: 'default', note, noteCode: code, noteValues: null, crop };
  }
  const values: KcNoteValues = {
    crop: crop.id,
    planting_date: planted,
    kc_ini: crop.kc.ini,
    kc_mid: crop.kc.mid,
    kc_end: crop.kc.end,
  };
  return {
    kcOn: (date) => kcOnDay(crop, planted, date) ?? crop.kc.ini,
    source: 'crop',
    note: kcNoteText('crop_curve', values, ENGLISH_TEXT),
    noteCode: 'crop_curve',
    noteValues: values,
    crop,
  };
}

/** The root depth the budget counts storage over: the zone's own, else its crop's, else 30 cm. */
export function rootDepthOf(system: Pick<ZoneSystem, 'crop' | 'root_depth_cm'> | undefined): {
  cm: number;
  source: 'system' | 'crop' | 'default';
} {
  if (system?.root_depth_cm !== undefined) return { cm: system.root_depth_cm, source: 'system' };
  const crop = cropById(system?.crop);
  if (crop) return { cm: defaultRootDepthCm(crop), source: 'crop' };
  return { cm: FALLBACK_ROOT_DEPTH_CM, source: 'default' };
}

/** One week's local days and the instants its stored water is read at. */
export interface BudgetWeekSpan {
  weekStart: string;
  dates: string[];
  fromMs: number;
  toMs: number;
}

/**
 * The weeks of `fromMs`..`toMs` at the field: seven local days each from the local day of
 * `fromMs`, through the local day of `toMs`. A week runs from local midnight before its first
 * day to local midnight after its last (a week across a daylight-saving change is an hour
 * shorter or longer), or to `toMs` when that comes first.
 *
 * Callers that do not know the field's time zone make a range of whole days, `end - N × 86 400 s`.
 * When summer time began inside it, its start reads an hour early on the local clock, which in the
 * hour after midnight is the day before: the range grew a day (57 days for the 8 weeks). So the
 * start is read an hour later then. Not mended: when summer time ended inside it and the end is in
 * the last hour before midnight, the start reads an hour late, on the next day (one day short);
 * reading it on the end's clock would mend that but move a start at local midnight to the day
 * before, which callers that do know the zone send.
 */
export function budgetWeeks(fromMs: number, toMs: number, timeZone: string): BudgetWeekSpan[] {
  const offsetAt = (ms: number) => wallClockAt(ms, timeZone) - Math.floor(ms / 1000) * 1000;
  const first = localDate(fromMs + Math.max(0, offsetAt(toMs) - offsetAt(fromMs)), timeZone);
  const last = localDate(toMs, timeZone);
  const weeks: BudgetWeekSpan[] = [];
  for (let start = first; start <= last; start = addDays(start, 7)) {
    const dates: string[] = [];
    for (let d = start, i = 0; i < 7 && d <= last; d = addDays(d, 1), i++) dates.push(d);
    const after = addDays(dates[dates.length - 1]!, 1);
    weeks.push({
      weekStart: start,
      dates,
      fromMs: localMidnightMs(start, timeZone),
      toMs: Math.min(localMidnightMs(after, timeZone), toMs),
    });
  }
  return weeks;
}

export interface StorageSample {
  /** Epoch ms. */
  t: number;
  /** Stored water over the root depth, mm. */
  mm: number;
}

/** The sample nearest `at` within `toleranceMs`, from samples sorted by time; undefined if none. */
export function storageAt(
  samples: readonly StorageSample[],
  at: number,
  toleranceMs = STORAGE_TOLERANCE_MS,
): number | undefined {
  const lo = lowerBound(samples, at, (s) => s.t);
  const candidates = [samples[lo - 1], samples[lo]].filter(
    (s): s is StorageSample => s !== undefined && Math.abs(s.t - at) <= toleranceMs,
  );
  if (!candidates.length) return undefined;
  return candidates.reduce((a, b) => (Math.abs(b.t - at) < Math.abs(a.t - at) ? b : a)).mm;
}

export interface BudgetDayWeather {
  /** Local date, yyyy-mm-dd. */
  date: string;
  rainMm: number | null;
  et0Mm: number | null;
}

export interface WaterBudgetInput {
  timeZone: string;
  fromMs: number;
  toMs: number;
  weather: readonly BudgetDayWeather[];
  kcOn: (date: string) => number;
  /** Logged irrigations: when each started (epoch ms) and the gross depth applied, mm. */
  irrigations: readonly { startMs: number; depthMm: number }[];
  /** Per sensor, its stored water over time (sorted by time); empty when the zone has no sensors. */
  storage: readonly (readonly StorageSample[])[];
}

export interface WaterBudget {
  weeks: WaterBudgetWeek[];
  totals: WaterBudgetTotals;
  /** Weeks whose storage change no sensor could give. */
  weeksWithoutStorage: number;
  /** Irrigations that fell on one of the weeks' days. */
  irrigationsCounted: number;
}

const sumKnown = (values: readonly (number | null)[]): number | null => {
  const known = values.filter((v): v is number => v !== null);
  return known.length ? known.reduce((a, b) => a + b, 0) : null;
};

/**
 * The budget week by week and in total. A week's storage change is the mean over the sensors
 * that have a reading near both of its edges; a week's rain or ETc sums the days that have a
 * figure, and is null when none has.
 */
export function waterBudget(input: WaterBudgetInput): WaterBudget {
  const byDate = new Map(input.weather.map((d) => [d.date, d]));
  const spans = budgetWeeks(input.fromMs, input.toMs, input.timeZone);
  const inRange = new Set(spans.flatMap((w) => w.dates));
  const irrigationOf = new Map<string, number>();
  let irrigationsCounted = 0;
  for (const i of input.irrigations) {
    const day = localDate(i.startMs, input.timeZone);
    if (!inRange.has(day)) continue;
    irrigationOf.set(day, (irrigationOf.get(day) ?? 0) + i.depthMm);
    irrigationsCounted++;
  }
  const raw = spans.map((w) => {
    const rain = sumKnown(w.dates.map((d) => byDate.get(d)?.rainMm ?? null));
    const et = sumKnown(
      w.dates.map((d) => {
        const et0 = byDate.get(d)?.et0Mm ?? null;
        return et0 === null ? null : etc(input.kcOn(d), et0);
      }),
    );
    const irrigation = w.dates.reduce((s, d) => s + (irrigationOf.get(d) ?? 0), 0);
    const changes = input.storage.flatMap((samples) => {
      const a = storageAt(samples, w.fromMs);
      const b = storageAt(samples, w.toMs);
      return a === undefined || b === undefined ? [] : [b - a];
    });
    const storage = changes.length ? changes.reduce((x, y) => x + y, 0) / changes.length : null;
    const balance = rain === null || et === null || storage === null ? null : rain + irrigation - et - storage;
    return { w, rain, et, irrigation, storage, balance };
  });
  const weeks: WaterBudgetWeek[] = raw.map((r) => ({
    week_start: r.w.weekStart,
    days: r.w.dates.length,
    rain_mm: r.rain === null ? null : round1(r.rain),
    irrigation_mm: round1(r.irrigation),
    etc_mm: r.et === null ? null : round1(r.et),
    storage_change_mm: r.storage === null ? null : round1(r.storage),
    balance_mm: r.balance === null ? null : round1(r.balance),
  }));
  const allStorage = raw.length > 0 && raw.every((r) => r.storage !== null);
  const rain = sumKnown(raw.map((r) => r.rain));
  const et = sumKnown(raw.map((r) => r.et));
  const irrigation = raw.reduce((s, r) => s + r.irrigation, 0);
  const storage = allStorage ? raw.reduce((s, r) => s + r.storage!, 0) : null;
  const balance = allStorage && raw.every((r) => r.balance !== null) ? raw.reduce((s, r) => s + r.balance!, 0) : null;
  return {
    weeks,
    totals: {
      rain_mm: rain === null ? null : round1(rain),
      irrigation_mm: round1(irrigation),
      etc_mm: et === null ? null : round1(et),
      storage_change_mm: storage === null ? null : round1(storage),
      balance_mm: balance === null ? null : round1(balance),
    },
    weeksWithoutStorage: raw.filter((r) => r.storage === null).length,
    irrigationsCounted,
  };
}
