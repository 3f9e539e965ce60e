/**
 * The API construct alone in a small stack, for tests of how it turns a route table of their own
 * into methods, authorizers and grants (a user pool, an app table and a DynamoDB readings table).
 */
import { App, RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type { RouteDef } from '../../lambdas/platform/routes';
import { parseConfig } from '../../infra/config';
import { Api, type ApiProps } from '../../infra/constructs/api';

export function buildApi(
  stackName: string,
  routes: RouteDef[],
  needs: ApiProps['needs'],
  extra: Partial<ApiProps> = {},
): { stack: Stack; api: Api } {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  const stack = new Stack(app, stackName, { env: { account: '123456789012', region: 'ap-southeast-2' } });
  const api = new Api(stack, 'Api', {
    config: parseConfig({}, {}),
    removalPolicy: RemovalPolicy.DESTROY,
    userPool: new cognito.UserPool(stack, 'Pool'),
    table: new dynamodb.Table(stack, 'Table', { partitionKey: { name: 'PK', type: dynamodb.AttributeType.STRING } }),
    readings: {
      kind: 'dynamodb',
      table: new dynamodb.Table(stack, 'Readings', {
        partitionKey: { name: 'sensor_id', type: dynamodb.AttributeType.STRING },
      }),
    },
    routes,
    needs,
    ...extra,
  });
  return { stack, api };
}
