/**
 * A prod stage with a custom domain, Maps, Square (production) and a weather key, and no web build yet: data is
 * protected, TLS is pinned, the CSP grows by exactly the configured integrations, and the
 * missing build deploys a placeholder with a warning instead of failing.
 */
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asArray,
  iamStatements,
  PROD_CERT,
  PROD_FULL,
  PROD_WEB_ACL,
  removeTempDirs,
  resourcesOf,
  synth,
  type Synthesized,
} from './synth';

const CERT = PROD_CERT;
const WEB_ACL = PROD_WEB_ACL;
let s: Synthesized;

beforeAll(() => {
  s = synth({
    webDist: join(tmpdir(), 'fieldwise-no-such-build'),
    context: PROD_FULL,
  });
});
afterAll(removeTempDirs);

describe('prod data protection', () => {
  it('retains and deletion-protects the table and the user pool', () => {
    s.template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ DeletionProtectionEnabled: true }),
    });
    s.template.hasResource('AWS::Cognito::UserPool', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ DeletionProtection: 'ACTIVE' }),
    });
  });

  it('retains buckets (versioned site) and log groups, and never empties a bucket on delete', () => {
    for (const [id, b] of resourcesOf(s.template, 'AWS::S3::Bucket')) expect(b.DeletionPolicy, id).toBe('Retain');
    s.template.hasResourceProperties('AWS::S3::Bucket', { VersioningConfiguration: { Status: 'Enabled' } });
    s.template.resourceCountIs('Custom::S3AutoDeleteObjects', 0);
    for (const [id, g] of resourcesOf(s.template, 'AWS::Logs::LogGroup')) {
      expect(g.DeletionPolicy, id).toBe('Retain');
      expect(g.Properties!.RetentionInDays, id).toBe(365);
    }
  });

  it('backs up the app table and the Timestream readings table with AWS Backup', () => {
    const selections = resourcesOf(s.template, 'AWS::Backup::BackupSelection');
    expect(selections).toHaveLength(1);
    const arns = JSON.stringify(selections[0]![1].Properties!.BackupSelection.Resources);
    expect(arns).toContain(s.stack.getLogicalId(s.stack.data.table.node.defaultChild as never));
    expect(arns).toMatch(/ReadingsTimestreamTable[^"]*","Arn"/);
  });

  it('turns on stack termination protection', () => {
    expect(s.stack.terminationProtection).toBe(true);
  });

  it('uses Cognito threat protection (Plus plan) when enforced', () => {
    s.template.hasResourceProperties('AWS::Cognito::UserPool', {
      UserPoolTier: 'PLUS',
      UserPoolAddOns: { AdvancedSecurityMode: 'ENFORCED' },
    });
  });
});

describe('prod web', () => {
  const config = () => resourcesOf(s.template, 'AWS::CloudFront::Distribution')[0]![1].Properties!.DistributionConfig;

  it('serves the custom domain with TLS 1.2+ and the WAF web ACL', () => {
    expect(config().Aliases).toEqual(['app.fieldwise.example']);
    expect(config().ViewerCertificate).toMatchObject({
      AcmCertificateArn: CERT,
      MinimumProtocolVersion: 'TLSv1.2_2021',
      SslSupportMethod: 'sni-only',
    });
    expect(config().WebACLId).toBe(WEB_ACL);
    expect(s.template.toJSON().Outputs.SiteUrl.Value).toBe('https://app.fieldwise.example');
  });

  it("extends the CSP with the Maps and Square's production origins, nothing of Square's sandbox", () => {
    const [, policy] = resourcesOf(s.template, 'AWS::CloudFront::ResponseHeadersPolicy')[0]!;
    const csp: string =
      policy.Properties!.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy;
    expect(csp).toContain('https://maps.googleapis.com');
    expect(csp).toContain('https://web.squarecdn.com');
    expect(csp).not.toContain('sandbox');
  });

  it('warns of nothing missing: Maps is configured', () => {
    Annotations.fromStack(s.stack).hasNoWarning('*', Match.stringLikeRegexp('mapsApiKeySecret'));
  });

  it('resolves the Maps browser key from Secrets Manager at deploy time, not in the template', () => {
    const [, site] = resourcesOf(s.template, 'Custom::CDKBucketDeployment').find(([id]) => id.includes('DeploySite'))!;
    const markers = JSON.stringify(site.Properties!.SourceMarkers);
    expect(markers).toContain('{{resolve:secretsmanager:fieldwise/prod/maps-browser-key:SecretString:::}}');
  });

  it('deploys a placeholder page and warns when the web app is not built', () => {
    const deployments = resourcesOf(s.template, 'Custom::CDKBucketDeployment');
    expect(deployments).toHaveLength(1); // no hashed assets to upload
    expect(s.stack.web.deployedBuild).toBe(false);
    Annotations.fromStack(s.stack).hasWarning('/Fieldwise-prod/Web', Match.stringLikeRegexp('web app is not built'));
  });
});

describe('prod payments and weather', () => {
  const envOf = (fn: { fn: { node: { defaultChild?: unknown } } }) =>
    s.template.toJSON().Resources[s.stack.getLogicalId(fn.fn.node.defaultChild as never)].Properties.Environment
      .Variables as Record<string, string>;

  it("charges through Square's production API only, and tells the payments function to refuse anything else", () => {
    expect(envOf(s.stack.api.functions['payments']!)).toMatchObject({
      PAYMENTS_LIVE_ONLY: 'true',
      SQUARE_ENVIRONMENT: 'production',
      SQUARE_ACCESS_TOKEN_SECRET: 'fieldwise/prod/square-access-token',
      SQUARE_LOCATION_ID: 'LFW0EXAMPLE01',
    });
    for (const [module, fn] of Object.entries(s.stack.api.functions).filter(([m]) => m !== 'payments'))
      expect(envOf(fn).PAYMENTS_LIVE_ONLY, module).toBeUndefined();
  });

  it('tells every alert-sending function that the weather is real', () => {
    for (const fn of [s.stack.api.functions['ingest']!, s.stack.jobs.forecasts, s.stack.jobs.alerts])
      expect(envOf(fn).WEATHER_SIMULATED).toBe('false');
  });
});

describe('prod readings store: timestream (context readingsStore=timestream)', () => {
  // The recompute jobs' worker reads and rewrites readings for the Formula table ('recompute').
  const fnOf = (module: string) => (module === 'recompute' ? s.stack.jobs.recompute : s.stack.api.functions[module]!);
  const envOf = (module: string) =>
    s.template.toJSON().Resources[s.stack.getLogicalId(fnOf(module).fn.node.defaultChild as never)].Properties
      .Environment.Variables;
  const actionsOf = (module: string) => {
    const role = s.stack.getLogicalId(fnOf(module).role.node.defaultChild as never);
    return iamStatements(s.template)
      .filter((x) =>
        s.template.toJSON().Resources[x.owner].Properties.Roles?.some((r: { Ref: string }) => r.Ref === role),
      )
      .map((x) => x.statement);
  };

  it('provisions a retained Timestream database and table taking late (magnetic) writes, no readings table', () => {
    s.template.hasResource('AWS::Timestream::Database', { DeletionPolicy: 'Retain' });
    s.template.hasResource('AWS::Timestream::Table', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        MagneticStoreWriteProperties: { EnableMagneticStoreWrites: true },
        RetentionProperties: Match.objectLike({ MagneticStoreRetentionPeriodInDays: '3650' }),
      }),
    });
    s.template.resourceCountIs('AWS::DynamoDB::Table', 1); // the app table only
    expect(s.template.toJSON().Outputs.ReadingsTimestreamTable).toBeDefined();
    expect(s.template.toJSON().Outputs.ReadingsTableName).toBeUndefined();
  });

  it('tells the reading functions to use it, and grants writes only where readings are written', () => {
    for (const module of ['ingest', 'readings', 'recompute']) {
      expect(envOf(module), module).toMatchObject({
        READINGS_STORE: 'timestream',
        TIMESTREAM_DATABASE: expect.anything(),
        TIMESTREAM_TABLE: expect.anything(),
      });
      expect(envOf(module).READINGS_TABLE, module).toBeUndefined();
    }
    const tableArn = { 'Fn::GetAtt': [expect.stringMatching(/ReadingsTimestreamTable/), 'Arn'] };
    expect(actionsOf('ingest')).toContainEqual(
      expect.objectContaining({ Action: ['timestream:Select', 'timestream:WriteRecords'], Resource: tableArn }),
    );
    expect(actionsOf('readings')).toContainEqual(
      expect.objectContaining({ Action: 'timestream:Select', Resource: tableArn }),
    );
    expect(actionsOf('recompute')).toContainEqual(
      expect.objectContaining({ Action: ['timestream:Select', 'timestream:WriteRecords'], Resource: tableArn }),
    );
    expect(envOf('sensor-formulas').TIMESTREAM_TABLE).toBeUndefined();
    expect(actionsOf('readings').flatMap((x) => asArray(x.Action))).not.toContain('timestream:WriteRecords');
    expect(
      actionsOf('farms')
        .flatMap((x) => asArray(x.Action))
        .filter((a: string) => a.startsWith('timestream:')),
    ).toEqual([]);
  });
});
