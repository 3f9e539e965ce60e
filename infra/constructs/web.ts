/**
 * Web hosting: a private S3 bucket behind CloudFront (origin access control), HTTPS only, with
 * security headers on every response. The same distribution routes /api/* to the REST API, so
 * the app calls its API on its own origin: no CORS, and the CSP needs no API host.
 *
 * Deployment of the built app (web/dist) is split in two so a release never breaks open tabs:
 *  1. hashed files under assets/ are uploaded first, cached for a year and never pruned, so a
 *     tab still running the previous index.html can load its lazy chunks;
 *  2. then index.html, the other top-level files and config.json (written here from the
 *     stack's own values) replace the old ones with no-cache, and CloudFront is invalidated.
 * When web/dist is missing (tests, a fresh clone) a placeholder page is deployed and the synth
 * carries a warning; `npm run deploy` builds the web app first.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  Annotations,
  type CfnElement,
  DefaultStackSynthesizer,
  Duration,
  RemovalPolicy,
  SecretValue,
  Stack,
  Token,
} from 'aws-cdk-lib';
import { RegionInfo } from 'aws-cdk-lib/region-info';
import type * as apigw from 'aws-cdk-lib/aws-apigateway';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { ORIGIN_HEADER } from '../../lambdas/platform/origin-guard';
import type { RuntimeConfig } from '@shared/runtime-config';
import { PRODUCT_NAME } from '@shared/constants';
import type { AppConfig } from '../config';
import { acknowledge } from './acknowledge';
import { buildCsp } from './csp';
import { SECURITY_HEADERS } from './security-headers';
import { LogBucket } from './log-bucket';
import { webDist as defaultWebDist } from './paths';
import { spaRoutingCode } from './spa-routing';
import { API_DOCS_FILES } from './api-docs';
import { FARM_HEADER } from '@shared/teams/constants';

export interface WebProps {
  config: AppConfig;
  removalPolicy: RemovalPolicy;
  restApi: apigw.RestApi;
  /** Sent to the API as the x-origin-verify header, so the API can refuse calls that bypass CloudFront. */
  originSecret: secretsmanager.ISecret;
  userPoolId: string;
  userPoolClientId: string;
  /** Directory of the built web app; default web/dist. */
  webDist?: string;
}

const SOURCE_MAPS = ['*.map', '**/*.map'];

/** The path CloudFront routes to the API; must match the route table's prefix. */
export const API_PATH_PATTERN = '/api/*';

export class Web extends Construct {
  readonly bucket: s3.Bucket;
  readonly distribution: cloudfront.Distribution;
  readonly logs: LogBucket;
  readonly securityHeaders: cloudfront.ResponseHeadersPolicy;
  /** True when web/dist was found and deployed, false when the placeholder went out. */
  readonly deployedBuild: boolean;

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);
    const { config } = props;
    const retain = config.retainData;

    this.logs = new LogBucket(this, 'AccessLogs', {
      retainData: retain,
      retentionDays: Math.max(config.logRetentionDays, 30),
    });

    this.bucket = new s3.Bucket(this, 'SiteBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      versioned: retain,
      serverAccessLogsBucket: this.logs.bucket,
      serverAccessLogsPrefix: 'site-bucket/',
      lifecycleRules: retain ? [{ id: 'expire-old-versions', noncurrentVersionExpiration: Duration.days(30) }] : [],
      removalPolicy: retain ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      autoDeleteObjects: !retain,
    });

    this.securityHeaders = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: `${PRODUCT_NAME} ${config.stage}: security headers`,
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: buildCsp({
            region: config.region,
            maps: Boolean(config.secrets.mapsApiKey),
            square: config.squareEnvironment,
          }),
          override: true,
        },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(SECURITY_HEADERS.hstsMaxAgeSeconds),
          includeSubdomains: SECURITY_HEADERS.hstsIncludeSubdomains,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: cloudfront.HeadersFrameOption[SECURITY_HEADERS.frameOption], override: true },
        referrerPolicy: {
          referrerPolicy: SECURITY_HEADERS.referrerPolicy as cloudfront.HeadersReferrerPolicy,
          override: true,
        },
      },
      customHeadersBehavior: {
        customHeaders: Object.entries(SECURITY_HEADERS.custom).map(([header, value]) => ({
          header,
          value,
          override: true,
        })),
      },
    });

    const spaRouting = new cloudfront.Function(this, 'SpaRouting', {
      comment: 'Serve /index.html for app routes (paths that are not static files), and the API reference files',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(spaRoutingCode),
    });

    const siteOrigin = origins.S3BucketOrigin.withOriginAccessControl(this.bucket);

    // /api/*: nothing kept, Accept-Encoding passed on (./api-compression.ts says why it is not
    // CACHING_DISABLED). The caller and the farm they act on are in the key all the same.
    const apiCachePolicy = new cloudfront.CachePolicy(this, 'ApiCachePolicy', {
      comment: 'API: nothing cached (no-store, TTL 0); Accept-Encoding forwarded for compression',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.seconds(1),
      headerBehavior: cloudfront.CacheHeaderBehavior.allowList('Authorization', FARM_HEADER),
      queryStringBehavior: cloudfront.CacheQueryStringBehavior.all(),
      cookieBehavior: cloudfront.CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    const domain = config.web.domain;
    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: `${PRODUCT_NAME} ${config.stage}`,
      defaultRootObject: 'index.html',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      // Growers are in Australia first: PriceClass_100/200 leave out the Australian edges.
      priceClass: cloudfront.PriceClass.PRICE_CLASS_ALL,
      // The TLS policy can only be chosen with a custom certificate (CFR4 is acknowledged otherwise).
      ...(domain && config.web.certificateArn
        ? {
            domainNames: [domain],
            certificate: acm.Certificate.fromCertificateArn(this, 'Certificate', config.web.certificateArn),
            minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      ...(config.web.webAclArn ? { webAclId: config.web.webAclArn } : {}),
      enableLogging: true,
      logBucket: this.logs.bucket,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: siteOrigin,
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD_OPTIONS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: this.securityHeaders,
        compress: true,
        functionAssociations: [{ function: spaRouting, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
      },
      // In this order: CloudFront takes the first pattern that matches, so the reference's exact
      // paths come before /api/* (infra/constructs/api-docs.ts says why they are site files).
      additionalBehaviors: {
        ...Object.fromEntries(
          Object.keys(API_DOCS_FILES).map((path) => [
            path,
            {
              origin: siteOrigin,
              viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
              allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
              cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
              responseHeadersPolicy: this.securityHeaders,
              compress: true,
              functionAssociations: [{ function: spaRouting, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
            },
          ]),
        ),
        [API_PATH_PATTERN]: {
          origin: new origins.RestApiOrigin(props.restApi, {
            // A CloudFormation dynamic reference: resolved at deploy time, never in the template.
            customHeaders: { [ORIGIN_HEADER]: props.originSecret.secretValue.unsafeUnwrap() },
          }),
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          // Keeps nothing (minimum and default TTL 0, the API answers no-store) but passes
          // Accept-Encoding on, so API Gateway's gzip reaches the viewer (./api-compression.ts).
          cachePolicy: apiCachePolicy,
          // Everything the viewer sent (Authorization, Content-Type, the farm header, query) except
          // Host, which API Gateway needs to be its own. Never an allow-list that could drop the
          // farm header: a member's request would then act on their own account instead. Nothing is
          // cached, so one member's answer is never another's.
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: this.securityHeaders,
          compress: true,
        },
      },
    });

    const runtimeConfig: RuntimeConfig = {
      stage: config.stage,
      region: config.region,
      userPoolId: props.userPoolId,
      userPoolClientId: props.userPoolClientId,
      authFlowType: 'USER_SRP_AUTH',
      // Same origin: CloudFront sends /api/* to the API.
      apiBaseUrl: '',
      // A browser key (restricted by HTTP referrer in the Google console): CloudFormation
      // resolves it from Secrets Manager at deploy time, so it is not in the template.
      ...(config.secrets.mapsApiKey
        ? { googleMapsApiKey: SecretValue.secretsManager(config.secrets.mapsApiKey).unsafeUnwrap() }
        : {}),
      ...(config.simulatedWeather ? { simulatedWeather: true } : {}),
      ...(config.square.applicationId && config.square.locationId
        ? {
            square: {
              applicationId: config.square.applicationId,
              locationId: config.square.locationId,
              environment: config.squareEnvironment ?? 'sandbox',
            },
          }
        : {}),
    };

    const dist = props.webDist ?? defaultWebDist;
    const built = existsSync(join(dist, 'index.html'));
    this.deployedBuild = built;
    const deploymentLogs = new logs.LogGroup(this, 'DeploymentLogs', {
      retention: config.logRetentionDays as logs.RetentionDays,
      removalPolicy: props.removalPolicy,
    });
    const common = { destinationBucket: this.bucket, memoryLimit: 512, logGroup: deploymentLogs };

    let assets: s3deploy.BucketDeployment | undefined;
    if (built && existsSync(join(dist, 'assets'))) {
      assets = new s3deploy.BucketDeployment(this, 'DeployAssets', {
        ...common,
        // Source maps stay out of the public bucket: they would publish the app's sources.
        sources: [s3deploy.Source.asset(join(dist, 'assets'), { exclude: SOURCE_MAPS })],
        destinationKeyPrefix: 'assets/',
        prune: false,
        cacheControl: [s3deploy.CacheControl.fromString('public, max-age=31536000, immutable')],
      });
    }
    if (!built) {
      Annotations.of(this).addWarningV2(
        'fieldwise:web-placeholder',
        `The web app is not built (${dist}/index.html is missing): a placeholder page is deployed. Run \`npm run ` +
          `build\` first, or use \`npm run deploy\`, which does.`,
      );
    }
    const site = new s3deploy.BucketDeployment(this, 'DeploySite', {
      ...common,
      sources: [
        built
          ? s3deploy.Source.asset(dist, { exclude: ['assets', 'assets/**', 'config.json', ...SOURCE_MAPS] })
          : s3deploy.Source.data('index.html', placeholderPage(config.stage)),
        s3deploy.Source.jsonData('config.json', runtimeConfig),
      ],
      // Replace old top-level files, never the hashed assets (see above).
      prune: true,
      exclude: ['assets/*'],
      cacheControl: [s3deploy.CacheControl.fromString('no-cache')],
      distribution: this.distribution,
      distributionPaths: ['/*'],
    });
    if (assets) site.node.addDependency(assets);

    this.acknowledgeFindings(site, config);
  }

  private acknowledgeFindings(site: s3deploy.BucketDeployment, config: AppConfig): void {
    const distribution = this.distribution.node.defaultChild!;
    acknowledge(
      distribution,
      'AwsSolutions-CFR1',
      'The product serves growers wherever they are; there is no country the service must be withheld from.',
    );
    if (!config.web.webAclArn) {
      acknowledge(
        distribution,
        'AwsSolutions-CFR2',
        'No WAF web ACL is configured for this stage (webAclArn, docs/deploy.md); a web ACL is billed per rule and ' +
          'request and is attached per deployment.',
      );
    }
    if (!config.web.domain) {
      acknowledge(
        distribution,
        'AwsSolutions-CFR4',
        'Without a custom domain CloudFront serves its default *.cloudfront.net certificate, whose TLS policy ' +
          'cannot be chosen; with webDomain the distribution uses TLSv1.2_2021.',
      );
    }

    // The s3-deployment custom resource: one Lambda (AWS's own code) shared by both deployments.
    const handler = Stack.of(this).node.children.find((c) => c.node.id.startsWith('Custom::CDKBucketDeployment'));
    if (handler) {
      acknowledge(
        handler,
        'AwsSolutions-L1',
        'Runtime chosen by aws-cdk-lib for its BucketDeployment handler; it moves with CDK upgrades.',
      );
    }
    const role = site.handlerRole;
    acknowledge(
      role,
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      'The BucketDeployment handler role comes from aws-cdk-lib with the basic execution policy; it runs only ' +
        'during deployments.',
    );
    // aws-cdk-lib grants the handler read on the CDK asset bucket and write on the site bucket
    // with its own action groups; the objects it copies cannot be named in advance.
    const copy =
      'BucketDeployment copies the built app from the CDK asset bucket into the site bucket: the object keys are ' +
      'only known at deploy time.';
    for (const action of ['s3:GetBucket*', 's3:GetObject*', 's3:List*', 's3:Abort*', 's3:DeleteObject*']) {
      acknowledge(role, `AwsSolutions-IAM5[Action::${action}]`, copy);
    }
    const stack = Stack.of(this);
    const qualifier =
      (this.node.tryGetContext('@aws-cdk/core:bootstrapQualifier') as string | undefined) ??
      DefaultStackSynthesizer.DEFAULT_QUALIFIER;
    const partition = RegionInfo.get(stack.region).partition ?? 'aws';
    // cdk-nag renders an unknown account as <AWS::AccountId>, a configured one as itself.
    const account = Token.isUnresolved(stack.account) ? '<AWS::AccountId>' : stack.account;
    acknowledge(
      role,
      `AwsSolutions-IAM5[Resource::arn:${partition}:s3:::cdk-${qualifier}-assets-${account}-${stack.region}/*]`,
      copy,
    );
    acknowledge(
      role,
      `AwsSolutions-IAM5[Resource::<${stack.getLogicalId(this.bucket.node.defaultChild as CfnElement)}.Arn>/*]`,
      copy,
    );
    acknowledge(
      role,
      'AwsSolutions-IAM5[Resource::*]',
      'cloudfront:CreateInvalidation/GetInvalidation after each deployment; the BucketDeployment construct grants ' +
        'them on "*" and the handler only invalidates the distribution it is given.',
    );
  }
}

function placeholderPage(stage: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${PRODUCT_NAME}</title></head>
<body><h1>${PRODUCT_NAME} (${stage})</h1>
<p>The web app has not been deployed yet. Run <code>npm run deploy</code>.</p></body></html>
`;
}
