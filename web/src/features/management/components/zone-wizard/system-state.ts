/**
 * The zone wizard's "Irrigation system and crop" section: what it edits (as typed, in the person's
 * units: mm/h or in/h, cm or in), its defaults (efficiency by method, crop from the zone's crop
 * type, root depth by crop: each refilled when what it follows changes, and editable), its
 * messages in the person's language and units, and the `system` of the zone payload, in SI.
 */
import { cropById, defaultRootDepthCm, FAO_CROP_FOR_CROP_TYPE } from '@shared/agronomy/crops';
import {
  APPLICATION_RATE_MM_H,
  DEFAULT_EFFICIENCY_PCT,
  efficiencyOf,
  EFFICIENCY_PCT,
  ROOT_DEPTH_CM,
  zoneSystemSchema,
  type IrrigationMethod,
  type ZoneSystem,
  type ZoneSystemInput,
} from '@shared/irrigation/system';
import { boundForInput, type Quantity } from '@shared/units';
import type { ZoneRow } from '../../../../api/zones';
import { inputText } from '../form-words';
import { ENGLISH_WORDS, type Words } from '../../../../lib/words';

export interface SystemDraft {
  /** Whether the zone has a system set (unticked: none is saved; an edited zone's is cleared). */
  on: boolean;
  method: IrrigationMethod;
  /** As typed, in the person's units (mm/h or in/h). */
  rate: string;
  efficiency: string;
  /** An FAO-56 crop id, or '' for none. */
  crop: string;
  /** As typed, in the person's units (cm or in). */
  rootDepth: string;
  /** yyyy-mm-dd or ''. */
  plantingDate: string;
  /** The grower chose the crop: a change of crop type no longer replaces it. */
  cropChosen: boolean;
  /** The units and locale the texts above are typed in. */
  f: Words['f'];
  /**
   * The stored SI values and how they were first shown: a value left as shown is sent back as
   * stored, so editing a zone in other units never nudges it.
   */
  stored: { rate?: { text: string; si: number }; rootDepth?: { text: string; si: number } };
}

export type SystemField = 'method' | 'rate' | 'efficiency' | 'crop' | 'rootDepth' | 'plantingDate';

const shownText = (f: Words['f'], q: Quantity, si: number) => inputText(f.toInput(q, si), f.locale);

const rootFor = (f: Words['f'], crop: string) => {
  const c = cropById(crop);
  return c ? shownText(f, 'depth', defaultRootDepthCm(c)) : '';
};

const cropFor = (cropType: string) =>
  Object.hasOwn(FAO_CROP_FOR_CROP_TYPE, cropType) ? (FAO_CROP_FOR_CROP_TYPE[cropType] ?? '') : '';

export function initialSystem(cropType: string, zone?: ZoneRow, f: Words['f'] = ENGLISH_WORDS.f): SystemDraft {
  const s = zone?.system;
  if (s) {
    const rate = shownText(f, 'rate', s.application_rate_mm_h);
    const root = s.root_depth_cm !== undefined ? shownText(f, 'depth', s.root_depth_cm) : undefined;
    return {
      on: true,
      method: s.method,
      rate,
      efficiency: inputText(efficiencyOf(s), f.locale),
      crop: s.crop ?? '',
      rootDepth: root ?? rootFor(f, s.crop ?? ''),
      plantingDate: s.planting_date ?? '',
      cropChosen: true,
      f,
      stored: {
        rate: { text: rate, si: s.application_rate_mm_h },
        ...(root !== undefined ? { rootDepth: { text: root, si: s.root_depth_cm! } } : {}),
      },
    };
  }
  const crop = cropFor(cropType);
  return {
    on: false,
    method: 'drip',
    rate: '',
    efficiency: String(DEFAULT_EFFICIENCY_PCT.drip),
    crop,
    rootDepth: rootFor(f, crop),
    plantingDate: '',
    cropChosen: false,
    f,
    stored: {},
  };
}

/** One edit of the section; the defaults that follow it come along. */
export function editSystem(d: SystemDraft, field: SystemField | 'on', value: string): SystemDraft {
  switch (field) {
    case 'on':
      return { ...d, on: value === 'true' };
    case 'method': {
      const method = value as IrrigationMethod;
      const efficiency = Object.hasOwn(DEFAULT_EFFICIENCY_PCT, method) ? DEFAULT_EFFICIENCY_PCT[method] : undefined;
      return { ...d, method, efficiency: efficiency === undefined ? d.efficiency : String(efficiency) };
    }
    case 'crop':
      return { ...d, crop: value, cropChosen: true, rootDepth: rootFor(d.f, value) || d.rootDepth };
    default:
      return { ...d, [field]: value };
  }
}

/** The zone's crop type changed: a crop the grower has not chosen follows it. */
export const followCropType = (d: SystemDraft, cropType: string): SystemDraft => {
  if (d.cropChosen) return d;
  const crop = cropFor(cropType);
  return { ...d, crop, rootDepth: rootFor(d.f, crop) || d.rootDepth };
};

type Problem = 'rate' | 'rootDepth' | 'efficiency';

/**
 * A typed quantity as the SI value to send: the stored one when left as shown; undefined when it
 * is no number or lies outside the limits in the person's units (then its message says so).
 */
function typedSi(d: SystemDraft, field: 'rate' | 'rootDepth'): number | undefined {
  const text = d[field].trim();
  const kept = d.stored[field];
  if (kept && kept.text === text) return kept.si;
  const q: Quantity = field === 'rate' ? 'rate' : 'depth';
  const limits = field === 'rate' ? APPLICATION_RATE_MM_H : ROOT_DEPTH_CM;
  const n = d.f.parseNumber(text);
  if (n === null) return undefined;
  if (n < boundForInput(q, limits.min, d.f.units, 'min') || n > boundForInput(q, limits.max, d.f.units, 'max'))
    return undefined;
  return d.f.fromInput(q, n);
}

function input(d: SystemDraft): { value: ZoneSystemInput; bad: Set<Problem> } {
  const bad = new Set<Problem>();
  const rate = typedSi(d, 'rate');
  if (rate === undefined) bad.add('rate');
  const root = d.rootDepth.trim() ? typedSi(d, 'rootDepth') : undefined;
  if (d.rootDepth.trim() && root === undefined) bad.add('rootDepth');
  const efficiency = d.f.parseNumber(d.efficiency);
  if (efficiency === null) bad.add('efficiency');
  return {
    bad,
    value: {
      method: d.method,
      // An unreadable value goes to the schema as typed, which refuses it.
      application_rate_mm_h: rate ?? d.rate.trim(),
      efficiency_pct: efficiency ?? d.efficiency.trim(),
      ...(d.crop ? { crop: d.crop } : {}),
      ...(d.rootDepth.trim() ? { root_depth_cm: root ?? d.rootDepth.trim() } : {}),
      ...(d.plantingDate ? { planting_date: d.plantingDate } : {}),
    },
  };
}

const FIELD_OF: Readonly<Record<string, SystemField>> = {
  method: 'method',
  application_rate_mm_h: 'rate',
  efficiency_pct: 'efficiency',
  crop: 'crop',
  root_depth_cm: 'rootDepth',
  planting_date: 'plantingDate',
};

/** A field's message in the person's language, with limits in their units. */
function messageOf(field: SystemField, d: SystemDraft, t: Words['t']): string {
  const { f } = d;
  const bound = (q: Quantity, si: number, side: 'min' | 'max') => f.number(boundForInput(q, si, f.units, side), 3);
  switch (field) {
    case 'rate':
      return t('management.systemRateError', {
        min: bound('rate', APPLICATION_RATE_MM_H.min, 'min'),
        max: bound('rate', APPLICATION_RATE_MM_H.max, 'max'),
        unit: f.unit('rate'),
      });
    case 'rootDepth':
      return t('management.systemRootDepthError', {
        min: bound('depth', ROOT_DEPTH_CM.min, 'min'),
        max: bound('depth', ROOT_DEPTH_CM.max, 'max'),
        unit: f.unit('depth'),
      });
    case 'efficiency':
      return t('management.systemEfficiencyError', { min: EFFICIENCY_PCT.min, max: EFFICIENCY_PCT.max });
    case 'method':
      return t('management.systemMethodError');
    case 'crop':
      return t('management.systemCropError');
    case 'plantingDate':
      return t('management.systemPlantingDateError');
  }
}

/** Each field's message; empty when all is well or no system is set. */
export function systemErrors(d: SystemDraft, t: Words['t'] = ENGLISH_WORDS.t): Partial<Record<SystemField, string>> {
  if (!d.on) return {};
  const { value, bad } = input(d);
  const fields = new Set<SystemField>(bad);
  const r = zoneSystemSchema.safeParse(value);
  if (!r.success) {
    for (const issue of r.error.issues) {
      const key = FIELD_OF[String(issue.path[0])];
      if (key) fields.add(key);
    }
  }
  const out: Partial<Record<SystemField, string>> = {};
  for (const field of fields) out[field] = messageOf(field, d, t);
  return out;
}

/** The payload's `system` in SI: the section's values, null to clear one the zone had, absent to leave none. */
export function systemPayload(d: SystemDraft, had: boolean): ZoneSystem | null | undefined {
  if (!d.on) return had ? null : undefined;
  const { value, bad } = input(d);
  if (bad.size) return undefined;
  const r = zoneSystemSchema.safeParse(value);
  return r.success ? r.data : undefined;
}
