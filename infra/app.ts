/**
 * CDK entry (`cdk.json` → `npx tsx infra/app.ts`). Reads the deployment configuration from CDK
 * context, builds the one stack, and runs cdk-nag's AwsSolutions pack as a validation plugin:
 * any finding that is not acknowledged (with a reason) fails the synth.
 *
 * `createApp` is exported for tests, which synthesize in memory with their own context.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { App, type AppProps, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { type AppConfig, ConfigError, parseConfig } from './config';
import { repoRoot } from './constructs/paths';
import { FieldwiseStack } from './stack';

export interface CreateAppOptions extends AppProps {
  /** Register cdk-nag (default true). */
  nag?: boolean;
  /** Built web app directory; default web/dist. */
  webDist?: string;
}

/**
 * Feature flags and defaults from cdk.json. The CLI passes them itself; an app built in a test
 * reads them here so it synthesizes exactly what `cdk synth` does.
 */
function cdkJsonContext(): Record<string, unknown> {
  const json = JSON.parse(readFileSync(join(repoRoot, 'cdk.json'), 'utf8')) as { context?: Record<string, unknown> };
  return json.context ?? {};
}

export function createApp(options: CreateAppOptions = {}): { app: App; stack: FieldwiseStack; config: AppConfig } {
  const { nag = true, webDist, ...appProps } = options;
  const app = new App({ ...appProps, context: { ...cdkJsonContext(), ...appProps.context } });
  const config = parseConfig(app.node.getAllContext());
  const stack = new FieldwiseStack(app, config.stackName, {
    config,
    env: { account: config.account, region: config.region },
    webDist,
  });
  if (nag)
    Validations.of(app).addPlugins(
      new AwsSolutionsChecks(app, { verbose: true, writeSuppressionsToCloudFormation: true }),
    );
  return { app, stack, config };
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  try {
    createApp().app.synth();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}
