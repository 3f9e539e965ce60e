/**
 * AWS IoT Core for LoRaWAN (CDK context `lorawanAwsIot: true`; without it none of this exists).
 * Each grower's connection has an IoT destination that publishes its uplinks to its own topic,
 * `fieldwise/<stage>/lorawan/<gatewayId>/uplink` (shared/lorawan/aws-iot-settings.ts); ops make
 * the destinations with the role this construct provides, which may publish to those topics and
 * nothing else. One topic rule takes every such topic to the function, adding the gateway id from
 * the topic as `connection`.
 *
 * The rule invokes the function asynchronously: a failed invoke (throttled, say) goes to the rule's
 * error action, and a failed run (the store was busy) is retried twice by Lambda; either way what
 * could not be stored ends in one queue, kept 14 days, from which ops can send it again (exactly
 * once is kept by the pipeline's dedupe).
 */
import { CfnOutput, Duration, type RemovalPolicy, Stack, Token } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as iot from 'aws-cdk-lib/aws-iot';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { PRODUCT_NAME } from '@shared/constants';
import {
  AWS_IOT_DESTINATION_ROLE_OUTPUT,
  awsIotRuleName,
  awsIotRuleSql,
  awsIotTopicFilter,
  awsIotUplinkTopic,
} from '@shared/lorawan/aws-iot-settings';
import { lorawanAwsIotEntry } from '../../lambdas/platform/lambda-entries';
import type { AppConfig } from '../config';
import { acknowledge } from './acknowledge';
import { grantAlertDelivery } from './alert-delivery';
import { AppFunction } from './function';
import type { ReadingsResources } from './readings-store';

export interface LorawanAwsIotProps {
  config: AppConfig;
  removalPolicy: RemovalPolicy;
  table: ITable;
  readings: ReadingsResources;
  userPool: { userPoolArn: string; userPoolId: string };
}

export class LorawanAwsIot extends Construct {
  readonly uplinks: AppFunction;
  readonly rule: iot.CfnTopicRule;
  /** Uplinks that could not be stored: the rule's failed invokes and the function's failed runs. */
  readonly failed: sqs.Queue;
  /** The role every destination publishes with. */
  readonly destinationRole: iam.Role;

  constructor(scope: Construct, id: string, props: LorawanAwsIotProps) {
    super(scope, id);
    const { config } = props;
    const stack = Stack.of(this);

    this.failed = new sqs.Queue(this, 'FailedUplinks', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    acknowledge(
      this.failed,
      'AwsSolutions-SQS3',
      'This queue is itself the dead-letter queue of the AWS IoT uplinks (the topic rule error action and the ' +
        "function's on-failure destination); a queue behind it would only hold what ops already look at here.",
    );

    // Like the ingest function: it reads sensors, devices and formulas, writes readings, the
    // dedupe and health items, and looks at (and sends) the alerts of what it stored.
    this.uplinks = new AppFunction(this, 'Uplinks', {
      entry: lorawanAwsIotEntry,
      description: `${PRODUCT_NAME} ${config.stage}: AWS IoT Core for LoRaWAN uplinks (IoT topic rule)`,
      logRetentionDays: config.logRetentionDays,
      removalPolicy: props.removalPolicy,
      timeout: Duration.seconds(30),
    });
    this.uplinks.bindTable(props.table, 'RW');
    this.uplinks.bindReadings(props.readings, 'RW');
    grantAlertDelivery(this.uplinks, config, props.userPool);
    this.uplinks.fn.configureAsyncInvoke({
      retryAttempts: 2,
      maxEventAge: Duration.hours(6),
      onFailure: new SqsDestination(this.failed),
    });

    const errorRole = new iam.Role(this, 'RuleErrorRole', {
      assumedBy: new iam.ServicePrincipal('iot.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': stack.account } },
      }),
      description: `${PRODUCT_NAME} ${config.stage}: the LoRaWAN uplink rule's error action (send to the failed queue)`,
    });
    this.failed.grantSendMessages(errorRole);

    this.rule = new iot.CfnTopicRule(this, 'Rule', {
      ruleName: awsIotRuleName(config.stage),
      topicRulePayload: {
        description: `${PRODUCT_NAME} ${config.stage}: every connection's LoRaWAN uplinks to the uplink function`,
        sql: awsIotRuleSql(config.stage),
        awsIotSqlVersion: '2016-03-23',
        ruleDisabled: false,
        actions: [{ lambda: { functionArn: this.uplinks.fn.functionArn } }],
        errorAction: { sqs: { queueUrl: this.failed.queueUrl, roleArn: errorRole.roleArn, useBase64: false } },
      },
    });
    this.uplinks.fn.addPermission('InvokedByUplinkRule', {
      principal: new iam.ServicePrincipal('iot.amazonaws.com'),
      sourceArn: this.rule.attrArn,
      sourceAccount: stack.account,
    });

    // What a destination needs to publish to a connection's topic (AWS IoT Core for LoRaWAN asks
    // for DescribeEndpoint as well); the account condition keeps another account's IoT Wireless
    // from using it (confused deputy).
    this.destinationRole = new iam.Role(this, 'DestinationRole', {
      assumedBy: new iam.ServicePrincipal('iotwireless.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': stack.account } },
      }),
      description:
        `${PRODUCT_NAME} ${config.stage}: AWS IoT Core for LoRaWAN destinations publish uplinks to ` +
        awsIotTopicFilter(config.stage),
    });
    const topicArn = stack.formatArn({
      service: 'iot',
      resource: 'topic',
      resourceName: awsIotUplinkTopic(config.stage, '*'),
    });
    this.destinationRole.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ['iot:Publish'], resources: [topicArn] }),
    );
    this.destinationRole.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ['iot:DescribeEndpoint'], resources: ['*'] }),
    );
    // cdk-nag names the finding by the ARN as synthesized: an account left to deploy time is a token.
    const account = Token.isUnresolved(stack.account) ? '<AWS::AccountId>' : stack.account;
    const topics = `arn:aws:iot:${stack.region}:${account}:topic/${awsIotUplinkTopic(config.stage, '*')}`;
    acknowledge(
      this.destinationRole.node.findChild('DefaultPolicy'),
      `AwsSolutions-IAM5[Resource::${topics}]`,
      "One wildcard level: the connection's gateway id. Destinations are made per connection at run time, so the " +
        "role may publish to any connection's uplink topic of this stage, and to no other topic.",
    );
    acknowledge(
      this.destinationRole.node.findChild('DefaultPolicy'),
      'AwsSolutions-IAM5[Resource::*]',
      'iot:DescribeEndpoint has no resource to name (AWS requires Resource "*"); it only reveals the ' +
        "account's IoT endpoint address.",
    );

    new CfnOutput(stack, AWS_IOT_DESTINATION_ROLE_OUTPUT, {
      value: this.destinationRole.roleArn,
      description: "Role for AWS IoT Core for LoRaWAN destinations (expression type MqttTopic) of growers' connections",
    });
    new CfnOutput(stack, 'LorawanAwsIotTopics', {
      value: awsIotTopicFilter(config.stage),
      description: "MQTT topics the LoRaWAN uplink rule takes (+ = the connection's gateway id)",
    });
    new CfnOutput(stack, 'LorawanAwsIotFailedQueueUrl', {
      value: this.failed.queueUrl,
      description: 'AWS IoT LoRaWAN uplinks that could not be stored (14 days)',
    });
  }
}
