/**
 * The zone wizard's "Irrigation system and crop" section: what it edits (as typed), its defaults
 * (efficiency by method, crop from the zone's crop type, root depth by crop: each refilled when
 * what it follows changes, and editable), its messages, and the `system` of the zone payload.
 */
import { cropById, defaultRootDepthCm, FAO_CROP_FOR_CROP_TYPE } from '@shared/agronomy/crops';
import {
  DEFAULT_EFFICIENCY_PCT,
  efficiencyOf,
  zoneSystemSchema,
  type IrrigationMethod,
  type ZoneSystem,
  type ZoneSystemInput,
} from '@shared/irrigation/system';
import type { ZoneRow } from '../../../../api/zones';

export interface SystemDraft {
  /** Whether the zone has a system set (unticked: none is saved; an edited zone's is cleared). */
  on: boolean;
  method: IrrigationMethod;
  rate: string;
  efficiency: string;
  /** An FAO-56 crop id, or '' for none. */
  crop: string;
  rootDepth: string;
  /** yyyy-mm-dd or ''. */
  plantingDate: string;
  /** The grower chose the crop: a change of crop type no longer replaces it. */
  cropChosen: boolean;
}

export type SystemField = 'method' | 'rate' | 'efficiency' | 'crop' | 'rootDepth' | 'plantingDate';

const rootFor = (crop: string) => {
  const c = cropById(crop);
  return c ? String(defaultRootDepthCm(c)) : '';
};

const cropFor = (cropType: string) => FAO_CROP_FOR_CROP_TYPE[cropType] ?? '';

export function initialSystem(cropType: string, zone?: ZoneRow): SystemDraft {
  const s = zone?.system;
  if (s) {
    return {
      on: true,
      method: s.method,
      rate: String(s.application_rate_mm_h),
      efficiency: String(efficiencyOf(s)),
      crop: s.crop ?? '',
      rootDepth: s.root_depth_cm !== undefined ? String(s.root_depth_cm) : rootFor(s.crop ?? ''),
      plantingDate: s.planting_date ?? '',
      cropChosen: true,
    };
  }
  const crop = cropFor(cropType);
  return {
    on: false,
    method: 'drip',
    rate: '',
    efficiency: String(DEFAULT_EFFICIENCY_PCT.drip),
    crop,
    rootDepth: rootFor(crop),
    plantingDate: '',
    cropChosen: false,
  };
}

/** One edit of the section; the defaults that follow it come along. */
export function editSystem(d: SystemDraft, field: SystemField | 'on', value: string): SystemDraft {
  switch (field) {
    case 'on':
      return { ...d, on: value === 'true' };
    case 'method': {
      const method = value as IrrigationMethod;
      return { ...d, method, efficiency: String(DEFAULT_EFFICIENCY_PCT[method] ?? d.efficiency) };
    }
    case 'crop':
      return { ...d, crop: value, cropChosen: true, rootDepth: rootFor(value) || d.rootDepth };
    default:
      return { ...d, [field]: value };
  }
}

/** The zone's crop type changed: a crop the grower has not chosen follows it. */
export const followCropType = (d: SystemDraft, cropType: string): SystemDraft => {
  if (d.cropChosen) return d;
  const crop = cropFor(cropType);
  return { ...d, crop, rootDepth: rootFor(crop) || d.rootDepth };
};

function input(d: SystemDraft): ZoneSystemInput {
  return {
    method: d.method,
    application_rate_mm_h: d.rate.trim(),
    efficiency_pct: d.efficiency.trim(),
    ...(d.crop ? { crop: d.crop } : {}),
    ...(d.rootDepth.trim() ? { root_depth_cm: d.rootDepth.trim() } : {}),
    ...(d.plantingDate ? { planting_date: d.plantingDate } : {}),
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

/**
 * Each field's message (the schema's words, as the API would answer them); empty when all is well or no system is
 * set.
 */
export function systemErrors(d: SystemDraft): Partial<Record<SystemField, string>> {
  if (!d.on) return {};
  const r = zoneSystemSchema.safeParse(input(d));
  if (r.success) return {};
  const out: Partial<Record<SystemField, string>> = {};
  for (const issue of r.error.issues) {
    const key = FIELD_OF[String(issue.path[0])];
    if (key && !out[key])
      out[key] = issue.message.startsWith('choose')
        ? `${issue.message[0]!.toUpperCase()}${issue.message.slice(1)}.`
        : `Enter ${issue.message}.`;
  }
  return out;
}

/** The payload's `system`: the section's values, null to clear one the zone had, absent to leave none. */
export function systemPayload(d: SystemDraft, had: boolean): ZoneSystem | null | undefined {
  if (!d.on) return had ? null : undefined;
  const r = zoneSystemSchema.safeParse(input(d));
  return r.success ? r.data : undefined;
}
