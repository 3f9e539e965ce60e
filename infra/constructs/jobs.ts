/**
 * Scheduled jobs. The readings purge (lambdas/deleted/jobs/purge-readings.ts) runs daily: it deletes the
 * readings of deleted sensor registrations, which are unreachable from the moment of the delete,
 * so a day's delay changes nothing anyone can see. Its role may do only what the job does:
 * read purge markers and sensor registrations and delete markers in the app table, find and drop
 * Recently-deleted entries past their 30 days (GSI1, and a PutItem per marker), and
 * query and batch-delete readings in the DynamoDB readings table. With the Timestream store there
 * is nothing to delete (Timestream has no delete; retention removes records), so it gets no
 * Timestream access and only clears the markers.
 */
import { Duration, type RemovalPolicy } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { PRODUCT_NAME } from '@shared/constants';
import { ALERT_OUTBOX_PK, APP_TABLE_KEYS } from '../../lambdas/platform/aws/table-schema';
import type { AppConfig } from '../config';
import { AppFunction } from './function';
import { jobEntries } from '../../lambdas/platform/lambda-entries';
import { grantAlertDelivery } from './alert-delivery';
import type { ReadingsResources } from './readings-store';
import { ONE_VCPU_MB } from './api-budgets';
import { acknowledge } from './acknowledge';

export interface JobsProps {
  config: AppConfig;
  removalPolicy: RemovalPolicy;
  table: ITable;
  readings: ReadingsResources;
  userPool: { userPoolArn: string; userPoolId: string };
}

export class Jobs extends Construct {
  readonly readingsPurge: AppFunction;
  readonly readingsPurgeRule: events.Rule;
  /** Makes forecasts for the series an ingest touched; invoked asynchronously by the ingest function. */
  readonly forecasts: AppFunction;
  /** Scheduled alerts (silence, offline, retries), every 15 minutes. */
  readonly alerts: AppFunction;
  readonly alertsRule: events.Rule;
  /** Runs a recompute job; invoked asynchronously by the sensor-formulas function's start route. */
  readonly recompute: AppFunction;
  /** Pulls growers' vendor-cloud links (IrriMAX Live, ZENTRA Cloud) every 15 minutes. */
  readonly vendorPull: AppFunction;
  readonly vendorPullRule: events.Rule;
  /** The master key growers' vendor keys are sealed with (the vendor-links function seals, the puller opens). */
  readonly vendorKeys: secretsmanager.Secret;

  constructor(scope: Construct, id: string, props: JobsProps) {
    super(scope, id);
    const purge = new AppFunction(this, 'ReadingsPurge', {
      entry: jobEntries.purgeReadings,
      description: `${PRODUCT_NAME} ${props.config.stage}: readings purge of deleted sensor registrations (daily)`,
      logRetentionDays: props.config.logRetentionDays,
      removalPolicy: props.removalPolicy,
      // Not behind API Gateway: it may run for minutes, and stops a minute before this limit.
      timeout: Duration.minutes(5),
    });
    purge.role.addToPrincipalPolicy(
      // BatchWriteItem: a freed series' stored forecasts (FORECAST#<series>) and wetting events
      // (EVENTS#<series>) go with its readings.
      new iam.PolicyStatement({
        actions: ['dynamodb:Query', 'dynamodb:GetItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'],
        resources: [props.table.tableArn],
      }),
    );
    // Recently deleted past its 30 days: found through GSI1 (entries by deletion time), and each
    // of its series' purge markers rewritten without its hold (PutItem) before the entry goes.
    purge.role.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ['dynamodb:PutItem'], resources: [props.table.tableArn] }),
    );
    purge.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['dynamodb:Query'],
        resources: [`${props.table.tableArn}/index/${APP_TABLE_KEYS.gsi1.indexName}`],
      }),
    );
    purge.fn.addEnvironment('APP_TABLE', props.table.tableName);
    if (props.readings.kind === 'dynamodb') {
      purge.role.addToPrincipalPolicy(
        new iam.PolicyStatement({
          actions: ['dynamodb:Query', 'dynamodb:BatchWriteItem'],
          resources: [props.readings.table.tableArn],
        }),
      );
      purge.fn.addEnvironment('READINGS_TABLE', props.readings.table.tableName);
    } else {
      purge.fn.addEnvironment('READINGS_STORE', 'timestream');
    }
    this.readingsPurge = purge;

    // Forecasts: reads the sensor, its field and zones, its forecasts and the weather cache (app
    // table, no index) and its readings; writes forecasts, their views, skill counters and weather
    // cache days (Put, ADD Update, and a batch's views in one BatchWriteItem, which IAM cannot limit
    // to puts: it is allowed on forecast partitions only). Then the forecast warning of each forecast
    // it stored: it reads and writes alert states, notifications and outbox entries, and sends
    // (alert-delivery.ts). The only items it may delete are outbox entries (partition ALERT_OUTBOX),
    // once their sends are done.
    const forecasts = new AppFunction(this, 'Forecasts', {
      entry: jobEntries.makeForecasts,
      description: `${PRODUCT_NAME} ${props.config.stage}: soil-moisture forecasts after ingest (asynchronous)`,
      logRetentionDays: props.config.logRetentionDays,
      removalPolicy: props.removalPolicy,
      timeout: Duration.minutes(1),
    });
    forecasts.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: [
          'dynamodb:GetItem',
          'dynamodb:BatchGetItem',
          'dynamodb:Query',
          'dynamodb:PutItem',
          'dynamodb:UpdateItem',
        ],
        resources: [props.table.tableArn],
      }),
    );
    forecasts.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['dynamodb:DeleteItem'],
        resources: [props.table.tableArn],
        conditions: { 'ForAllValues:StringEquals': { 'dynamodb:LeadingKeys': [ALERT_OUTBOX_PK] } },
      }),
    );
    // BatchWriteItem: a batch's forecast views, and its event cursors' newest readings looked at.
    forecasts.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['dynamodb:BatchWriteItem'],
        resources: [props.table.tableArn],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['FORECAST#*', 'EVENTS#*'] } },
      }),
    );
    // Then the batch's wetting events (services/events.ts): an event detection no longer finds is
    // deleted, on event partitions only.
    forecasts.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['dynamodb:DeleteItem'],
        resources: [props.table.tableArn],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['EVENTS#*'] } },
      }),
    );
    forecasts.fn.addEnvironment('APP_TABLE', props.table.tableName);
    forecasts.bindReadings(props.readings, 'RO');
    grantAlertDelivery(forecasts, props.config, props.userPool);
    // The forecasts use the place's weather (through the same cache as the dashboards), so the job
    // reads the weather key when one is configured; without it, the simulated provider.
    if (props.config.secrets.weatherApiKey)
      forecasts.bindSecret(props.config.secrets.weatherApiKey, 'WEATHER_API_KEY_SECRET');
    this.forecasts = forecasts;
    // Recompute jobs (the admin Formula table): reads the job, the sensor's registration and its
    // formulas (GetItem, Query; no index), records progress (UpdateItem) and frees the sensor's
    // lock (DeleteItem) in the app table; reads and rewrites the sensor's readings and aggregates.
    // The worst case the start accepts (400 days at 15 minutes) is estimated at about 30 s
    // (npm run bench:recompute); 15 minutes, Lambda's most, leaves room for any slower day.
    const recompute = new AppFunction(this, 'Recompute', {
      entry: jobEntries.recompute,
      description:
        `${PRODUCT_NAME} ${props.config.stage}: recompute a sensor's stored readings with its formula ` +
        `(asynchronous job)`,
      logRetentionDays: props.config.logRetentionDays,
      removalPolicy: props.removalPolicy,
      timeout: Duration.minutes(15),
      // Its work is CPU (calibration, marshalling, the aggregates): a whole vCPU, which one thread can use.
      memorySize: ONE_VCPU_MB,
    });
    recompute.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'],
        resources: [props.table.tableArn],
      }),
    );
    recompute.fn.addEnvironment('APP_TABLE', props.table.tableName);
    recompute.bindReadings(props.readings, 'RW');
    // Lambda retries a crashed run twice (the retry takes the job over from its last week); an
    // event that could not start within 15 minutes is dropped, as its job is by then shown as
    // stopped (RECOMPUTE_STALLED_MS) and the admin may start it again.
    recompute.fn.configureAsyncInvoke({ retryAttempts: 2, maxEventAge: Duration.minutes(15) });
    this.recompute = recompute;
    // Scheduled alerts: reads every grower's sensors (GSI1), zones, gateways and alert states,
    // newest readings and each field's weather (the cache, written on a miss); writes alert states, notifications and
    // outbox entries (the app table only); lists the pool's users; sends SMS and e-mail (alert-delivery.ts).
    const alerts = new AppFunction(this, 'Alerts', {
      entry: jobEntries.evaluateAlerts,
      description:
        `${PRODUCT_NAME} ${props.config.stage}: scheduled alerts (silent sensors, offline gateways, ` +
        `frost, retries), every 15 min`,
      logRetentionDays: props.config.logRetentionDays,
      removalPolicy: props.removalPolicy,
      timeout: Duration.minutes(5),
    });
    alerts.bindTable(props.table, 'RW');
    alerts.bindReadings(props.readings, 'RO');
    alerts.grantUserPool(props.userPool, ['cognito-idp:ListUsers']);
    grantAlertDelivery(alerts, props.config, props.userPool);
    // The frost warning reads each field's weather forecast (through the cache, which it refreshes
    // when 3 h old), so the job reads the weather key when one is configured, as the forecasts do.
    if (props.config.secrets.weatherApiKey)
      alerts.bindSecret(props.config.secrets.weatherApiKey, 'WEATHER_API_KEY_SECRET');
    this.alerts = alerts;
    this.alertsRule = new events.Rule(this, 'AlertsEvery15Min', {
      description: `${PRODUCT_NAME} ${props.config.stage}: run the scheduled alerts every 15 minutes`,
      schedule: events.Schedule.rate(Duration.minutes(15)),
      targets: [new targets.LambdaFunction(alerts.fn, { retryAttempts: 1 })],
    });
    // Vendor clouds: the master key of the growers' sealed vendor keys, and the puller. The puller
    // stores through the ingest path, so it may do what the ingest function does (the app table,
    // readings, alert delivery); forecasts after it go to the forecast function (stack.ts).
    this.vendorKeys = new secretsmanager.Secret(this, 'VendorKeys', {
      description: `${PRODUCT_NAME} ${props.config.stage}: master key sealing growers' vendor-cloud keys`,
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy: props.removalPolicy,
    });
    acknowledge(
      this.vendorKeys,
      'AwsSolutions-SMG4',
      'Rotating it would make every sealed key unreadable; a new master key means growers link their vendor ' +
        'accounts again (docs/vendor-clouds.md), not a rotation Lambda.',
    );
    const vendorPull = new AppFunction(this, 'VendorPull', {
      entry: jobEntries.pullVendorClouds,
      description: `${PRODUCT_NAME} ${props.config.stage}: vendor-cloud pulls (IrriMAX Live, ZENTRA), every 15 min`,
      logRetentionDays: props.config.logRetentionDays,
      removalPolicy: props.removalPolicy,
      timeout: Duration.minutes(5),
    });
    vendorPull.bindTable(props.table, 'RW');
    vendorPull.bindReadings(props.readings, 'RW');
    vendorPull.bindSecretResource(this.vendorKeys, 'VENDOR_KEYS_SECRET');
    grantAlertDelivery(vendorPull, props.config, props.userPool);
    this.vendorPull = vendorPull;
    this.vendorPullRule = new events.Rule(this, 'VendorPullEvery15Min', {
      description: `${PRODUCT_NAME} ${props.config.stage}: pull vendor-cloud readings every 15 minutes`,
      schedule: events.Schedule.rate(Duration.minutes(15)),
      targets: [new targets.LambdaFunction(vendorPull.fn, { retryAttempts: 0 })],
    });
    this.readingsPurgeRule = new events.Rule(this, 'ReadingsPurgeDaily', {
      description: `${PRODUCT_NAME} ${props.config.stage}: run the readings purge daily`,
      schedule: events.Schedule.cron({ minute: '30', hour: '15' }), // 01:30–02:30 in eastern Australia, a quiet hour
      targets: [new targets.LambdaFunction(purge.fn, { retryAttempts: 2 })],
    });
  }
}
