/** A gateway route's 5xx tells the gateway when to send again; other answers and user routes do not. */
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { INGEST_RETRY_AFTER_SECONDS } from '@shared/ingest/retry';
import { BadRequestError } from '../../../lambdas/platform/errors';
import { lambdaHandler, ok } from '../../../lambdas/platform/http';
import { apiEvent, growerClaims } from '../../support/api-event';

/** A batch the route's contract lets through to the operation (each reading is checked there). */
const gatewayEvent = (): APIGatewayProxyEvent => {
  const e = apiEvent({ method: 'POST', resource: '/api/v2/ingest', body: '{"readings":[{"sensor_id":"S1"}]}' });
  (e.requestContext as { authorizer: unknown }).authorizer = {
    principalId: 'gateway:gw1',
    gatewayId: 'gw1',
    owner: 'grower1',
  };
  return e;
};

describe('Retry-After on gateway routes', () => {
  it('is sent with a 5xx of the ingest route', async () => {
    const res = await lambdaHandler({ ingest: async () => Promise.reject(new Error('DynamoDB is down')) })(
      gatewayEvent(),
    );
    expect(res.statusCode).toBe(500);
    expect(res.headers?.['retry-after']).toBe(String(INGEST_RETRY_AFTER_SECONDS));
  });

  it("is not sent with a 4xx (the batch's own fault) nor with a success", async () => {
    const refused = await lambdaHandler({
      ingest: async () => Promise.reject(new BadRequestError('readings: send at least one reading')),
    })(gatewayEvent());
    expect(refused.statusCode).toBe(400);
    expect(refused.headers?.['retry-after']).toBeUndefined();
    const stored = await lambdaHandler({ ingest: async () => ok({ data: { stored: 0 } }) })(gatewayEvent());
    expect(stored.statusCode).toBe(200);
    expect(stored.headers?.['retry-after']).toBeUndefined();
  });

  it("is not sent with a user route's 5xx", async () => {
    const res = await lambdaHandler({ getMe: async () => Promise.reject(new Error('boom')) })(
      apiEvent({ resource: '/api/me', claims: growerClaims() }),
    );
    expect(res.statusCode).toBe(500);
    expect(res.headers?.['retry-after']).toBeUndefined();
  });
});
