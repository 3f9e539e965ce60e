/**
 * What ops must hear about, and where to look. Alarms on the API's share of 5xx answers, on
 * errors and throttles of every function the stack defines, on read/write throttles of every
 * DynamoDB table, and on the share of readings ingest rejects. Each alarm (and its return to OK)
 * goes to one SNS topic; `alarmEmail` in context subscribes an address. An ops dashboard shows the
 * same metrics side by side. docs/deploy.md ("Alarms") says what each alarm means and what to do.
 *
 * Functions and tables are found by walking the stack, so one added later is watched without a
 * change here: create this construct last.
 */
import { Duration, Stack } from 'aws-cdk-lib';
import type * as apigw from 'aws-cdk-lib/aws-apigateway';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import {
  INGEST_METRICS,
  METRICS_SERVICE,
  metricsNamespace,
  REJECTION_DIMENSION,
} from '../../lambdas/platform/telemetry/metric-names';
import { PRODUCT_NAME } from '@shared/constants';
import type { AppConfig } from '../config';
import { AppFunction } from './function';

export interface MonitoringProps {
  config: AppConfig;
  restApi: apigw.RestApi;
}

const FIVE_MINUTES = Duration.minutes(5);
const RUNBOOK = 'What it means and what to do: docs/deploy.md, "Alarms".';

/** API answers with 5xx, in percent of requests, that raise the alarm (two 5-minute periods running). */
export const API_5XX_PERCENT = 5;
/** Fewer requests than this in 5 minutes are too few to judge a rate by. */
const MIN_REQUESTS = 20;
/** Read plus write throttle events of one table in 5 minutes that raise the alarm. */
export const TABLE_THROTTLES = 10;
/** Readings rejected, in percent of those received, over 15 minutes, that raise the alarm. */
export const INGEST_REJECTED_PERCENT = 10;
/** Fewer readings than this in 15 minutes are too few to judge a rate by. */
const MIN_READINGS = 20;

export class Monitoring extends Construct {
  readonly topic: sns.Topic;
  readonly alarms: cloudwatch.Alarm[] = [];
  readonly dashboard: cloudwatch.Dashboard;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    const { config } = props;
    const stack = Stack.of(this);
    const functions = stack.node.findAll().filter((c): c is AppFunction => c instanceof AppFunction);
    const tables = stack.node.findAll().filter((c): c is dynamodb.Table => c instanceof dynamodb.Table);
    const namespace = metricsNamespace(config.stage);

    this.topic = new sns.Topic(this, 'AlarmTopic', {
      displayName: `${PRODUCT_NAME} ${config.stage} alarms`,
      enforceSSL: true,
    });
    if (config.alarms.email) this.topic.addSubscription(new subscriptions.EmailSubscription(config.alarms.email));
    // Not encrypted at rest, on purpose: alarm notifications carry alarm names and metric values,
    // no personal data, and CloudWatch cannot publish to a topic encrypted with the AWS managed
    // SNS key (a customer key for this alone would protect nothing more).

    const alarm = (
      id: string,
      name: string,
      description: string,
      options: Omit<cloudwatch.CreateAlarmOptions, 'alarmName' | 'alarmDescription'>,
      metric: cloudwatch.IMetric,
    ) => {
      const a = new cloudwatch.Alarm(this, id, {
        metric,
        alarmName: `${config.stackName} ${name}`,
        alarmDescription: `${description} ${RUNBOOK}`,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        ...options,
      });
      a.addAlarmAction(new actions.SnsAction(this.topic));
      a.addOkAction(new actions.SnsAction(this.topic));
      this.alarms.push(a);
      return a;
    };

    // API: the share of requests answered 5xx (by a function or by API Gateway itself).
    const stage = props.restApi.deploymentStage;
    const requests = stage.metricCount({ period: FIVE_MINUTES, statistic: 'Sum' });
    const serverErrors = stage.metricServerError({ period: FIVE_MINUTES, statistic: 'Sum' });
    const api5xxRate = new cloudwatch.MathExpression({
      expression: `IF(requests >= ${MIN_REQUESTS}, 100 * errors / requests, 0)`,
      usingMetrics: { requests, errors: serverErrors },
      label: 'API 5xx (% of requests)',
      period: FIVE_MINUTES,
    });
    alarm(
      'Api5xxRate',
      'API 5xx rate',
      `At least ${API_5XX_PERCENT}% of API requests answered 5xx in two 5-minute periods running.`,
      { threshold: API_5XX_PERCENT, evaluationPeriods: 2 },
      api5xxRate,
    );

    // Every function: any error (a crash, a timeout, out of memory: the handler wrapper answers
    // everything else itself).
    for (const f of functions) {
      const label = f.node.path.split('/').slice(1).join('/');
      const id = label.replace(/[^A-Za-z0-9]/g, '');
      const errorsAt = f.alarmErrorsAt;
      alarm(
        `${id}Errors`,
        `${label} errors`,
        `${label} (${f.fn.node.path}) failed ` +
          `${errorsAt === 1 ? 'an invocation' : `${errorsAt} or more invocations`} in 5 minutes.`,
        { threshold: errorsAt, evaluationPeriods: 1 },
        f.fn.metricErrors({ period: FIVE_MINUTES, statistic: 'Sum' }),
      );
      f.fn.addEnvironment('POWERTOOLS_METRICS_NAMESPACE', namespace);
    }
    // Any throttle, one alarm for them all: no function reserves concurrency, so a throttle means
    // the account's concurrency in this region is used up, for every function at once. One alarm
    // per function said the same thing 30 times over and cost a stack resource each (a stack
    // holds at most 500); the dashboard still shows each function's throttles.
    alarm(
      'LambdaThrottles',
      'Lambda throttles',
      'Lambda refused to run functions of this account in this region: no concurrency left.',
      { threshold: 1, evaluationPeriods: 1 },
      new cloudwatch.Metric({
        namespace: 'AWS/Lambda',
        metricName: 'Throttles',
        period: FIVE_MINUTES,
        statistic: 'Sum',
      }),
    );

    // Every table: throttled reads and writes (on demand, a burst beyond twice the previous peak).
    for (const table of tables) {
      const label = table.node.path.split('/').slice(1).join('/');
      const throttles = new cloudwatch.MathExpression({
        expression: 'reads + writes',
        usingMetrics: {
          reads: table.metric('ReadThrottleEvents', { period: FIVE_MINUTES, statistic: 'Sum' }),
          writes: table.metric('WriteThrottleEvents', { period: FIVE_MINUTES, statistic: 'Sum' }),
        },
        label: `${label} throttled reads + writes`,
        period: FIVE_MINUTES,
      });
      alarm(
        `${label.replace(/[^A-Za-z0-9]/g, '')}Throttles`,
        `${label} throttles`,
        `${label} throttled ${TABLE_THROTTLES} or more reads and writes in 5 minutes.`,
        { threshold: TABLE_THROTTLES, evaluationPeriods: 1 },
        throttles,
      );
    }

    // Ingest: the share of readings refused (bad shape, or a sensor not registered to the gateway's owner).
    const ingestMetric = (metricName: string, dimensionsMap: Record<string, string> = {}) =>
      new cloudwatch.Metric({
        namespace,
        metricName,
        dimensionsMap: { service: METRICS_SERVICE, ...dimensionsMap },
        period: Duration.minutes(15),
        statistic: 'Sum',
      });
    const rejectedRate = new cloudwatch.MathExpression({
      expression: `IF(accepted + rejected >= ${MIN_READINGS}, 100 * rejected / (accepted + rejected), 0)`,
      usingMetrics: {
        accepted: ingestMetric(INGEST_METRICS.accepted),
        rejected: ingestMetric(INGEST_METRICS.rejected),
      },
      label: 'Readings rejected (% of received)',
      period: Duration.minutes(15),
    });
    alarm(
      'IngestRejections',
      'ingest rejections',
      `At least ${INGEST_REJECTED_PERCENT}% of the readings gateways sent in 15 minutes were rejected.`,
      { threshold: INGEST_REJECTED_PERCENT, evaluationPeriods: 1 },
      rejectedRate,
    );

    this.dashboard = new cloudwatch.Dashboard(this, 'Dashboard', {
      dashboardName: `${config.stackName}-ops`,
      defaultInterval: Duration.hours(6),
    });
    const graph = (title: string, left: cloudwatch.IMetric[], width = 12) =>
      new cloudwatch.GraphWidget({ title, left, width, height: 6 });
    const perFunction = (metric: (f: AppFunction) => cloudwatch.IMetric) => functions.map(metric);
    this.dashboard.addWidgets(
      graph('API requests and 5xx', [
        requests,
        serverErrors,
        stage.metricClientError({ period: FIVE_MINUTES, statistic: 'Sum' }),
      ]),
      graph('API latency (p50, p99)', [
        stage.metricLatency({ period: FIVE_MINUTES, statistic: 'p50' }),
        stage.metricLatency({ period: FIVE_MINUTES, statistic: 'p99' }),
      ]),
    );
    this.dashboard.addWidgets(
      graph(
        'Function errors',
        perFunction((f) => f.fn.metricErrors({ period: FIVE_MINUTES, statistic: 'Sum', label: f.node.id })),
      ),
      graph(
        'Function throttles',
        perFunction((f) => f.fn.metricThrottles({ period: FIVE_MINUTES, statistic: 'Sum', label: f.node.id })),
      ),
    );
    this.dashboard.addWidgets(
      graph(
        'Function duration (p99)',
        perFunction((f) => f.fn.metricDuration({ period: FIVE_MINUTES, statistic: 'p99', label: f.node.id })),
      ),
      graph(
        'DynamoDB throttled reads and writes',
        tables.flatMap((t) => [
          t.metric('ReadThrottleEvents', { period: FIVE_MINUTES, statistic: 'Sum', label: `${t.node.id} reads` }),
          t.metric('WriteThrottleEvents', { period: FIVE_MINUTES, statistic: 'Sum', label: `${t.node.id} writes` }),
        ]),
      ),
    );
    this.dashboard.addWidgets(
      graph(
        'Readings accepted, flagged, rejected, failed',
        [INGEST_METRICS.accepted, INGEST_METRICS.flagged, INGEST_METRICS.rejected, INGEST_METRICS.failed].map((m) =>
          ingestMetric(m),
        ),
      ),
      graph('Readings rejected by reason', [
        new cloudwatch.MathExpression({
          expression:
            `SEARCH('{${namespace},${REJECTION_DIMENSION},service} ` +
            `MetricName="${INGEST_METRICS.rejected}"', 'Sum', 900)`,
          label: '',
          period: Duration.minutes(15),
        }),
      ]),
    );
    this.dashboard.addWidgets(
      new cloudwatch.AlarmStatusWidget({ title: 'Alarms', alarms: this.alarms, width: 24, height: 4 }),
    );
  }
}
