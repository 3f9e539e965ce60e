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
import type { Locale } from '@shared/i18n/locales';
import { parseDecimalInput } from '@shared/units';
import { managementMessages } from '@shared/messages';
import type { Field } from '../../api/types';
import type { ZoneRow } from '../../../../api/zones';
import { ENGLISH_WORDS, type Words } from '../../../../lib/words';
import { inputText } from '../form-words';
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

/** A depth's soil type and its three percentages as typed, in the wizard's locale ("12,5" in Spanish). */
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
  /** The locale the layers' percentages are written and typed in (its decimal mark). */
  locale: Locale;
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

export const soilLayer = (soil: SoilType, locale: Locale = 'en-AU'): Layer => {
  const d = SOIL_DEFAULTS[soil];
  return {
    soil,
    wp: inputText(d.wiltingPoint, locale),
    fc: inputText(d.fieldCapacity, locale),
    sat: inputText(d.saturation, locale),
  };
};

function layersOf(locale: Locale, zone?: ZoneRow): Record<StoredDepth, Layer> {
  if (!zone) return { 50: soilLayer('Clay', locale), 100: soilLayer('Clay', locale), 150: soilLayer('Clay', locale) };
  const limits = limitsFromWire(zone);
  const layer = (stored: StoredDepth, label: LabelDepth): Layer => {
    const at = limitsAt(limits, depthOfWireSuffix(stored)!);
    return {
      soil: zone[`soiltype_${label}`] as SoilType,
      wp: inputText(at.wiltingPoint, locale),
      fc: inputText(at.fieldCapacity, locale),
      sat: inputText(at.saturation, locale),
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
    layers: layersOf(f.locale, editing),
    locale: f.locale,
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
      return { ...state, layers: { ...state.layers, [action.depth]: soilLayer(action.soil, state.locale) } };
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

/**
 * A typed percentage as a number (the locale's decimal mark: "12,5" in Spanish), or undefined when
 * it is not one on its scale.
 */
export function percentValue(text: string, locale: Locale = 'en-AU'): number | undefined {
  const n = parseDecimalInput(text, locale);
  if (n === null) return undefined;
  const checked = soilPercentSchema.safeParse(n);
  return checked.success ? checked.data : undefined;
}

export const percentError = (v: string, locale: Locale = 'en-AU'): string | undefined =>
  percentValue(v, locale) === undefined ? managementMessages.percent : undefined;
export const zoneNameError = (state: ZoneWizardState): string | undefined =>
  zoneNameSchema.safeParse(state.zoneName).success ? undefined : managementMessages.zoneName;

export const refillShareError = (v: string): string | undefined =>
  refillShareSchema.safeParse(v).success ? undefined : `Please enter ${refillShareMessage}`;

/**
 * The refill point (percent, one decimal) of a depth for the typed share; undefined while the
 * share or that depth's wilting point or field capacity is not a valid number.
 */
export function layerRefillPoint(layer: Layer, share: string, locale: Locale = 'en-AU'): number | undefined {
  const wp = percentValue(layer.wp, locale);
  const fc = percentValue(layer.fc, locale);
  if (refillShareError(share) || wp === undefined || fc === undefined) return undefined;
  return Math.round(refillPoint(wp, fc, Number(share)) * 10) / 10;
}

/**
 * Info is complete with a valid name, an existing field, every percentage on its scale, a valid refill share and
 * system.
 */
export function infoValid(state: ZoneWizardState, field: Field | undefined): boolean {
  const layersOk = Object.values(state.layers).every(
    (l) => !percentError(l.wp, state.locale) && !percentError(l.fc, state.locale) && !percentError(l.sat, state.locale),
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
  // Only called once Info is valid: every percentage parses.
  const n = (text: string) => percentValue(text, state.locale) ?? Number.NaN;
  return {
    zoneName: state.zoneName.trim(),
    cropType: state.cropType as ZonePayloadInput['cropType'],
    soilType25: layers[50].soil,
    soilType75: layers[100].soil,
    soilType125: layers[150].soil,
    wiltingPoint50: n(layers[50].wp),
    wiltingPoint100: n(layers[100].wp),
    wiltingPoint150: n(layers[150].wp),
    fieldCapacity50: n(layers[50].fc),
    fieldCapacity100: n(layers[100].fc),
    fieldCapacity150: n(layers[150].fc),
    saturation50: n(layers[50].sat),
    saturation100: n(layers[100].sat),
    saturation150: n(layers[150].sat),
    geom: polygon,
    interest_layer: state.interest,
    refillShare: Number(state.refillShare),
    system: systemPayload(state.system, state.hadSystem),
  };
}
