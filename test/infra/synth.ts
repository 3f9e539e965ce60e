/**
 * Synthesizes the real app (infra/app.ts `createApp`) in memory for the infra tests, into a
 * temporary cloud assembly, with cdk.json's feature flags and the test's own context.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type App, NestedStack, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { createApp } from '../../infra/app';
import type { AppConfig } from '../../infra/config';
import type { FieldwiseStack } from '../../infra/stack';

export interface SynthOptions {
  context?: Record<string, unknown>;
  /** Run esbuild for every function (slower); default false: CDK skips bundling. */
  bundle?: boolean;
  nag?: boolean;
  /** Directory of a built web app; default: a small fixture build made here. */
  webDist?: string;
}

export interface Synthesized {
  app: App;
  stack: FieldwiseStack;
  config: AppConfig;
  template: Template;
  /** The nested stack holding the alarms, the alarm topic and the ops dashboard. */
  monitoring: Template;
  outdir: string;
}

const tempDirs: string[] = [];

/** A temporary directory removed by `removeTempDirs` (call it in afterAll). */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

export function removeTempDirs(): void {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** A minimal stand-in for `vite build` output: index.html, a hashed asset, a public file. */
export function fixtureWebBuild(): string {
  const dir = tempDir('fieldwise-web-');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div ' +
      'id="root"></div></body></html>',
  );
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("app");');
  writeFileSync(join(dir, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["secret.ts"],"mappings":""}');
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

export function synth(options: SynthOptions = {}): Synthesized {
  const outdir = tempDir('fieldwise-cdk-');
  const context = { ...options.context, ...(options.bundle ? {} : { 'aws:cdk:bundling-stacks': [] }) };
  const { app, stack, config } = createApp({
    context,
    outdir,
    nag: options.nag ?? false,
    webDist: options.webDist ?? fixtureWebBuild(),
  });
  const template = Template.fromStack(stack);
  return { app, stack, config, template, monitoring: Template.fromStack(stack.monitoring), outdir };
}

/**
 * What a value in the monitoring nested stack stands for in the parent: a `{ Ref: <parameter> }`
 * becomes the expression the parent passes for that parameter (e.g. `{ Ref: <function> }`);
 * anything else is returned as it is.
 */
export function inParent(s: Synthesized, value: unknown): unknown {
  if (!value || typeof value !== 'object' || !('Ref' in value)) return value;
  const name = (value as { Ref: string }).Ref;
  const nestedId = s.stack.getLogicalId(s.stack.monitoring.nestedStackResource as never);
  const passed = (s.template.toJSON().Resources[nestedId].Properties.Parameters ?? {}) as Record<string, unknown>;
  return Object.hasOwn(passed, name) ? passed[name] : value;
}

type Resource = {
  Type: string;
  Properties?: Record<string, any>;
  DeletionPolicy?: string;
  Metadata?: Record<string, any>;
};

/** Resources of a type, as [logicalId, resource] pairs. */
export function resourcesOf(template: Template, type: string): [string, Resource][] {
  return Object.entries(template.toJSON().Resources as Record<string, Resource>).filter(([, r]) => r.Type === type);
}

/**
 * The stack's resources and those of its nested stacks, as one template would hold them: in a
 * nested stack's resources a `{ Ref: <parameter> }` is replaced by what the parent passes for it.
 */
export function allResources(stack: Stack): Record<string, Resource> {
  const parent = Template.fromStack(stack).toJSON().Resources as Record<string, Resource>;
  const out = { ...parent };
  const nestedStacks = stack.node
    .findAll()
    .filter((c): c is NestedStack => c instanceof NestedStack && c.nestedStackParent === stack);
  for (const nested of nestedStacks) {
    const passed = (parent[stack.getLogicalId(nested.nestedStackResource as never)]!.Properties!.Parameters ??
      {}) as Record<string, unknown>;
    const swap = (v: unknown): unknown => {
      if (Array.isArray(v)) return v.map(swap);
      if (!v || typeof v !== 'object') return v;
      const ref = (v as { Ref?: unknown }).Ref;
      if (typeof ref === 'string' && Object.keys(v).length === 1 && Object.hasOwn(passed, ref)) return passed[ref];
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, swap(x)]));
    };
    for (const [id, r] of Object.entries(Template.fromStack(nested).toJSON().Resources as Record<string, Resource>)) {
      if (Object.hasOwn(out, id)) throw new Error(`Logical id ${id} is in two templates`);
      out[id] = swap(r) as Resource;
    }
  }
  return out;
}

/**
 * "GET /api/me" for every API Gateway method, wherever it lives (the parent or a nested stack of
 * routes), by walking the resource tree up to the root; its properties as `allResources` gives them.
 */
export function apiMethods(stack: Stack): { key: string; logicalId: string; props: Record<string, any> }[] {
  const resources = allResources(stack);
  const pathOf = (ref: unknown): string => {
    // The root resource is referenced through Fn::GetAtt [RestApi, RootResourceId].
    if (ref && typeof ref === 'object' && 'Fn::GetAtt' in ref) return '';
    const id = (ref as { Ref: string }).Ref;
    const res = resources[id]!;
    return `${pathOf(res.Properties!.ParentId)}/${res.Properties!.PathPart}`;
  };
  return Object.entries(resources)
    .filter(([, r]) => r.Type === 'AWS::ApiGateway::Method')
    .map(([logicalId, r]) => ({
      key: `${r.Properties!.HttpMethod} ${pathOf(r.Properties!.ResourceId) || '/'}`,
      logicalId,
      props: r.Properties!,
    }));
}

/** Every IAM statement of every policy and role in the template, with where it came from. */
export function iamStatements(template: Template): { owner: string; statement: Record<string, any> }[] {
  const out: { owner: string; statement: Record<string, any> }[] = [];
  for (const [id, r] of resourcesOf(template, 'AWS::IAM::Policy')) {
    for (const s of r.Properties!.PolicyDocument.Statement) out.push({ owner: id, statement: s });
  }
  for (const [id, r] of resourcesOf(template, 'AWS::IAM::Role')) {
    for (const p of r.Properties!.Policies ?? [])
      for (const s of p.PolicyDocument.Statement) out.push({ owner: id, statement: s });
  }
  return out;
}

export const asArray = <T>(v: T | T[]): T[] => (Array.isArray(v) ? v : [v]);

/** Configurations the infra tests synthesize (and cdk-nag checks) besides the defaults. */
export const CORS_ORIGINS = ['http://localhost:5173', 'https://staging.fieldwise.example'];
export const DEV_WITH_CORS = { stage: 'dev', allowedOrigins: CORS_ORIGINS.join(',') };
export const PROD_CERT = 'arn:aws:acm:us-east-1:123456789012:certificate/11111111-2222-3333-4444-555555555555';
export const PROD_WEB_ACL = 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/fieldwise/abcd';
/** The least a prod synth accepts (infra/config.ts refuses prod without any of these). */
export const PROD_REQUIRED = {
  stage: 'prod',
  account: '123456789012',
  emailFrom: 'no-reply@fieldwise.example',
  squareAccessTokenSecret: 'fieldwise/prod/square-access-token',
  squareApplicationId: 'sq0idp-Fw3xAmPlE0aPpId1',
  squareLocationId: 'LFW0EXAMPLE01',
  squareEnvironment: 'production',
  weatherApiKeySecret: 'fieldwise/prod/weather-key',
};
export const PROD_FULL = {
  ...PROD_REQUIRED,
  webDomain: 'app.fieldwise.example',
  webCertificateArn: PROD_CERT,
  webAclArn: PROD_WEB_ACL,
  mapsApiKeySecret: 'fieldwise/prod/maps-browser-key',
  readingsStore: 'timestream',
  threatProtection: 'enforced',
};
