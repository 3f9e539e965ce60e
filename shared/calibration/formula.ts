/**
 * Sensor calibration formulas, evaluated by a
 * whitelisting evaluator: a small parser that knows numbers, the formula's variables, + - * / % ^,
 * parentheses and a fixed set of Math functions — nothing else. No eval, no new Function, no
 * property access: `constructor`, `__proto__`, `process` or `globalThis` are unknown names.
 *
 * Two forms:
 * - an expression of `val` (the raw reading) and the parameters `x1`, `x2`, … — the default
 *   scales val linearly between x1 and x2 into percent;
 * - a list of numbers (separated by `~`, commas or spaces): polynomial coefficients
 *   c0 ~ c1 ~ c2 … meaning c0 + c1·val + c2·val² + … (the Formula table shows a long formula as
 *   such a list).
 */
export const DEFAULT_FORMULA = '(val - x1) / (x2 - x1) * 100';
export const MAX_FORMULA_LENGTH = 500;

/** A formula or its parameters that cannot calibrate; `field` says which of the two to fix. */
export class FormulaError extends Error {
  override name = 'FormulaError';
  constructor(
    message: string,
    readonly field: 'formula' | 'parameter' = 'formula',
  ) {
    super(message);
  }
}

/** Parameter names: x1, x2, … */
export const PARAMETER_NAME_RE = /^x\d+$/;

type Node =
  | { t: 'num'; v: number }
  | { t: 'var'; name: string }
  | { t: 'neg'; a: Node }
  | { t: 'bin'; op: string; a: Node; b: Node }
  | { t: 'call'; fn: string; args: Node[] };

const FUNCTIONS: Record<string, { arity: [number, number]; fn: (...a: number[]) => number }> = {
  abs: { arity: [1, 1], fn: Math.abs },
  sqrt: { arity: [1, 1], fn: Math.sqrt },
  exp: { arity: [1, 1], fn: Math.exp },
  ln: { arity: [1, 1], fn: Math.log },
  log: { arity: [1, 1], fn: Math.log },
  log10: { arity: [1, 1], fn: Math.log10 },
  pow: { arity: [2, 2], fn: Math.pow },
  min: { arity: [1, 8], fn: Math.min },
  max: { arity: [1, 8], fn: Math.max },
  round: { arity: [1, 1], fn: Math.round },
  floor: { arity: [1, 1], fn: Math.floor },
  ceil: { arity: [1, 1], fn: Math.ceil },
  sin: { arity: [1, 1], fn: Math.sin },
  cos: { arity: [1, 1], fn: Math.cos },
  tan: { arity: [1, 1], fn: Math.tan },
};
const CONSTANTS: Record<string, number> = { pi: Math.PI, e: Math.E };
const PRECEDENCE: Record<string, number> = { '+': 1, '-': 1, '*': 2, '/': 2, '%': 2, '^': 4 };

interface Token {
  kind: 'num' | 'id' | 'op' | '(' | ')' | ',';
  text: string;
  at: number;
}

function tokenize(src: string): Token[] {
  const tokens: Token[] = [];
  const re =
    /\s*(?:(\d+\.?\d*(?:[eE][+-]?\d+)?|\.\d+(?:[eE][+-]?\d+)?)|([A-Za-z_][A-Za-z0-9_]*)|(\*\*|[-+*/%^])|([(),]))/y;
  let i = 0;
  while (i < src.length) {
    if (/^\s*$/.test(src.slice(i))) break;
    re.lastIndex = i;
    const m = re.exec(src);
    if (!m) throw new FormulaError(`unexpected '${src.slice(i).trim()[0]}' at position ${i + 1}`);
    const at = m.index + (m[0].length - m[0].trimStart().length);
    if (m[1]) tokens.push({ kind: 'num', text: m[1], at });
    else if (m[2]) tokens.push({ kind: 'id', text: m[2], at });
    else if (m[3]) tokens.push({ kind: 'op', text: m[3] === '**' ? '^' : m[3], at });
    else tokens.push({ kind: m[4] as '(' | ')' | ',', text: m[4]!, at });
    i = re.lastIndex;
  }
  return tokens;
}

function parse(src: string, variables: ReadonlySet<string>): Node {
  const tokens = tokenize(src);
  let pos = 0;
  let depth = 0;
  const peek = () => tokens[pos];
  const expect = (kind: Token['kind']) => {
    const tok = tokens[pos];
    if (!tok || tok.kind !== kind)
      throw new FormulaError(`expected '${kind}'${tok ? ` at position ${tok.at + 1}` : ' at the end'}`);
    pos++;
    return tok;
  };

  function primary(): Node {
    if (++depth > 100) throw new FormulaError('the formula is nested too deeply');
    try {
      const tok = tokens[pos++];
      if (!tok) throw new FormulaError('the formula ends too early');
      if (tok.kind === 'num') return { t: 'num', v: Number(tok.text) };
      if (tok.kind === 'op' && (tok.text === '-' || tok.text === '+')) {
        const a = unaryOperand();
        return tok.text === '-' ? { t: 'neg', a } : a;
      }
      if (tok.kind === '(') {
        const inner = expression(0);
        expect(')');
        return inner;
      }
      if (tok.kind === 'id') {
        const name = tok.text;
        if (peek()?.kind === '(') {
          const spec = Object.hasOwn(FUNCTIONS, name) ? FUNCTIONS[name] : undefined;
          if (!spec) throw new FormulaError(`unknown function '${name}'`);
          pos++;
          const args: Node[] = [];
          if (peek()?.kind !== ')') {
            args.push(expression(0));
            while (peek()?.kind === ',') {
              pos++;
              args.push(expression(0));
            }
          }
          expect(')');
          const [least, most] = spec.arity;
          if (args.length < least || args.length > most)
            throw new FormulaError(`${name}() takes ${least === most ? least : `${least} to ${most}`} argument(s)`);
          return { t: 'call', fn: name, args };
        }
        if (variables.has(name)) return { t: 'var', name };
        if (Object.hasOwn(CONSTANTS, name)) return { t: 'num', v: CONSTANTS[name]! };
        // A parameter without a value would fail every reading: the parameters lack it.
        if (PARAMETER_NAME_RE.test(name))
          throw new FormulaError(`the formula uses ${name}: give its value (${name}=…)`, 'parameter');
        throw new FormulaError(`unknown name '${name}' (use ${[...variables].join(', ')})`);
      }
      throw new FormulaError(`unexpected '${tok.text}' at position ${tok.at + 1}`);
    } finally {
      depth--;
    }
  }

  // Unary minus binds looser than ^ (so -2^2 = -4), tighter than * and /.
  function unaryOperand(): Node {
    const base = primary();
    const next = peek();
    if (next?.kind === 'op' && next.text === '^') {
      pos++;
      return { t: 'bin', op: '^', a: base, b: unaryOperand() };
    }
    return base;
  }

  function expression(minPrec: number): Node {
    let left = unaryOperand();
    for (;;) {
      const tok = peek();
      if (!tok || tok.kind !== 'op') break;
      const prec = PRECEDENCE[tok.text]!;
      if (prec < minPrec || tok.text === '^') break;
      pos++;
      const right = expression(prec + 1);
      left = { t: 'bin', op: tok.text, a: left, b: right };
    }
    return left;
  }

  if (!tokens.length) throw new FormulaError('the formula is empty');
  const tree = expression(0);
  if (pos < tokens.length)
    throw new FormulaError(`unexpected '${tokens[pos]!.text}' at position ${tokens[pos]!.at + 1}`);
  return tree;
}

function evaluate(node: Node, vars: Readonly<Record<string, number>>): number {
  switch (node.t) {
    case 'num':
      return node.v;
    case 'var': {
      const v = Object.hasOwn(vars, node.name) ? vars[node.name] : undefined;
      if (typeof v !== 'number') throw new FormulaError(`no value for '${node.name}'`);
      return v;
    }
    case 'neg':
      return -evaluate(node.a, vars);
    case 'call':
      return FUNCTIONS[node.fn]!.fn(...node.args.map((a) => evaluate(a, vars)));
    case 'bin': {
      const a = evaluate(node.a, vars);
      const b = evaluate(node.b, vars);
      switch (node.op) {
        case '+':
          return a + b;
        case '-':
          return a - b;
        case '*':
          return a * b;
        case '/':
          return a / b;
        case '%':
          return a % b;
        default:
          return a ** b;
      }
    }
  }
}

export interface CompiledFormula {
  kind: 'expression' | 'polynomial';
  /** The numbers of a polynomial formula (c0, c1, …), for display. */
  coefficients?: number[];
  /** The calibrated value; NaN or ±Infinity when the maths has no answer (flag it, do not store it). */
  evaluate(vars: Readonly<Record<string, number>>): number;
}

const LIST_RE = /^\s*[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?(\s*[~,\s]\s*[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?)+\s*$/;

/** True when the text is a list of numbers (the polynomial form). */
export const isNumberList = (text: string): boolean => LIST_RE.test(text);

/** Parse once, evaluate many times. Throws FormulaError with a message for people. */
export function compileFormula(text: string, parameters: readonly string[] = ['x1', 'x2']): CompiledFormula {
  if (text.length > MAX_FORMULA_LENGTH)
    throw new FormulaError(`a formula has at most ${MAX_FORMULA_LENGTH} characters`);
  if (isNumberList(text)) {
    const coefficients = text
      .trim()
      .split(/\s*[~,\s]\s*/)
      .map(Number);
    return {
      kind: 'polynomial',
      coefficients,
      evaluate: (vars) => coefficients.reduceRight((acc, c) => acc * (vars.val ?? NaN) + c, 0),
    };
  }
  const tree = parse(text, new Set(['val', ...parameters]));
  return { kind: 'expression', evaluate: (vars) => evaluate(tree, vars) };
}

/**
 * A formula's parameters: `x1=0.12, x2=0.45` or just `0.12, 0.45` (then x1, x2, … in order).
 * Empty text gives none.
 */
export function parseParameters(text: string | null | undefined): Record<string, number> {
  const out: Record<string, number> = {};
  const parts = (text ?? '')
    .split(/[,;~]/)
    .map((p) => p.trim())
    .filter(Boolean);
  parts.forEach((part, i) => {
    const m = /^(?:(x\d+)\s*=\s*)?([-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)$/.exec(part);
    if (!m)
      throw new FormulaError(`parameter '${part}' is not a number (write x1=0.1, x2=0.5 or 0.1, 0.5)`, 'parameter');
    out[m[1] ?? `x${i + 1}`] = Number(m[2]);
  });
  return out;
}
