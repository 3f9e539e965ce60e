/**
 * What the wizard does with a zone's soil-point suggestions (pure): the depths as the wizard
 * stores them, the evidence in words, and the edits "Use these" makes.
 */
import { MIN_SOIL_POINT_WETTINGS, type SoilPointSuggestion } from '@shared/irrigation/soil-points';
import { DEPTH_LAYERS } from '@shared/management/constants';
import { REFILL_SHARE_MAX, REFILL_SHARE_MIN } from '@shared/management/rules';
import { ENGLISH_WORDS, type Words } from '../../../../lib/words';
import { inputText } from '../form-words';
import { percentValue, type StoredDepth, type ZoneWizardAction, type ZoneWizardState } from './state';

/** The sensor's depths (cm) and the zone's stored depth each one's values go to. */
export const STORED_DEPTH_OF: ReadonlyMap<number, StoredDepth> = new Map([
  [10, 50],
  [50, 100],
  [100, 150],
]);

/**
 * How the wizard's table names the row a sensor depth's values go to: "25 cm" for the sensor's
 * 10 cm (the form keeps the spec's labels).
 */
export function rowLabel(depthCm: number, f: Words['f'] = ENGLISH_WORDS.f): string {
  const stored = STORED_DEPTH_OF.get(depthCm);
  const layer = DEPTH_LAYERS.find((l) => l.stored === stored);
  return f.quantity('depth', layer ? layer.label : depthCm);
}

/** "from 7 wettings, spread ± 1.2 %", or how many more a depth needs. */
export function evidence(s: SoilPointSuggestion, { t, f }: Words = ENGLISH_WORDS): string {
  if (s.full_point === null) {
    const more = Math.max(1, MIN_SOIL_POINT_WETTINGS - s.n_events);
    return t('management.soilPointsSoFar', { count: s.n_events, more });
  }
  return s.spread === null
    ? t('management.soilPointsFrom', { count: s.n_events })
    : t('management.soilPointsFromSpread', { count: s.n_events, spread: f.number(s.spread, 1, true) });
}

/**
 * The refill share a stress-onset refill point gives at the primary depth, on the share's scale
 * (to 0.05); undefined when the suggestion is share-based (the share stays as it is) or does not
 * fit between the wilting point and the suggested full point.
 */
export function suggestedShare(rows: readonly SoilPointSuggestion[], state: ZoneWizardState): number | undefined {
  const primary = rows.find((r) => STORED_DEPTH_OF.get(r.depth_cm) === state.interest);
  if (
    !primary ||
    primary.refill_basis !== 'stress-onset' ||
    primary.full_point === null ||
    primary.refill_point === null
  )
    return undefined;
  const wp = percentValue(state.layers[STORED_DEPTH_OF.get(primary.depth_cm)!].wp, state.locale);
  if (wp === undefined || primary.full_point <= wp) return undefined;
  const share = Math.round(((primary.refill_point - wp) / (primary.full_point - wp)) * 20) / 20;
  return Math.min(REFILL_SHARE_MAX, Math.max(REFILL_SHARE_MIN, share));
}

/**
 * The edits "Use these" makes: each suggested full point into its depth's field capacity, and the refill share when the
 * data gave one.
 */
export function suggestionActions(rows: readonly SoilPointSuggestion[], state: ZoneWizardState): ZoneWizardAction[] {
  const actions: ZoneWizardAction[] = rows.flatMap((r) => {
    const depth = STORED_DEPTH_OF.get(r.depth_cm);
    return depth === undefined || r.full_point === null
      ? []
      : [{ type: 'percent' as const, depth, key: 'fc' as const, value: inputText(r.full_point, state.locale) }];
  });
  const share = suggestedShare(rows, state);
  if (share !== undefined) actions.push({ type: 'refill', value: String(share) });
  return actions;
}
