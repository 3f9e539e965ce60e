/**
 * The sentences the server computes about a zone's water (why no advice, why no band, why no time
 * to refill, the water budget's Kc and storage notes, a confirmed wetting's log note), one table
 * per code: the server writes the API's English text through it (`ENGLISH_TEXT`) and the web the
 * reader's, from the code and values the answer carries beside that text.
 */
import type { AdviceReasonCode, SkillNoteCode, SkillNoteValues } from '../../irrigation/recommendation';
import type { RefillReasonCode, RefillZoneReasonCode } from '../../advice/refill-time';
import type { KcNoteCode, KcNoteValues, StorageNoteCode } from '../../irrigation/water-budget';
import type { IrrigationNoteCode } from '../../irrigation/log';
import { ENGLISH_MESSAGES, type MessageKey } from '../catalogue';
import { translatorFor, type MessageValues } from '../translator';
import { cropNameKey } from './agronomy';

/** What a text needs to be written: the translator, and how a calendar day (yyyy-mm-dd) is shown. */
export interface TextWords {
  t: (key: MessageKey, values?: MessageValues) => string;
  day: (isoDay: string) => string;
}

/** The API's English: en-AU words, days as they are stored (yyyy-mm-dd), read the same everywhere. */
/** All the texts but the Kc rule's need only the translator. */
export type Translates = Pick<TextWords, 't'>;

export const ENGLISH_TEXT: TextWords = { t: translatorFor('en-AU', ENGLISH_MESSAGES).t, day: (d) => d };

export const ADVICE_REASON_KEYS: Readonly<Record<AdviceReasonCode, MessageKey>> = {
  no_sensor: 'dashboard.reasonNoSensor',
  no_system: 'dashboard.reasonNoSystem',
  no_recent_reading: 'dashboard.reasonNoRecentReading',
};

export const SKILL_NOTE_KEYS: Readonly<Record<SkillNoteCode, MessageKey>> = {
  too_little_history: 'dashboard.skillTooLittleHistory',
};

export const REFILL_REASON_KEYS: Readonly<Record<RefillReasonCode, MessageKey>> = {
  no_refill_point: 'dashboard.refillReasonNoRefillPoint',
  no_recent_reading: 'dashboard.refillReasonNoRecentReading',
  too_little_history: 'dashboard.refillReasonTooLittleHistory',
  no_readings_7_days: 'dashboard.refillReasonNoReadings7Days',
};

export const REFILL_ZONE_REASON_KEYS: Readonly<Record<RefillZoneReasonCode, MessageKey>> = {
  no_sensor: 'dashboard.refillZoneNoSensor',
};

export const KC_NOTE_KEYS: Readonly<Record<KcNoteCode, MessageKey>> = {
  crop_curve: 'dashboard.kcNoteCropCurve',
  no_crop_or_planting: 'dashboard.kcNoteNoCropOrPlanting',
  no_crop: 'dashboard.kcNoteNoCrop',
  no_planting_date: 'dashboard.kcNoteNoPlantingDate',
};

export const STORAGE_NOTE_KEYS: Readonly<Record<StorageNoteCode, MessageKey>> = {
  no_sensor: 'dashboard.storageNoteNoSensor',
  weeks_without_reading: 'dashboard.storageNoteWeeks',
};

export const IRRIGATION_NOTE_KEYS: Readonly<Record<IrrigationNoteCode, MessageKey>> = {
  confirmed_from_wetting: 'events.noteConfirmedFromWetting',
};

export const adviceReasonText = (code: AdviceReasonCode, w: Translates) => w.t(ADVICE_REASON_KEYS[code]);

export const skillNoteText = (code: SkillNoteCode, values: SkillNoteValues, w: Translates) =>
  w.t(SKILL_NOTE_KEYS[code], { count: values.count, needed: values.needed });

export const refillReasonText = (code: RefillReasonCode, w: Translates) => w.t(REFILL_REASON_KEYS[code]);

export const refillZoneReasonText = (code: RefillZoneReasonCode, w: Translates) => w.t(REFILL_ZONE_REASON_KEYS[code]);

/** The Kc rule; a crop's curve needs its figures (without them, as a crop without a planting date). */
export function kcNoteText(code: KcNoteCode, values: KcNoteValues | null, w: TextWords): string {
  if (code !== 'crop_curve') return w.t(KC_NOTE_KEYS[code]);
  if (!values) return w.t(KC_NOTE_KEYS.no_planting_date);
  const cropKey = cropNameKey(values.crop);
  return w.t(KC_NOTE_KEYS.crop_curve, {
    crop: cropKey ? w.t(cropKey) : values.crop,
    planted: w.day(values.planting_date),
    ini: values.kc_ini,
    mid: values.kc_mid,
    end: values.kc_end,
  });
}

export const storageNoteText = (code: StorageNoteCode, values: { weeks: number } | null, w: Translates) =>
  w.t(STORAGE_NOTE_KEYS[code], { count: values?.weeks ?? 0 });

export const irrigationNoteText = (code: IrrigationNoteCode, w: Translates) => w.t(IRRIGATION_NOTE_KEYS[code]);
