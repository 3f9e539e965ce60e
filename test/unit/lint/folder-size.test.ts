/**
 * No folder of the server (lambdas/) or of a web feature (web/src/features/<feature>/…) holds more
 * than MAX_FILES source files of its own: past that a folder stops saying what is in it, and it is
 * split into subfolders named for their parts (as lambdas/agronomy/ is).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');
const MAX_FILES = 15;

/** Folders allowed more, each with why. Keep this short: split a folder rather than list it. */
const EXCEPTIONS: Record<string, { max: number; why: string }> = {};

const isSource = (name: string) => /\.(ts|tsx|mts|js|mjs)$/.test(name) && !name.endsWith('.d.ts');

/** Every folder under `dir` with the number of source files directly in it. */
function folders(dir: string): { path: string; files: number }[] {
  const entries = readdirSync(join(root, dir), { withFileTypes: true });
  const own = { path: dir, files: entries.filter((e) => e.isFile() && isSource(e.name)).length };
  return [own, ...entries.filter((e) => e.isDirectory()).flatMap((e) => folders(`${dir}/${e.name}`))];
}

const features = readdirSync(join(root, 'web/src/features'), { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => `web/src/features/${e.name}`);
const walked = ['lambdas', ...features].flatMap(folders);

/** The folders over their limit, as `path: N files`. */
const oversized = (list: { path: string; files: number }[]) =>
  list.filter((f) => f.files > (EXCEPTIONS[f.path]?.max ?? MAX_FILES)).map((f) => `${f.path}: ${f.files} files`);

describe('folder size', () => {
  it('walks the server and every web feature', () => {
    expect(walked.map((f) => f.path)).toEqual(expect.arrayContaining(['lambdas/platform', 'lambdas/farms/services']));
    expect(features.length).toBeGreaterThan(0);
  });

  it(`no folder holds more than ${MAX_FILES} source files (but the listed exceptions)`, () => {
    expect(oversized(walked)).toEqual([]);
  });

  it('names every folder over the limit', () => {
    const list = [
      { path: 'lambdas/farms/services', files: MAX_FILES },
      { path: 'lambdas/farms/adapters', files: MAX_FILES + 1 },
      { path: 'web/src/features/dashboard/components', files: 20 },
    ];
    expect(oversized(list)).toEqual([
      'lambdas/farms/adapters: 16 files',
      'web/src/features/dashboard/components: 20 files',
    ]);
  });
});
