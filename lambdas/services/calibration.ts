/**
 * Raw → calibrated values with the sensor's formula, and the plausibility flags of monitoring
 * spec §5 (a reading with a missing depth, a negative value or one above 200 is kept but flagged,
 * and the charts never get it).
 */
import { compileFormula, parseParameters, type CompiledFormula } from '../../shared/calibration/formula';
import type { SensorFormula } from '../../shared/calibration/schemas';
import type { CalibratedValues, RawValues, ReadingFlag } from '../store/readings/port';

const MAX_PLAUSIBLE = 200;

export interface Calibrator {
  apply(raw: RawValues): { calibrated: CalibratedValues; flags: ReadingFlag[] };
}

/** No formula: raw values are taken as already calibrated percent. */
const identity: CompiledFormula = { kind: 'expression', evaluate: (v) => v.val ?? NaN };

export function calibrator(formula: Pick<SensorFormula, 'formula' | 'parameter'> | undefined): Calibrator {
  const params = formula ? parseParameters(formula.parameter) : {};
  const compiled = formula ? compileFormula(formula.formula, Object.keys(params).length ? Object.keys(params) : ['x1', 'x2']) : identity;
  const one = (raw: number | null, flags: Set<ReadingFlag>): number | null => {
    if (raw === null) {
      flags.add('missing');
      return null;
    }
    let value: number;
    try {
      value = compiled.evaluate({ ...params, val: raw });
    } catch {
      flags.add('formula-error');
      return null;
    }
    if (!Number.isFinite(value)) {
      flags.add('formula-error');
      return null;
    }
    if (value < 0) flags.add('negative');
    if (value > MAX_PLAUSIBLE) flags.add('above-200');
    return Math.round(value * 1000) / 1000;
  };
  return {
    apply(raw) {
      const flags = new Set<ReadingFlag>();
      const calibrated = { cap50_percent: one(raw.cap50, flags), cap100_percent: one(raw.cap100, flags), cap150_percent: one(raw.cap150, flags) };
      return { calibrated, flags: [...flags] };
    },
  };
}
