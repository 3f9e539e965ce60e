/**
 * The Fieldwise stack: identity, data, API and web hosting, composed from the small constructs
 * in ./constructs. Everything a stage needs lives in this one stack, named `Fieldwise-<stage>`.
 */
import { Annotations, CfnOutput, RemovalPolicy, Stack, type StackProps, Tags } from 'aws-cdk-lib';
import { Construct } from 'constructs';
import { PRODUCT_NAME } from '@shared/constants';
import type { AppConfig } from './config';
import { Api } from './constructs/api';
import { moduleNeeds, type ModuleNeeds } from './constructs/api-needs';
import { Auth } from './constructs/auth';
import { TableBackup } from './constructs/backup';
import { Data } from './constructs/data';
import { setFunctionDefaults } from './constructs/function';
import { Jobs } from './constructs/jobs';
import { Monitoring } from './constructs/monitoring';
import * as iam from 'aws-cdk-lib/aws-iam';
import { Web } from './constructs/web';

export interface FieldwiseStackProps extends StackProps {
  config: AppConfig;
  /** Built web app directory (tests point it elsewhere); default web/dist. */
  webDist?: string;
}

export class FieldwiseStack extends Stack {
  readonly auth: Auth;
  readonly data: Data;
  readonly api: Api;
  readonly web: Web;
  readonly jobs: Jobs;
  readonly monitoring: Monitoring;
  /** AWS Backup of the tables; only with retainData (prod). */
  readonly backup?: TableBackup;

  constructor(scope: Construct, id: string, props: FieldwiseStackProps) {
    super(scope, id, {
      ...props,
      description: `${PRODUCT_NAME} (${props.config.stage}): Cognito, API Gateway + Lambda, DynamoDB, S3 + CloudFront`,
      terminationProtection: props.config.retainData,
    });
    const { config } = props;
    // prod keeps data and logs when a resource or the stack is deleted; other stages clean up.
    const removalPolicy = config.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;
    Tags.of(this).add('project', 'fieldwise');
    Tags.of(this).add('stage', config.stage);

    // Before any function is created: every AppFunction reads it.
    setFunctionDefaults(this, { sourceMapsAtRuntime: config.sourceMapsAtRuntime });

    this.data = new Data(this, 'Data', { retainData: config.retainData, readingsStore: config.readingsStore });
    if (config.retainData) {
      const readings = this.data.readings;
      const readingsArn = readings.kind === 'dynamodb' ? readings.table.tableArn : readings.table.attrArn;
      this.backup = new TableBackup(this, 'Backup', {
        stage: config.stage,
        tableArns: [this.data.table.tableArn, readingsArn],
      });
    }
    this.auth = new Auth(this, 'Auth', { config, removalPolicy });
    this.api = new Api(this, 'Api', {
      config,
      removalPolicy,
      userPool: this.auth.userPool,
      table: this.data.table,
      readings: this.data.readings,
    });
    this.jobs = new Jobs(this, 'Jobs', {
      config,
      removalPolicy,
      table: this.data.table,
      readings: this.data.readings,
      userPool: this.auth.userPool,
    });
    // Ingest and the LoRaWAN endpoints hand the series they wrote to the forecast function (an
    // asynchronous invoke: the answer never waits for forecasts); they may invoke that function
    // and nothing else.
    for (const module of ['ingest', 'lorawan'] as const) {
      const fn = this.api.functions[module]!;
      fn.fn.addEnvironment('FORECAST_FUNCTION', this.jobs.forecasts.fn.functionName);
      // The function itself only (grantInvoke would add its versions, `<arn>:*`).
      fn.role.addToPrincipalPolicy(
        new iam.PolicyStatement({
          actions: ['lambda:InvokeFunction'],
          resources: [this.jobs.forecasts.fn.functionArn],
        }),
      );
    }
    // The vendor-cloud puller hands the series it wrote to the forecast function as ingest does;
    // the functions that seal vendor keys get the master key the puller opens them with.
    const vendorPull = this.jobs.vendorPull;
    vendorPull.fn.addEnvironment('FORECAST_FUNCTION', this.jobs.forecasts.fn.functionName);
    vendorPull.role.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [this.jobs.forecasts.fn.functionArn] }),
    );
    for (const [module, needs] of Object.entries(moduleNeeds) as [string, ModuleNeeds][])
      if (needs.vendorKeys) this.api.functions[module]!.bindSecretResource(this.jobs.vendorKeys, 'VENDOR_KEYS_SECRET');
    // The Formula table's recompute start hands its job to the recompute function, likewise the
    // one function it may invoke.
    const formulasFn = this.api.functions['sensor-formulas']!;
    formulasFn.fn.addEnvironment('RECOMPUTE_FUNCTION', this.jobs.recompute.fn.functionName);
    formulasFn.role.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [this.jobs.recompute.fn.functionArn] }),
    );
    this.web = new Web(this, 'Web', {
      config,
      removalPolicy,
      restApi: this.api.restApi,
      originSecret: this.api.originSecret,
      userPoolId: this.auth.userPool.userPoolId,
      userPoolClientId: this.auth.client.userPoolClientId,
      webDist: props.webDist,
    });
    // Allowed, but a grower notices: the offline map draws outlines and sensors, with no imagery
    // and no place search.
    if (config.stage === 'prod' && !config.secrets.mapsApiKey) {
      Annotations.of(this.web).addWarningV2(
        'fieldwise:no-maps-key',
        'mapsApiKeySecret is not set: growers get the offline map (field outlines and sensors) without satellite ' +
          'imagery or place search. See docs/deploy.md, "Maps".',
      );
    }
    // The scheduled alerts link to the site; without a custom domain that is the distribution's
    // (the ingest function cannot name it: the distribution depends on the API; nor can the
    // forecast function, which ingest names).
    if (!config.web.domain)
      this.jobs.alerts.fn.addEnvironment('SITE_URL', `https://${this.web.distribution.distributionDomainName}`);
    // Last: it watches every function and table the constructs above made.
    this.monitoring = new Monitoring(this, 'Monitoring', { config, restApi: this.api.restApi });

    new CfnOutput(this, 'UserPoolId', { value: this.auth.userPool.userPoolId, description: 'Cognito user pool id' });
    new CfnOutput(this, 'UserPoolClientId', {
      value: this.auth.client.userPoolClientId,
      description: 'Cognito app client id (web)',
    });
    new CfnOutput(this, 'ApiUrl', {
      value: this.api.restApi.url,
      description: 'API Gateway stage URL (the site reaches it as /api on its own origin)',
    });
    new CfnOutput(this, 'DistributionDomainName', {
      value: this.web.distribution.distributionDomainName,
      description: 'CloudFront domain',
    });
    new CfnOutput(this, 'SiteUrl', {
      value: `https://${config.web.domain ?? this.web.distribution.distributionDomainName}`,
      description: 'Where the web app is served',
    });
    new CfnOutput(this, 'WebBucketName', {
      value: this.web.bucket.bucketName,
      description: 'S3 bucket holding the built web app',
    });
    new CfnOutput(this, 'AppTableName', { value: this.data.table.tableName, description: 'DynamoDB app table' });
    const readings = this.data.readings;
    if (readings.kind === 'dynamodb') {
      new CfnOutput(this, 'ReadingsTableName', {
        value: readings.table.tableName,
        description: 'DynamoDB readings table (readingsStore=dynamodb)',
      });
    } else {
      new CfnOutput(this, 'ReadingsTimestreamTable', {
        value: readings.table.ref,
        description: 'Timestream readings table, as database|table (readingsStore=timestream)',
      });
    }
  }
}
