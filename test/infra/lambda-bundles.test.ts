/**
 * What each Lambda bundle carries, built as the house function construct builds it (esbuild, CJS,
 * node22, module fields first, everything inside). zod's ~70 locales cost ~250 kB of every bundle
 * and load time on every cold start, for messages the API never shows (its errors are its own,
 * in English): only zod's English locale may be in a bundle. `npm run bench:lambda-bundle` prints
 * the sizes and load times.
 */
import { join } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../infra/constructs/paths';
import { allLambdaEntries } from '../../lambdas/platform/lambda-entries';

const entries = allLambdaEntries;

describe('Lambda bundles', () => {
  it.each(entries)('%s carries no zod locale but English', async (entry) => {
    const result = await build({
      entryPoints: [join(repoRoot, entry)],
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node22',
      minify: true,
      mainFields: ['module', 'main'],
      write: false,
      metafile: true,
      outfile: 'index.js',
      logLevel: 'error',
    });
    const [output] = Object.values(result.metafile.outputs);
    const locales = Object.entries(output!.inputs)
      .filter(([path, input]) => /zod\/v4\/locales\//.test(path) && input.bytesInOutput > 0)
      .map(([path]) => path.replace(/^.*zod\/v4\/locales\//, ''));
    expect(
      locales.filter((l) => l !== 'en.js'),
      entry,
    ).toEqual([]);
  });
});
