/**
 * The one factory for API Gateway (REST) proxy events in tests. Claims arrive as the Cognito
 * authorizer passes them: string values.
 */
import type { APIGatewayProxyEvent } from 'aws-lambda';

export interface EventOptions {
  method?: string;
  resource: string;
  path?: string;
  pathParameters?: Record<string, string> | null;
  query?: Record<string, string> | null;
  headers?: Record<string, string>;
  body?: string | null;
  claims?: Record<string, string> | null;
  /** API Gateway's id of the request (requestContext.requestId); absent unless given. */
  requestId?: string;
}

export function apiEvent(opts: EventOptions): APIGatewayProxyEvent {
  return {
    httpMethod: opts.method ?? 'GET',
    resource: opts.resource,
    path: opts.path ?? opts.resource,
    pathParameters: opts.pathParameters ?? null,
    queryStringParameters: opts.query ?? null,
    multiValueQueryStringParameters: null,
    headers: opts.headers ?? {},
    multiValueHeaders: {},
    body: opts.body ?? null,
    isBase64Encoded: false,
    stageVariables: null,
    requestContext: {
      authorizer: opts.claims ? { claims: opts.claims } : null,
      ...(opts.requestId ? { requestId: opts.requestId } : {}),
    } as unknown as APIGatewayProxyEvent['requestContext'],
  };
}

/** Claims of a signed-in grower, overridable per test. */
export function growerClaims(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    'cognito:username': 'grower1',
    token_use: 'id',
    'custom:subscription_level': 'full',
    'custom:sub_expiry_date': '01-01-2099',
    ...overrides,
  };
}
