/**
 * The catalogues are complete: English and Spanish have the same keys, every message is valid ICU
 * with the same arguments in both languages, none is empty, and every key is used by some code
 * (written as its full literal, see shared/i18n/messages/types.ts).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { ENGLISH_MESSAGES, flatten } from '@shared/i18n/catalogue';
import { ES } from '@shared/i18n/messages/es';

const ROOT = join(import.meta.dirname, '../../..');
const SPANISH = flatten(ES);

function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
    if (el.type === TYPE.tag) {
      into.add(`<${el.value}>`);
      argumentsOf(el.children, into);
      continue;
    }
    into.add(el.value);
    if (el.type === TYPE.plural || el.type === TYPE.select)
      for (const option of Object.values(el.options)) argumentsOf(option.value, into);
  }
  return into;
}

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name === 'node_modules' || path.includes(join('shared', 'i18n', 'messages'))) continue;
    if (statSync(path).isDirectory()) sourceFiles(path, out);
    else if (/\.(ts|tsx)$/.test(name)) out.push(path);
  }
  return out;
}

describe('message catalogues', () => {
  it('Spanish has exactly the English keys', () => {
    const en = Object.keys(ENGLISH_MESSAGES).sort();
    const es = Object.keys(SPANISH).sort();
    expect(
      es.filter((k) => !en.includes(k)),
      'keys only in Spanish',
    ).toEqual([]);
    expect(
      en.filter((k) => !es.includes(k)),
      'keys missing in Spanish',
    ).toEqual([]);
  });

  it('every message is non-empty ICU with the same arguments in both languages', () => {
    const problems: string[] = [];
    for (const [key, en] of Object.entries(ENGLISH_MESSAGES as Record<string, string>)) {
      const es = (SPANISH as Record<string, string>)[key] ?? '';
      if (!en.trim() || !es.trim()) problems.push(`${key}: empty`);
      try {
        const a = [...argumentsOf(parse(en))].sort();
        const b = [...argumentsOf(parse(es))].sort();
        if (a.join() !== b.join()) problems.push(`${key}: arguments ${a.join()} vs ${b.join()}`);
      } catch (err) {
        problems.push(`${key}: ${(err as Error).message}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('every key is used by some code', () => {
    const code = ['web/src', 'lambdas', 'shared', 'infra']
      .flatMap((d) => sourceFiles(join(ROOT, d)))
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');
    const unused = Object.keys(ENGLISH_MESSAGES).filter(
      (key) => !code.includes(`'${key}'`) && !code.includes(`"${key}"`) && !code.includes(`\`${key}\``),
    );
    expect(unused, 'keys no code uses: delete them or use them').toEqual([]);
  });
});
