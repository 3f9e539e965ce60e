/**
 * API Gateway writes execution logs (loggingLevel ERROR) to `API-Gateway-Execution-Logs_{apiId}/{stage}`,
 * a log group the service creates itself on the first entry, outside the stack and kept forever.
 * Creating it in the stack first gives it the stage's retention and removal policy; the stage
 * depends on it, so the group exists before API Gateway could write (and create) it.
 */
import type { RemovalPolicy } from 'aws-cdk-lib';
import type * as apigw from 'aws-cdk-lib/aws-apigateway';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';

export function executionLogGroupName(restApiId: string, stageName: string): string {
  return `API-Gateway-Execution-Logs_${restApiId}/${stageName}`;
}

export function createExecutionLogs(
  scope: Construct,
  restApi: apigw.RestApi,
  props: { stageName: string; retentionDays: number; removalPolicy: RemovalPolicy },
): logs.LogGroup {
  const group = new logs.LogGroup(scope, 'ExecutionLogs', {
    logGroupName: executionLogGroupName(restApi.restApiId, props.stageName),
    retention: props.retentionDays as logs.RetentionDays,
    removalPolicy: props.removalPolicy,
  });
  restApi.deploymentStage.node.addDependency(group);
  return group;
}
