/**
 * A saved formula must calibrate every reading: an empty formula, or one that names a parameter
 * it is not given, is refused when saved (naming the field) instead of failing each reading later.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { compileFormula, DEFAULT_FORMULA, FormulaError } from '@shared/calibration/formula';
import { sensorFormulaSchema } from '@shared/calibration/schemas';

const problem = (r: z.ZodSafeParseResult<unknown>) =>
  r.success ? undefined : `${r.error.issues[0]!.path.join('.')}: ${r.error.issues[0]!.message}`;
const parse = (o: Record<string, unknown>) => sensorFormulaSchema.safeParse({ sensor_id: 'ABC123456789', ...o });

describe('the formula of a row', () => {
  it.each(['', '   ', '\t\n'])('%j is refused on formula', (formula) =>
    expect(problem(parse({ formula, parameter: 'x1=1, x2=2' }))).toBe('formula: the formula is required'),
  );

  it('a parameter the formula names but is not given is refused on parameter', () => {
    expect(problem(parse({ formula: 'val + x1' }))).toBe('parameter: the formula uses x1: give its value (x1=…)');
    expect(problem(parse({ formula: 'val + x1', parameter: '   ' }))).toBe(
      'parameter: the formula uses x1: give its value (x1=…)',
    );
    expect(problem(parse({ formula: '(val - x1) / (x3 - x1)', parameter: 'x1=1, x2=2' }))).toBe(
      'parameter: the formula uses x3: give its value (x3=…)',
    );
    // the default formula needs x1 and x2
    expect(problem(parse({ parameter: '' }))).toBe('parameter: the formula uses x1: give its value (x1=…)');
    expect(problem(parse({ formula: 'val', h_formula: 'val * x2', h_parameter: 'x1=3' }))).toBe(
      'h_parameter: the formula uses x2: give its value (x2=…)',
    );
  });

  it('other unknown names stay errors of the formula', () =>
    expect(problem(parse({ formula: 'val + y', parameter: 'x1=1' }))).toBe("formula: unknown name 'y' (use val, x1)"));

  it('accepts what calibrates: val alone, given parameters, the polynomial form, no h formula', () => {
    for (const row of [
      { formula: 'val' },
      { formula: 'val + x1', parameter: 'x1=3' },
      { formula: DEFAULT_FORMULA, parameter: '480, 2960' },
      { formula: '0.5 ~ 98.2 ~ -3.1' },
      { formula: 'val', h_formula: '', h_parameter: '' },
      { formula: 'val', h_formula: 'val * x1', h_parameter: 'x1=2' },
    ])
      expect(parse(row).success, JSON.stringify(row)).toBe(true);
  });

  it('the evaluator itself knows only the parameters it is given', () => {
    expect(() => compileFormula('val + x1', [])).toThrow(FormulaError);
    expect(compileFormula('val + x1', ['x1']).evaluate({ val: 1, x1: 2 })).toBe(3);
  });
});
