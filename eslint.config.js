// `npm run lint` (part of `npm test`). No type information (fast): tsc checks the types.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import house from './scripts/lint/house-rules.mjs';

/** A value import (not `import type`) of zod. */
const ZOD_VALUE_IMPORT = "ImportDeclaration[source.value='zod'][importKind!='type']";

export default tseslint.config(
  { ignores: ['node_modules/', 'web/dist/', 'cdk.out/', '.data/', 'test-results/', 'patches/'] },
  // Inline `eslint-disable` comments do nothing; house/comments reports them.
  { linterOptions: { noInlineConfig: true, reportUnusedInlineConfigs: 'off' } },
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    extends: [tseslint.configs.recommended],
    plugins: { house },
    rules: {
      'house/boundaries': 'error',
      'house/comments': 'error',
      // tsc's noUnusedLocals/noUnusedParameters already report these.
      '@typescript-eslint/no-unused-vars': 'off',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'test/unit/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // `import { z } from 'zod'` makes esbuild keep zod's whole namespace, its ~70 locales
    // included (about 360 kB of every Lambda bundle); `import * as z` lets it drop what is unused.
    files: ['lambdas/**/*.ts', 'shared/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: [
            `${ZOD_VALUE_IMPORT} > ImportSpecifier[imported.name='z'][importKind!='type']`,
            `${ZOD_VALUE_IMPORT} > ImportDefaultSpecifier`,
          ].join(', '),
          message: "Use `import * as z from 'zod'`: the named `z` pulls all of zod's locales into the Lambda bundles.",
        },
      ],
    },
  },
  {
    // Tests and benches read JSON answers loosely and stand in for SDK clients; the local stack
    // drives cognito-local, whose internals have no types.
    files: ['test/**', 'bench/**', 'infra/local/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
