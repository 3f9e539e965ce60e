import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  anchorsOf,
  brokenLinks,
  filesUnder,
  githubSlug,
  missingPaths,
  type MarkdownSource,
} from '../../support/markdown-links';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const documents = [
  'README.md',
  ...readdirSync(`${root}/docs`).flatMap((f) => (f.endsWith('.md') ? [`docs/${f}`] : [])),
];

/** Markdown files held in memory, for the checker's own cases. */
function memory(files: Record<string, string>): MarkdownSource {
  return {
    read: (path) => files[path],
    exists: (path) => path in files || Object.keys(files).some((f) => f.startsWith(`${path}/`)),
  };
}

describe('the documentation', () => {
  it('README.md is at most 200 lines', () => {
    const lines = readFileSync(`${root}/README.md`, 'utf8').trimEnd().split('\n').length;
    expect(lines).toBeLessThanOrEqual(200);
  });

  it('every relative link in README.md and docs/*.md reaches a file, and every #anchor a heading', () => {
    expect(documents).toContain('docs/architecture.md');
    expect(brokenLinks(documents, filesUnder(root))).toEqual([]);
  });

  it('every repository path named in `code` exists (a module may be named without its extension)', () => {
    expect(missingPaths(documents, filesUnder(root))).toEqual([]);
  });
});

describe('the link checker', () => {
  const files = {
    'README.md': [
      '# Fieldwise',
      '## Local stack (environment variables of `npm start`)',
      'See [the stack](docs/stack.md#the-demo-farm), [here](#local-stack-environment-variables-of-npm-start),',
      '[a site](https://example.com/x#y) and [the tests](test/).',
      '```',
      '[in code](nowhere.md) is not a link',
      '```',
    ].join('\n'),
    'docs/stack.md': '# Stack\n## The demo farm\n<a id="recently-deleted"></a>Text. [Back](../README.md#fieldwise)\n',
    'test/a.test.ts': '',
  };

  it('passes good links, same-file and cross-file anchors, folders and other sites', () => {
    expect(brokenLinks(['README.md', 'docs/stack.md'], memory(files))).toEqual([]);
  });

  it('names a missing file, a missing heading and a link out of the repository', () => {
    const broken = {
      ...files,
      'docs/bad.md': [
        '# Bad',
        'A [missing file](gone.md), a [missing heading](stack.md#the-demo-farms),',
        'a [missing same-file heading](#good), [out](../../x.md)',
        'and [recently deleted](stack.md#recently-deleted), which exists.',
      ].join('\n'),
    };
    expect(brokenLinks(['docs/bad.md'], memory(broken))).toEqual([
      'docs/bad.md:2: gone.md (no such file)',
      'docs/bad.md:2: stack.md#the-demo-farms (no such heading)',
      'docs/bad.md:3: #good (no such heading)',
      'docs/bad.md:3: ../../x.md (outside the repository)',
    ]);
  });

  it('names a repository path in code that does not exist, and skips patterns, build output and code blocks', () => {
    const doc = [
      'See `test/a.test.ts`, `test/a.test`, `test/` and `docs/stack.md`; `lambdas/<domain>/index.ts` is a pattern,',
      '`web/dist` is built, `lambdas/gone.ts` and `shared/x/` are missing, `npm test` is no path.',
      '```',
      '`lambdas/in-a-block.ts`',
      '```',
    ].join('\n');
    expect(missingPaths(['docs/paths.md'], memory({ ...files, 'docs/paths.md': doc }))).toEqual([
      'docs/paths.md:2: lambdas/gone.ts',
      'docs/paths.md:2: shared/x',
    ]);
  });

  it('makes anchors as GitHub does', () => {
    expect(githubSlug("Events and the soil's own full point")).toBe('events-and-the-soils-own-full-point');
    expect(githubSlug('Configuration: CDK context')).toBe('configuration-cdk-context');
    expect(githubSlug('Fieldwise — irrigation and soil-monitoring platform')).toBe(
      'fieldwise--irrigation-and-soil-monitoring-platform',
    );
    expect(githubSlug('App table: consistency and multi-item writes')).toBe(
      'app-table-consistency-and-multi-item-writes',
    );
    expect([...anchorsOf('# A\n## Notes\n### Notes\n```\n# not a heading\n```\n')]).toEqual(['a', 'notes', 'notes-1']);
  });
});
