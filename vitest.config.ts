import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** `@shared/x` is shared/x.ts, as tsconfig.base.json's paths say; every project resolves it. */
const resolve = { alias: { '@shared': fileURLToPath(new URL('./shared', import.meta.url)) } };

const integration = {
  include: ['test/integration/**/*.test.ts'],
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

/**
 * One runner for every layer. `npm test` runs the projects in this order through
 * scripts/test.mjs; e2e files run one at a time (each starts its own local stack + Chromium).
 */
export default defineConfig({
  test: {
    // The SDKs' notices (v3 on its future Node requirement; v2, inside cognito-local, on end of
    // support) would otherwise fill every log of a test that starts the local stack.
    // The functions' request logs stay out of test output (warnings and errors still show), and
    // metrics (EMF lines on stdout) are off; a test that reads either turns it on for its file.
    env: {
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
      LOG_LEVEL: 'warn',
      POWERTOOLS_METRICS_DISABLED: 'true',
    },
    projects: [
      { resolve, test: { name: 'unit', include: ['test/unit/**/*.test.{ts,tsx}'], environment: 'node' } },
      { resolve, test: { name: 'integration', ...integration } },
      // The same files on AWS's DynamoDB Local, which refuses what DynamoDB refuses (dynalite is
      // laxer): one JVM for the run, started and stopped by the globalSetup.
      // Its writes are several times slower than dynalite's (in memory: 434 readings/s against
      // 1,263 on a busy machine, npm run bench:dynamodb-local), so the heaviest test (20,001
      // readings) gets more time.
      {
        resolve,
        test: {
          name: 'integration-dynamodb-local',
          ...integration,
          // The crash test kills a whole stack 20 times to prove the local Cognito's files survive;
          // which DynamoDB emulator sits beside it does not change what it proves.
          exclude: ['test/integration/cognito-crash.test.ts'],
          testTimeout: 120_000,
          globalSetup: ['test/support/dynamodb-local-setup.ts'],
        },
      },
      {
        resolve,
        test: {
          name: 'infra',
          include: ['test/infra/**/*.test.ts'],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      {
        resolve,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
