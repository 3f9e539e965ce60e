import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Lines over 120 characters only in data. Prettier wraps code at 120 but leaves comments and string
 * literals as they are; this check covers what it leaves, in every kind of source the repository
 * keeps (CSS included, which ESLint does not read here, so the check is a test and not a lint rule).
 */
const MAX = 120;
const KINDS = ['*.ts', '*.tsx', '*.mjs', '*.js', '*.css'];

/**
 * Files whose long lines are data (recorded messages, fixtures). The message catalogues are text a
 * translator reads and edits one message per line: a sentence cut by `+` at column 120 is harder to
 * translate and to compare between languages.
 */
const DATA_FILES: readonly string[] = ['shared/i18n/messages/'];

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** Tracked files and new ones not ignored, of the kinds checked. */
function sources(): string[] {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...KINDS], {
    cwd: root,
    encoding: 'utf8',
  });
  // a file being merged is listed once per stage
  return [...new Set(out.split('\n'))].filter((f) => f !== '' && existsSync(`${root}/${f}`));
}

/** The 1-based numbers of the lines longer than `max` characters (characters, not bytes: '≤' is one). */
function longLines(text: string, max = MAX): number[] {
  return text.split('\n').flatMap((line, i) => ([...line].length > max ? [i + 1] : []));
}

const excepted = (file: string) => DATA_FILES.some((e) => (e.endsWith('/') ? file.startsWith(e) : file === e));

describe('line length', () => {
  it('counts characters and reports lines over 120 by number', () => {
    const ok = 'x'.repeat(MAX);
    expect(longLines(`${ok}\n${ok}y\n≤${'x'.repeat(MAX - 1)}\n`)).toEqual([2]);
    expect(longLines('')).toEqual([]);
  });

  it('no line over 120 characters outside the data files', () => {
    const files = sources();
    expect(files).toContain('test/unit/lint/line-length.test.ts');
    const long = files
      .filter((f) => !excepted(f))
      .flatMap((f) => longLines(readFileSync(`${root}/${f}`, 'utf8')).map((n) => `${f}:${n}`));
    expect(long).toEqual([]);
  });

  it('every exception still exists and still holds a long line', () => {
    const files = sources();
    const needless = DATA_FILES.filter(
      (e) =>
        !files.some(
          (f) =>
            (e.endsWith('/') ? f.startsWith(e) : f === e) && longLines(readFileSync(`${root}/${f}`, 'utf8')).length > 0,
        ),
    );
    expect(needless).toEqual([]);
  });
});
