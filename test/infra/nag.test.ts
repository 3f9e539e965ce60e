/**
 * cdk-nag AwsSolutions on the real app, synthesized exactly as `cdk synth` does (esbuild
 * bundles included): zero unacknowledged findings, every acknowledgement with a reason, and
 * no acknowledgement left over that matches nothing (it would hide a future finding).
 *
 * cdk-nag 3 is a CDK validation plugin: findings go to validation-report.json in the cloud
 * assembly, and an in-memory synth throws when the plugin reports any.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { type App, Validations } from 'aws-cdk-lib';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../infra/app';
import { MIN_REASON_LENGTH } from '../../infra/constructs/acknowledge';
import type { FieldwiseStack } from '../../infra/stack';
import { DEV_WITH_CORS, fixtureWebBuild, PROD_FULL, removeTempDirs, tempDir } from './synth';

interface Violation {
  ruleName: string;
  severity: string;
  violatingConstructs?: { constructPath: string }[];
}
interface PluginReport {
  pluginName: string;
  conclusion: string;
  violations: Violation[];
}

interface NagRun {
  app: App;
  stack: FieldwiseStack;
  outdir: string;
  synthError: unknown;
  reports: PluginReport[];
}

/** Synthesize the real app with cdk-nag registered (as `cdk synth` does) and read its report. */
function nagRun(context: Record<string, unknown>, bundle: boolean): NagRun {
  const outdir = tempDir('fieldwise-nag-');
  const { app, stack } = createApp({
    outdir,
    webDist: fixtureWebBuild(),
    context: { ...context, ...(bundle ? {} : { 'aws:cdk:bundling-stacks': [] }) },
  });
  let synthError: unknown;
  try {
    app.synth();
  } catch (err) {
    synthError = err;
  }
  const file = join(outdir, 'validation-report.json');
  const reports = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as { pluginReports: PluginReport[] }).pluginReports
    : [];
  return { app, stack, outdir, synthError, reports };
}

const describeViolations = (violations: Violation[]) =>
  violations.map(
    (v) => `${v.ruleName} (${v.severity}) at ${(v.violatingConstructs ?? []).map((c) => c.constructPath).join(', ')}`,
  );

/** Every `Validations.of(x).acknowledge` in the tree: where, which rule, why. */
function acknowledgements(root: IConstruct): { path: string; id: string; reason: string }[] {
  const out: { path: string; id: string; reason: string }[] = [];
  for (const node of root.node.findAll()) {
    for (const entry of node.node.metadata) {
      if (entry.type !== Validations.ACKNOWLEDGED_RULES_METADATA_KEY) continue;
      for (const [id, reason] of Object.entries(entry.data as Record<string, string>)) {
        out.push({ path: node.node.path, id: id.replace(/^annotation::/i, ''), reason });
      }
    }
  }
  return out;
}

/** Acknowledgements that match no raw finding (the pack re-run with acknowledgements ignored). */
function unusedAcknowledgements(app: App): string[] {
  const raw = new AwsSolutionsChecks();
  (raw as unknown as { isAcknowledged: () => boolean }).isAcknowledged = () => false;
  const findings = raw.validateScope(app).violations;
  return acknowledgements(app)
    .filter(
      (ack) =>
        !findings.some(
          (f) =>
            f.ruleName === ack.id &&
            f.violatingResources.some(
              (r) => r.constructPath === ack.path || r.constructPath?.startsWith(`${ack.path}/`),
            ),
        ),
    )
    .map((a) => `${a.id} at ${a.path}`);
}

// The default configuration is synthesized exactly as `npm run synth` does (bundles included);
// the others (CORS preflights; prod with domain, WAF, Maps, Square, threat protection; AWS IoT Core
// for LoRaWAN) skip bundling, which cdk-nag does not look at.
const CONFIGS: [string, Record<string, unknown>, boolean][] = [
  ['default (dev)', {}, true],
  ['dev with allowedOrigins', DEV_WITH_CORS, false],
  ['prod, fully configured', PROD_FULL, false],
  ['dev with AWS IoT Core for LoRaWAN', { lorawanAwsIot: true }, false],
];
const runs = new Map<string, NagRun>();
afterAll(removeTempDirs);
const main = () => runs.get(CONFIGS[0]![0])!;

describe.each(CONFIGS)('cdk-nag AwsSolutions: %s', (name, context, bundle) => {
  // Each configuration in a hook of its own, so one slow synth does not spend the others' time;
  // esbuild bundling some 30 functions takes minutes on a busy 2-core machine.
  beforeAll(
    () => {
      runs.set(name, nagRun(context, bundle));
    },
    bundle ? 600_000 : undefined,
  );

  it('has zero unacknowledged findings (errors or warnings)', () => {
    const run = runs.get(name)!;
    // A plugin with nothing to report is left out of the report altogether.
    const nag = run.reports.find((r) => r.pluginName === 'AwsSolutions');
    expect(describeViolations(nag?.violations ?? [])).toEqual([]);
    expect(run.synthError).toBeUndefined();
  });

  it('gives every acknowledgement a reason', () => {
    const acks = acknowledgements(runs.get(name)!.app);
    expect(acks.length).toBeGreaterThan(0);
    for (const ack of acks) {
      expect(ack.reason.trim().length, `${ack.id} at ${ack.path}`).toBeGreaterThanOrEqual(MIN_REASON_LENGTH);
      expect(ack.id, ack.path).toMatch(/^AwsSolutions-[A-Z]+\d+(\[.+\])?$/);
    }
  });

  it('has no acknowledgement that matches no finding (it would hide a future one)', () => {
    expect(unusedAcknowledgements(runs.get(name)!.app)).toEqual([]);
  });
});

describe('cdk-nag in the app', () => {
  it('synthesizes the default configuration without CDK warnings', () => {
    const annotations = main().reports.find((r) => r.pluginName === 'Construct Annotations');
    expect(describeViolations(annotations?.violations ?? [])).toEqual([]);
  });

  it('is registered by the app and fails the synth on a finding nobody acknowledged', () => {
    // Same app factory, no bundling (fast), plus one queue that breaks AwsSolutions rules.
    const probe = createApp({
      outdir: tempDir('fieldwise-nag-probe-'),
      webDist: fixtureWebBuild(),
      context: { 'aws:cdk:bundling-stacks': [] },
    });
    new sqs.Queue(probe.stack, 'UnprotectedQueue', { encryption: sqs.QueueEncryption.UNENCRYPTED });
    expect(() => probe.app.synth()).toThrow(/AwsSolutions-SQS3[\s\S]*UnprotectedQueue/);
  });

  it('checks the monitoring nested stack too', () => {
    const probe = createApp({
      outdir: tempDir('fieldwise-nag-probe-'),
      webDist: fixtureWebBuild(),
      context: { 'aws:cdk:bundling-stacks': [] },
    });
    new sqs.Queue(probe.stack.monitoring, 'NestedUnprotectedQueue', { encryption: sqs.QueueEncryption.UNENCRYPTED });
    expect(() => probe.app.synth()).toThrow(/AwsSolutions-SQS3[\s\S]*Monitoring\/NestedUnprotectedQueue/);
  });

  it('writes the acknowledgements and their reasons into the template (audit trail)', () => {
    const { outdir, stack } = main();
    const template = JSON.parse(readFileSync(join(outdir, `${stack.stackName}.template.json`), 'utf8'));
    const pool = template.Resources[stack.getLogicalId(stack.auth.userPool.node.defaultChild as never)];
    const rules = pool.Metadata.cdk_nag.rules_to_suppress as { id: string; reason: string }[];
    expect(rules.map((r) => r.id)).toEqual(expect.arrayContaining(['AwsSolutions-COG1', 'AwsSolutions-COG2']));
    expect(rules.every((r) => r.reason.length >= MIN_REASON_LENGTH)).toBe(true);
  });
});

describe('bundling', () => {
  it('bundles every app function with esbuild into one file with a source map', () => {
    const { outdir, stack } = main();
    const template = JSON.parse(readFileSync(join(outdir, `${stack.stackName}.template.json`), 'utf8'));
    const fns = Object.values(
      template.Resources as Record<string, { Type: string; Properties: Record<string, any> }>,
    ).filter(
      (r) => r.Type === 'AWS::Lambda::Function' && String(r.Properties.Description ?? '').startsWith('Fieldwise'),
    );
    expect(fns.length).toBeGreaterThan(0);
    for (const fn of fns) {
      const hash = String(fn.Properties.Code.S3Key).replace(/\.zip$/, '');
      const dir = join(outdir, `asset.${hash}`);
      expect(statSync(join(dir, 'index.js')).size, fn.Properties.Description).toBeGreaterThan(1000);
      expect(existsSync(join(dir, 'index.js.map')), fn.Properties.Description).toBe(true);
    }
  });
});
