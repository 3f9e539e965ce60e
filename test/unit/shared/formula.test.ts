import { describe, expect, it } from 'vitest';
import {
  compileFormula,
  DEFAULT_FORMULA,
  FormulaError,
  isNumberList,
  parseParameters,
} from '@shared/calibration/formula';

const run = (text: string, vars: Record<string, number> = {}) =>
  compileFormula(text).evaluate({ val: 0, x1: 0, x2: 1, ...vars });

describe('expressions', () => {
  it('respects precedence, associativity and parentheses', () => {
    expect(run('1 + 2 * 3')).toBe(7);
    expect(run('(1 + 2) * 3')).toBe(9);
    expect(run('10 - 4 - 3')).toBe(3);
    expect(run('2 ^ 3 ^ 2')).toBe(512);
    expect(run('2 ** 3')).toBe(8);
    expect(run('-2 ^ 2')).toBe(-4);
    expect(run('2 * -3')).toBe(-6);
    expect(run('7 % 4 + 1.5e1')).toBe(18);
  });
  it('uses val and the parameters; the default scales val between x1 and x2 into percent', () => {
    expect(compileFormula(DEFAULT_FORMULA).evaluate({ val: 0.3, x1: 0.1, x2: 0.5 })).toBeCloseTo(50);
    expect(run('val * x2 + x1', { val: 3, x1: 1, x2: 2 })).toBe(7);
  });
  it('knows the whitelisted functions and constants', () => {
    expect(run('sqrt(16) + abs(-2) + max(1, 5, 3) + min(4, 2)')).toBe(13);
    expect(run('round(pi * 100) / 100')).toBe(3.14);
    expect(run('pow(2, 10)')).toBe(1024);
    expect(run('ln(e)')).toBe(1);
    expect(run('log10(1000)')).toBe(3);
  });
  it('answers a maths impossibility with a non-finite number (to flag), not a crash', () => {
    expect(run('1 / (val - 1)', { val: 1 })).toBe(Infinity);
    expect(Number.isNaN(run('sqrt(-1)'))).toBe(true);
  });
});

describe('the list-of-numbers form (polynomial coefficients c0 ~ c1 ~ c2 …)', () => {
  it('recognises lists and evaluates c0 + c1·val + c2·val²', () => {
    expect(isNumberList('1 ~ 2 ~ 3')).toBe(true);
    expect(isNumberList('0.5, -1.2e-3')).toBe(true);
    expect(isNumberList('val * 2')).toBe(false);
    expect(isNumberList('42')).toBe(false);
    const f = compileFormula('1 ~ 2 ~ 3');
    expect(f.kind).toBe('polynomial');
    expect(f.coefficients).toEqual([1, 2, 3]);
    expect(f.evaluate({ val: 2 })).toBe(1 + 4 + 12);
  });
});

describe('rejected input', () => {
  it.each([
    ['constructor', /unknown name 'constructor'/],
    ['__proto__', /unknown name '__proto__'/],
    ['process.exit(1)', /unknown name 'process'|unexpected '.'/],
    ['globalThis', /unknown name 'globalThis'/],
    ['val.constructor', /unexpected '.'/],
    ["val['constructor']", /unexpected '\['/],
    ['this', /unknown name 'this'/],
    ['eval(1)', /unknown function 'eval'/],
    ['constructor(1)', /unknown function 'constructor'/],
    ['toString()', /unknown function 'toString'/],
    ['hasOwnProperty(1)', /unknown function 'hasOwnProperty'/],
    ['y + 1', /unknown name 'y'/],
    ['(1 + 2', /expected '\)'/],
    ['1 +', /ends too early/],
    ['val 2', /unexpected '2'/],
    ['"a"', /unexpected/],
    ['', /empty/],
    ['pow(1)', /pow\(\) takes 2/],
    ['val => 1', /unexpected/],
  ])('%j', (text, message) => {
    expect(() => compileFormula(text)).toThrow(FormulaError);
    expect(() => compileFormula(text)).toThrow(message);
  });
  it('refuses very long and very deep formulas', () => {
    expect(() => compileFormula('1+'.repeat(300) + '1')).toThrow(/at most 500/);
    expect(() => compileFormula('('.repeat(120) + '1' + ')'.repeat(120))).toThrow(/nested too deeply/);
  });
  it('a variable without a value is an error at evaluation', () => {
    expect(() => compileFormula('val + x3', ['x3']).evaluate({ val: 1 })).toThrow(/no value for 'x3'/);
  });
});

describe('parameters', () => {
  it('reads named and positional forms', () => {
    expect(parseParameters('x1=0.12, x2=0.45')).toEqual({ x1: 0.12, x2: 0.45 });
    expect(parseParameters('0.1; 0.5')).toEqual({ x1: 0.1, x2: 0.5 });
    expect(parseParameters('')).toEqual({});
    expect(() => parseParameters('x1=abc')).toThrow(/not a number/);
  });
});
