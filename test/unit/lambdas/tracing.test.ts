/**
 * In Lambda (AWS_EXECUTION_ENV set) every AWS SDK client the store builds is captured by the
 * tracer, so each call appears as a subsegment of the function's X-Ray trace. Elsewhere (the
 * local stack, tests) the clients are left as the SDK makes them.
 */
import { describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  process.env.AWS_EXECUTION_ENV = 'AWS_Lambda_nodejs22.x';
});

import { cognitoClient, documentClient } from '../../../lambdas/platform/aws/clients';
import { lambdaClient } from '../../../lambdas/ingest/adapters/forecast-dispatch';

const XRAY_MIDDLEWARE = 'XRaySDKInstrumentation';
const middlewareOf = (client: { middlewareStack: { identify(): string[] } }) =>
  client.middlewareStack.identify().join('\n');

describe('AWS SDK clients in Lambda', () => {
  it('DynamoDB (through the document client) and Cognito calls are traced', () => {
    expect(middlewareOf(documentClient())).toContain(XRAY_MIDDLEWARE);
    expect(middlewareOf(cognitoClient())).toContain(XRAY_MIDDLEWARE);
  });

  it('the asynchronous hand-over to the forecast function (Lambda Invoke) is traced', () => {
    expect(middlewareOf(lambdaClient())).toContain(XRAY_MIDDLEWARE);
  });
});
