/**
 * The API refuses requests that bypass CloudFront: the handler wrapper checks the x-origin-verify
 * header against the secret, read with the real Secrets Manager client from a local server that
 * answers GetSecretValue as the service does (awsJson1_1).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetEnvCache } from '../../../lambdas/platform/env';
import { lambdaHandler, ok } from '../../../lambdas/platform/http';
import { assertFromOrigin, resetOriginGuard } from '../../../lambdas/platform/origin-guard';
import { resetSecretsClient } from '../../../lambdas/platform/aws/secrets';
import { apiEvent, growerClaims } from '../../support/api-event';

const ARN = 'arn:aws:secretsmanager:ap-southeast-2:111122223333:secret:OriginSecret-AbCdEf';
let secret = 'first-secret-value';
let reads = 0;
let server: Server;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const target = req.headers['x-amz-target'];
      const input = JSON.parse(body) as { SecretId?: string };
      res.setHeader('content-type', 'application/x-amz-json-1.1');
      if (target !== 'secretsmanager.GetSecretValue' || input.SecretId !== ARN) {
        res.writeHead(400).end(
          JSON.stringify({
            __type: 'ResourceNotFoundException',
            message: 'Secrets Manager can\u2019t find the specified secret.',
          }),
        );
        return;
      }
      reads++;
      res.writeHead(200).end(
        JSON.stringify({
          ARN,
          Name: 'OriginSecret',
          SecretString: secret,
          VersionId: `v${reads}`,
          VersionStages: ['AWSCURRENT'],
        }),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  process.env.SECRETS_MANAGER_ENDPOINT = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.ORIGIN_SECRET_ARN = ARN;
  resetEnvCache();
  resetSecretsClient();
});

afterAll(async () => {
  delete process.env.SECRETS_MANAGER_ENDPOINT;
  delete process.env.ORIGIN_SECRET_ARN;
  resetEnvCache();
  resetSecretsClient();
  resetOriginGuard();
  await new Promise((r) => server.close(r));
});

beforeEach(() => {
  secret = 'first-secret-value';
  reads = 0;
  resetOriginGuard();
});

const handler = lambdaHandler({ getMe: async () => ok({ hello: 'grower' }) });
const call = (headers: Record<string, string>) =>
  handler(apiEvent({ resource: '/api/me', headers, claims: growerClaims() }));

describe('origin guard', () => {
  it('answers 403 to a request without the header or with a wrong one, before any route runs', async () => {
    const cases: Record<string, string>[] = [
      {},
      { 'x-origin-verify': 'guess' },
      { 'x-origin-verify': '' },
      { 'X-Origin-Verify': 'first-secret-valuE' },
    ];
    for (const headers of cases) {
      const res = await call(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(JSON.parse(res.body).error).toMatch(/through the site/);
    }
  });

  it('lets a request through CloudFront (the right header, any case) reach its route', async () => {
    const res = await call({ 'X-Origin-Verify': 'first-secret-value' });
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ hello: 'grower' });
  });

  it('reads the secret once, not per request', async () => {
    for (let i = 0; i < 5; i++) await assertFromOrigin({ 'x-origin-verify': 'first-secret-value' });
    expect(reads).toBe(1);
  });

  it('follows a rotation: a mismatch re-reads the secret (at most every 30 s); the old value stops', async () => {
    const t0 = 1_000_000;
    await assertFromOrigin({ 'x-origin-verify': 'first-secret-value' }, t0);
    secret = 'second-secret-value';
    // Within 30 s of the last read a mismatch is refused without hammering Secrets Manager.
    await expect(assertFromOrigin({ 'x-origin-verify': 'second-secret-value' }, t0 + 5_000)).rejects.toMatchObject({
      status: 403,
    });
    expect(reads).toBe(1);
    await assertFromOrigin({ 'x-origin-verify': 'second-secret-value' }, t0 + 31_000);
    expect(reads).toBe(2);
    await expect(assertFromOrigin({ 'x-origin-verify': 'first-secret-value' }, t0 + 32_000)).rejects.toMatchObject({
      status: 403,
    });
  });

  it('is off where no secret is configured (the local stack has no CloudFront)', async () => {
    delete process.env.ORIGIN_SECRET_ARN;
    resetEnvCache();
    try {
      expect((await call({})).statusCode).toBe(200);
      expect(reads).toBe(0);
    } finally {
      process.env.ORIGIN_SECRET_ARN = ARN;
      resetEnvCache();
    }
  });
});
