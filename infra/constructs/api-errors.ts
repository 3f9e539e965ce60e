/**
 * Errors API Gateway answers by itself (before any handler runs) in the app's own shape:
 * JSON with a human message. The gateway cannot know which route
 * reads `err` and which `error`, so these carry both keys with the same message. The texts
 * match lambdas/platform/errors.ts and lambdas/platform/http.ts, so a client sees one wording for one situation.
 */
import * as apigw from 'aws-cdk-lib/aws-apigateway';
import { INGEST_RETRY_AFTER_SECONDS } from '@shared/ingest/retry';
import { UNAUTHORIZED_MESSAGE } from '@shared/api-keys/rules';

const body = (message: string) => JSON.stringify({ error: message, err: message });

export function gatewayResponses(api: apigw.RestApi, allowedOrigins: string[]): void {
  // A gateway response can carry one fixed Access-Control-Allow-Origin; with one allowed origin
  // we can name it, with several we cannot echo the caller safely, so none is sent.
  const cors: Record<string, string> =
    allowedOrigins.length === 1 ? { 'Access-Control-Allow-Origin': `'${allowedOrigins[0]}'`, Vary: "'Origin'" } : {};
  // A throttled or failed request tells a sensor gateway when to send again (the gateway contract,
  // shared/ingest/retry.ts); a gateway response's headers are fixed, so one figure for every route.
  const retry = { 'Retry-After': `'${INGEST_RETRY_AFTER_SECONDS}'` };
  const add = (
    id: string,
    type: apigw.ResponseType,
    statusCode: string | undefined,
    template: string,
    extra: Record<string, string> = {},
  ) =>
    api.addGatewayResponse(id, {
      type,
      statusCode,
      responseHeaders: { ...cors, 'Cache-Control': "'no-store'", ...extra },
      templates: { 'application/json': template },
    });

  add('Unauthorized', apigw.ResponseType.UNAUTHORIZED, '401', body(UNAUTHORIZED_MESSAGE));
  add('AccessDenied', apigw.ResponseType.ACCESS_DENIED, '403', body('You are not allowed to do this.'));
  // API Gateway answers an unknown path or method with 403 "Missing Authentication Token".
  add('NotFound', apigw.ResponseType.MISSING_AUTHENTICATION_TOKEN, '404', body('Not found.'));
  add(
    'Throttled',
    apigw.ResponseType.THROTTLED,
    '429',
    body('Too many requests. Please try again in a moment.'),
    retry,
  );
  add(
    'BadRequestParameters',
    apigw.ResponseType.BAD_REQUEST_PARAMETERS,
    '400',
    '{"error":$context.error.messageString,"err":$context.error.messageString}',
  );
  add(
    'BadRequestBody',
    apigw.ResponseType.BAD_REQUEST_BODY,
    '400',
    '{"error":$context.error.messageString,"err":$context.error.messageString}',
  );
  add(
    'Default4xx',
    apigw.ResponseType.DEFAULT_4XX,
    undefined,
    '{"error":$context.error.messageString,"err":$context.error.messageString}',
  );
  // A 5xx names its request (as the functions' 5xx do), so a user's report of it can be found in
  // the access log; API Gateway fills in $context.requestId. Its own answers carry the id in the
  // x-amzn-RequestId header (a gateway response cannot set a header from the context).
  const failed = 'Something went wrong on our side. Please try again later.';
  add(
    'Default5xx',
    apigw.ResponseType.DEFAULT_5XX,
    undefined,
    `{"error":"${failed}","err":"${failed}","requestId":"$context.requestId"}`,
    retry,
  );
}
