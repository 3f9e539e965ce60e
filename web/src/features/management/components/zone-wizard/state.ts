/**
 * The zone wizard's state: 0 Info → 1 Plot → 2 Submit → 3 Result, what each step edits, and the
 * rules that keep Next disabled. Choosing a layer's soil type fills its wilting point, field
 * capacity and saturation with that soil's defaults; each stays editable (0 ≤ n < 100). The refill
 * share (0.1–0.9) places each depth's refill point between its wilting point and field capacity.
 */
import { depthOfWireSuffix, limitsAt, limitsFromWire } from '@shared/management/zone-limits';
import { DEFAULT_REFILL_SHARE, refillPoint } from '@shared/alerts/kinds';
import { polygonInsidePolygon, polygonProblems, type Polygon } from '@shared/geo';
import { DEFAULT_CROP, DEFAULT_INTEREST_LAYER, SOIL_DEFAULTS, type SoilType } from '@shared/management/constants';
import { refillShareMessage, refillShareSchema, soilPercentSchema, zoneNameSchema } from '@shared/management/rules';
import type { ZonePayloadInput } from '@shared/management/schemas';
import type { MessageKey } from '@shared/i18n/catalogue';
import { managementMessages } from '@shared/messages';
import type { Field } from '../../api/types';
import type { ZoneRow } from '../../../../api/zones';
import { ENGLISH_WORDS, type Words } from '../../../../lib/words';
import {
  editSystem,
  followCropType,
  initialSystem,
  systemErrors,
  systemPayload,
  type SystemDraft,
  type SystemField,
} from './system-state';

/** The steps' names (message keys). */
export const ZONE_WIZARD_STEPS = [
  'management.stepInfo',
  'management.stepPlot',
  'management.stepSubmit',
  'management.stepResult',
] as const satisfies readonly MessageKey[];
export type ZoneWizardStep = 0 | 1 | 2 | 3;
/**
 * Depths by the spec's suffixes, as the zone form and its interest layer keep them (50 is 10 cm, 100 is 50 cm,
 * 150 is 100 cm: depthOfWireSuffix), and as labelled (soil type).
 */
export type StoredDepth = 50 | 100 | 150;
type LabelDepth = 25 | 75 | 125;
export type PercentKey = 'wp' | 'fc' | 'sat';

export interface Layer {
  soil: SoilType;
  wp: string;
  fc: string;
  sat: string;
}

export interface ZoneWizardState {
  step: ZoneWizardStep;
  zoneName: string;
  fieldId: string;
  cropType: string;
  layers: Record<StoredDepth, Layer>;
  interest: number;
  /** As typed: where the refill point sits between wilting point (0) and field capacity (1). */
  refillShare: string;
  polygon: Polygon | null;
  /** The irrigation system and crop section (./system-state.ts). */
  system: SystemDraft;
  /** The zone being edited had a system: unticking the section clears it. */
  hadSystem: boolean;
}

export type ZoneWizardAction =
  | { type: 'step'; step: number }
  | { type: 'name'; value: string }
  | { type: 'field'; fieldId: string }
  | { type: 'crop'; value: string }
  | { type: 'soil'; depth: StoredDepth; soil: SoilType }
  | { type: 'percent'; depth: StoredDepth; key: PercentKey; value: string }
  | { type: 'interest'; depth: StoredDepth }
  | { type: 'refill'; value: string }
  | { type: 'plot'; polygon: Polygon | null }
  | { type: 'system'; field: SystemField | 'on'; value: string };

const isStep = (n: number): n is ZoneWizardStep => n === 0 || n === 1 || n === 2 || n === 3;

export const soilLayer = (soil: SoilType): Layer => {
  const d = SOIL_DEFAULTS[soil];
  return { soil, wp: String(d.wiltingPoint), fc: String(d.fieldCapacity), sat: String(d.saturation) };
};

function layersOf(zone?: ZoneRow): Record<StoredDepth, Layer> {
  if (!zone) return { 50: soilLayer('Clay'), 100: soilLayer('Clay'), 150: soilLayer('Clay') };
  const limits = limitsFromWire(zone);
  const layer = (stored: StoredDepth, label: LabelDepth): Layer => {
    const at = limitsAt(limits, depthOfWireSuffix(stored)!);
    return {
      soil: zone[`soiltype_${label}`] as SoilType,
      wp: String(at.wiltingPoint),
      fc: String(at.fieldCapacity),
      sat: String(at.saturation),
    };
  };
  return { 50: layer(50, 25), 100: layer(100, 75), 150: layer(150, 125) };
}

/** A new zone starts on the chosen (or first) field with Clay at every depth; an edit starts from the zone. */
export function initialZoneWizardState({
  fields,
  editing,
  defaultFieldId,
  f = ENGLISH_WORDS.f,
}: {
  fields: Field[];
  editing?: ZoneRow;
  defaultFieldId?: string;
  /** The person's units and locale: the system section's rates and depths are typed in them. */
  f?: Words['f'];
}): ZoneWizardState {
  return {
    step: 0,
    zoneName: editing?.zonename ?? '',
    fieldId: editing?.field_id ?? defaultFieldId ?? fields[0]?.field_id ?? '',
    cropType: editing?.croptype ?? DEFAULT_CROP,
    layers: layersOf(editing),
    interest: editing?.interest_layer ?? DEFAULT_INTEREST_LAYER,
    refillShare: String(editing?.refill_share ?? DEFAULT_REFILL_SHARE),
    polygon: editing?.points ?? null,
    system: initialSystem(editing?.croptype ?? DEFAULT_CROP, editing, f),
    hadSystem: Boolean(editing?.system),
  };
}

export function zoneWizardReducer(state: ZoneWizardState, action: ZoneWizardAction): ZoneWizardState {
  switch (action.type) {
    case 'step':
      return isStep(action.step) ? { ...state, step: action.step } : state;
    case 'name':
      return { ...state, zoneName: action.value };
    case 'field':
      return { ...state, fieldId: action.fieldId };
    case 'crop':
      return { ...state, cropType: action.value, system: followCropType(state.system, action.value) };
    // A new soil type brings its own defaults, replacing whatever was typed for that depth.
    case 'soil':
      return { ...state, layers: { ...state.layers, [action.depth]: soilLayer(action.soil) } };
    case 'percent':
      return {
        ...state,
        layers: { ...state.layers, [action.depth]: { ...state.layers[action.depth], [action.key]: action.value } },
      };
    case 'interest':
      return { ...state, interest: action.depth };
    case 'refill':
      return { ...state, refillShare: action.value };
    case 'plot':
      return { ...state, polygon: action.polygon };
    case 'system':
      return { ...state, system: editSystem(state.system, action.field, action.value) };
  }
}

export const percentError = (v: string): string | undefined =>
  soilPercentSchema.safeParse(v).success ? undefined : managementMessages.percent;
export const zoneNameError = (state: ZoneWizardState): string | undefined =>
  zoneNameSchema.safeParse(state.zoneName).success ? undefined : managementMessages.zoneName;

export const refillShareError = (v: string): string | undefined =>
  refillShareSchema.safeParse(v).success ? undefined : `Please enter ${refillShareMessage}`;

/**
 * The refill point (percent, one decimal) of a depth for the typed share; undefined while the
 * share or that depth's wilting point or field capacity is not a valid number.
 */
export function layerRefillPoint(layer: Layer, share: string): number | undefined {
  if (refillShareError(share) || percentError(layer.wp) || percentError(layer.fc)) return undefined;
  return Math.round(refillPoint(Number(layer.wp), Number(layer.fc), Number(share)) * 10) / 10;
}

/**
 * Info is complete with a valid name, an existing field, every percentage on its scale, a valid refill share and
 * system.
 */
export function infoValid(state: ZoneWizardState, field: Field | undefined): boolean {
  const layersOk = Object.values(state.layers).every(
    (l) => !percentError(l.wp) && !percentError(l.fc) && !percentError(l.sat),
  );
  return (
    !zoneNameError(state) &&
    Boolean(field) &&
    layersOk &&
    !refillShareError(state.refillShare) &&
    !Object.keys(systemErrors(state.system)).length
  );
}

/** What keeps Next disabled on Plot, in words: no outline, a broken one, or one outside its field. */
export function plotProblem(
  polygon: Polygon | null,
  field: Field | undefined,
  t: Words['t'] = ENGLISH_WORDS.t,
): string | undefined {
  if (!polygon) return t('management.zonePlotDraw');
  return (
    polygonProblems(polygon.coordinates[0] ?? [])[0] ??
    (field && !polygonInsidePolygon(polygon.coordinates[0]!, field.points.coordinates[0]!)
      ? t('management.zonePlotOutside')
      : undefined)
  );
}

/** Whether Next (or the submit) may be pressed on the step shown. */
export function canLeaveStep(state: ZoneWizardState, field: Field | undefined): boolean {
  if (state.step === 0) return infoValid(state, field);
  if (state.step === 1) return !plotProblem(state.polygon, field);
  return true;
}

/** The body of the zone save; null until an outline is drawn. */
export function zonePayload(state: ZoneWizardState): ZonePayloadInput | null {
  const { polygon, layers } = state;
  if (!polygon) return null;
  return {
    zoneName: state.zoneName.trim(),
    cropType: state.cropType as ZonePayloadInput['cropType'],
    soilType25: layers[50].soil,
    soilType75: layers[100].soil,
    soilType125: layers[150].soil,
    wiltingPoint50: Number(layers[50].wp),
    wiltingPoint100: Number(layers[100].wp),
    wiltingPoint150: Number(layers[150].wp),
    fieldCapacity50: Number(layers[50].fc),
    fieldCapacity100: Number(layers[100].fc),
    fieldCapacity150: Number(layers[150].fc),
    saturation50: Number(layers[50].sat),
    saturation100: Number(layers[100].sat),
    saturation150: Number(layers[150].sat),
    geom: polygon,
    interest_layer: state.interest,
    refillShare: Number(state.refillShare),
    system: systemPayload(state.system, state.hadSystem),
  };
}
