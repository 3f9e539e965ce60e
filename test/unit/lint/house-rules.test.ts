import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The repository's own eslint.config.js, on code that is not in the tree (filePath only places it).
const eslint = new ESLint();
async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'eslint'}: ${m.message}`);
}
// The first run loads the parser and plugins: seconds on a busy machine.
beforeAll(() => eslint.lintText('', { filePath: 'web/src/x.tsx' }), 60_000);

describe('import boundaries', () => {
  it('a web feature never imports another feature, whichever way the path is written', async () => {
    expect(
      await problems(
        'web/src/features/auth/components/x.tsx',
        "import { a } from '../../management/api/farms';\nexport const b = a;\n",
      ),
    ).toEqual([expect.stringMatching(/^house\/boundaries: web feature 'auth' imports feature 'management'/)]);
    expect(
      await problems('web/src/features/auth/routes/x.tsx', "export { a } from '../../../features/profile/api/me';\n"),
    ).toHaveLength(1);
    expect(
      await problems(
        'web/src/features/auth/routes/x.tsx',
        "export const a = () => import('../../profile/routes/profile');\n",
      ),
    ).toHaveLength(1);
  });

  it('only web/src/api/ uses the API transport; features call the typed client', async () => {
    const transport = "import { apiRequest } from '../../../lib/api-client';\nexport const a = apiRequest;\n";
    expect(await problems('web/src/features/auth/api/x.ts', transport)).toEqual([
      expect.stringMatching(/^house\/boundaries: .*call the API through web\/src\/api\//),
    ]);
    const typed = "import { call } from '../../../api/client';\nexport const a = call;\n";
    expect(await problems('web/src/features/auth/api/x.ts', typed)).toEqual([]);
    expect(
      await problems(
        'web/src/api/x.ts',
        "import { apiRequest } from '../lib/api-client';\nexport const a = apiRequest;\n",
      ),
    ).toEqual([]);
  });

  it('a feature may import its own parts, web/src/components and shared/', async () => {
    const code =
      "import { a } from '../api/login';\nimport { b } from '../../../components/button';\nimport { c } from " +
      "'@shared/constants';\nexport const d = [a, b, c];\n";
    expect(await problems('web/src/features/auth/components/x.tsx', code)).toEqual([]);
  });

  it('a server domain reaches another only through its index.ts; platform and agronomy directly', async () => {
    const deep = "import { getField } from '../../farms/adapters/fields';\nexport const a = getField;\n";
    expect(await problems('lambdas/sensors/services/x.ts', deep)).toEqual([
      expect.stringMatching(
        /^house\/boundaries: \.\.\/\.\.\/farms\/adapters\/fields: lambdas\/sensors reaches into lambdas\/farms/,
      ),
    ]);
    expect(
      await problems('lambdas/sensors/handlers/x.ts', "export { ownField } from '../../farms/services/fields';\n"),
    ).toHaveLength(1);
    expect(
      await problems('lambdas/sensors/jobs/x.ts', "export const a = () => import('../../farms/services/fields');\n"),
    ).toHaveLength(1);
    for (const ok of ['../../farms', '../../farms/index', '../../farms/index.ts']) {
      const code = `import { getField } from '${ok}';\nexport const a = getField;\n`;
      expect(await problems('lambdas/sensors/services/x.ts', code), ok).toEqual([]);
    }
    const base =
      "import { env } from '../../platform/env';\n" +
      "import { et0 } from '../../agronomy/evaporation/et0';\n" +
      'export const a = [env, et0];\n';
    expect(await problems('lambdas/sensors/services/x.ts', base)).toEqual([]);
    // Its own files directly, never its own index (that is for the others, and would make a cycle).
    expect(await problems('lambdas/farms/services/x.ts', deep)).toEqual([]);
    expect(await problems('lambdas/farms/services/x.ts', "export { getField } from '../index';\n")).toEqual([
      expect.stringMatching(/imports its own index/),
    ]);
  });

  it('agronomy imports nothing of lambdas/ outside it; platform imports no domain', async () => {
    const code = "import { env } from '../platform/env';\nexport const a = env;\n";
    expect(await problems('lambdas/agronomy/x.ts', code)).toEqual([
      expect.stringMatching(/lambdas\/agronomy stays pure/),
    ]);
    expect(await problems('lambdas/agronomy/water/x.ts', "export { localDate } from '../local-dates';\n")).toEqual([]);
    expect(await problems('lambdas/platform/x.ts', "export { getField } from '../farms';\n")).toEqual([
      expect.stringMatching(/lambdas\/platform is plumbing under every domain/),
    ]);
  });

  it('a handler never imports an adapter; a service does', async () => {
    const code = "import { getField } from '../adapters/fields';\nexport const a = getField;\n";
    expect(await problems('lambdas/farms/handlers/x.ts', code)).toEqual([
      expect.stringMatching(/^house\/boundaries: a handler imports an adapter/),
    ]);
    expect(await problems('lambdas/farms/services/x.ts', code)).toEqual([]);
  });

  it('only adapters and platform/aws (and infra, scripts, benches, tests) import an @aws-sdk client', async () => {
    const code = "import { DynamoDBClient } from '@aws-sdk/client-dynamodb';\nexport const a = DynamoDBClient;\n";
    for (const file of [
      'lambdas/farms/services/x.ts',
      'lambdas/farms/handlers/x.ts',
      'lambdas/farms/rules/x.ts',
      'lambdas/platform/x.ts',
      'web/src/lib/x.ts',
      'shared/x.ts',
    ]) {
      expect(await problems(file, code), file).toEqual([
        expect.stringMatching(/^house\/boundaries: @aws-sdk\/client-dynamodb: only the adapters/),
      ]);
    }
    for (const file of [
      'lambdas/farms/adapters/x.ts',
      'lambdas/readings/adapters/readings/x.ts',
      'lambdas/platform/aws/x.ts',
      'infra/local/x.ts',
      'scripts/x.ts',
      'bench/x.ts',
      'test/integration/x.test.ts',
    ]) {
      expect(await problems(file, code), file).toEqual([]);
    }
  });

  it('outside shared/, shared/ is imported as @shared/…, never by a relative path', async () => {
    const relative = "import { PLANS } from '../../../shared/subscription';\nexport const a = PLANS;\n";
    expect(await problems('test/unit/x/x.test.ts', relative)).toEqual([
      expect.stringMatching(
        /^house\/boundaries: \.\.\/\.\.\/\.\.\/shared\/subscription: import shared\/ as '@shared\/subscription'/,
      ),
    ]);
    expect(
      await problems('scripts/backtest/x.ts', "export { estimateProfile } from '../../shared/agronomy/profile';\n"),
    ).toHaveLength(1);
    expect(await problems('lambdas/x.ts', "export const a = () => import('../shared/constants');\n")).toHaveLength(1);
    expect(
      await problems(
        'test/unit/x/x.test.ts',
        "import { PLANS } from '@shared/subscription';\nexport const a = PLANS;\n",
      ),
    ).toEqual([]);
    // Inside shared/, its own files are relative, and a folder merely named shared elsewhere is not shared/.
    expect(
      await problems('shared/alerts/x.ts', "import { PLANS } from '../subscription';\nexport const a = PLANS;\n"),
    ).toEqual([]);
    expect(
      await problems('web/src/features/auth/x.ts', "import { a } from './shared/util';\nexport const b = a;\n"),
    ).toEqual([]);
  });
});

describe('comments', () => {
  it('a comment that cites a section number instead of stating the rule is an error', async () => {
    for (const comment of [
      '/** Sign-up grant (spec §6). */',
      '// Delays of monitoring spec §9',
      '/* the store (ARCHITECTURE.md §5) */',
      '// names per §5',
    ]) {
      expect(await problems('shared/x.ts', `${comment}\nexport const a = 1;\n`), comment).toEqual([
        expect.stringMatching(/^house\/comments: A comment cites a section number/),
      ]);
    }
    expect(
      await problems(
        'shared/x.ts',
        '/** Sign-up grant: level full, expiry one year plus one day ahead. */\nexport const a = 1;\n',
      ),
    ).toEqual([]);
  });

  it('an eslint-disable comment is an error (and disables nothing)', async () => {
    const problemsFound = await problems(
      'lambdas/x.ts',
      '// eslint-disable-next-line @typescript-eslint/no-explicit-any\nexport const a: any = 1;\n',
    );
    expect(problemsFound).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^house\/comments: No eslint-disable comments/),
        expect.stringMatching(/^@typescript-eslint\/no-explicit-any/),
      ]),
    );
  });
});

describe('react hooks', () => {
  it('a missing effect dependency and a conditional hook are errors', async () => {
    const code = [
      "import { useEffect, useState } from 'react';",
      'export function A({ n, on }: { n: number; on: boolean }) {',
      '  if (on) useState(0);',
      '  useEffect(() => console.log(n), []);',
      '  return null;',
      '}',
      '',
    ].join('\n');
    const found = await problems('web/src/components/x.tsx', code);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^react-hooks\/rules-of-hooks/),
        expect.stringMatching(/^react-hooks\/exhaustive-deps/),
      ]),
    );
  });
});
