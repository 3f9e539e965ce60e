/**
 * Raw → calibrated values with the sensor's formula, and the plausibility flags
 * (shared/calibration/plausibility.ts). A reading with a missing depth, a negative value or one
 * above 200 is kept but flagged, and the charts never get it. An out-of-range temperature or
 * battery voltage is flagged and that value alone is served as null: the moisture was measured by
 * other circuits and stays valid. A formula that cannot be used never loses a reading: its raw
 * values are kept with 'formula-error' (recompute fixes it once the formula is corrected).
 */
import { compileFormula, parseParameters, type CompiledFormula } from '@shared/calibration/formula';
import {
  BATTERY_LIMITS_V,
  MOISTURE_LIMITS_PERCENT,
  TEMPERATURE_LIMITS_C,
  withinLimits,
} from '@shared/calibration/plausibility';
import type { SensorFormula } from '@shared/calibration/schemas';
import type { DepthKey } from '@shared/readings/depths';
import type { CalibratedValues, RawValues, ReadingFlag } from '../../readings';

export interface Calibrated {
  calibrated: CalibratedValues;
  /** The values served to readers: null when missing or out of range (the raw one is kept). */
  temperature: number | null;
  battery_vol: number | null;
  flags: ReadingFlag[];
}

export interface Calibrator {
  apply(raw: RawValues): Calibrated;
}

/** No formula: raw values are taken as already calibrated percent. */
const identity: CompiledFormula = { kind: 'expression', evaluate: (v) => v.val ?? NaN };
/** A formula that does not compile (or whose parameters do not parse): every depth fails. */
const unusable: CompiledFormula = {
  kind: 'expression',
  evaluate: () => {
    throw new Error('unusable formula');
  },
};

type FormulaText = Pick<SensorFormula, 'formula' | 'parameter'>;

function compile(formula: FormulaText | undefined): {
  compiled: CompiledFormula;
  params: Record<string, number>;
  problem?: string;
} {
  if (!formula) return { compiled: identity, params: {} };
  try {
    const params = parseParameters(formula.parameter);
    return {
      compiled: compileFormula(formula.formula, Object.keys(params).length ? Object.keys(params) : ['x1', 'x2']),
      params,
    };
  } catch (err) {
    return { compiled: unusable, params: {}, problem: (err as Error).message };
  }
}

/** Why a stored formula cannot be used (it does not compile, its parameters do not parse), if so. */
export const formulaProblem = (formula: FormulaText | undefined) => compile(formula).problem;

const judged = (
  value: number | null,
  limits: { min: number; max: number },
  flag: ReadingFlag,
  flags: Set<ReadingFlag>,
) => {
  if (value === null || withinLimits(value, limits)) return value;
  flags.add(flag);
  return null;
};

/**
 * `served`: the depths the sensor measures (a LoRaWAN sensor's devices may serve only some, a
 * DL-SMTP 10 and 50 cm); a depth it does not measure is null without being 'missing', so its
 * readings stay valid. Absent: all three, as every Fieldwise sensor measures.
 * `gaps`: a null at a served depth is a gap, not 'missing' (a sensor made of LoRaWAN devices:
 * see sensorCalibrator).
 */
export function calibrator(formula: FormulaText | undefined, served?: readonly DepthKey[], gaps = false): Calibrator {
  const { compiled, params } = compile(formula);
  const measures = (depth: DepthKey) => !gaps && (!served || served.includes(depth));
  const one = (raw: number | null, flags: Set<ReadingFlag>, depth: DepthKey): number | null => {
    if (raw === null) {
      if (measures(depth)) flags.add('missing');
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
    if (value < MOISTURE_LIMITS_PERCENT.min) flags.add('negative');
    if (value > MOISTURE_LIMITS_PERCENT.max) flags.add('above-200');
    return Math.round(value * 1000) / 1000;
  };
  return {
    apply(raw) {
      const flags = new Set<ReadingFlag>();
      const calibrated = {
        at10cm: one(raw.at10cm, flags, 'at10cm'),
        at50cm: one(raw.at50cm, flags, 'at50cm'),
        at100cm: one(raw.at100cm, flags, 'at100cm'),
      };
      const temperature = judged(raw.temperature, TEMPERATURE_LIMITS_C, 'temperature-out-of-range', flags);
      const battery_vol = judged(raw.battery_vol, BATTERY_LIMITS_V, 'battery-out-of-range', flags);
      return { calibrated, temperature, battery_vol, flags: [...flags] };
    },
  };
}

/**
 * The calibrator of a sensor as registered. A sensor made of LoRaWAN devices gets its depths from
 * separate radios: a null at one of its depths means that depth's device has not reported lately
 * (lambdas/lorawan/rules/readings.ts borrows a value only within 1.5 of its reporting intervals),
 * while the others did measure. Its readings stay valid and chart the depths they hold, and the
 * quiet depth shows a gap, as a grower expects; flagging it 'missing' would drop every reading of
 * the probe from the charts while one device is quiet (the silent-sensor alert names that device).
 * A Fieldwise sensor measures all its depths in one reading, so a null there is a fault: 'missing'.
 */
export const sensorCalibrator = (
  formula: FormulaText | undefined,
  sensor: { depths?: readonly DepthKey[]; device_types?: readonly string[] },
) => calibrator(formula, sensor.depths, Boolean(sensor.device_types?.length));
