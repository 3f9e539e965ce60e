/**
 * API answers on the wire (infra/constructs/api-compression.ts): as API Gateway with
 * `minCompressionSize`, the local gateway gzips an answer of 1 kB or more for a request that
 * accepts gzip, and leaves smaller answers and requests that do not accept it alone. Read with
 * node:http, which (unlike fetch) shows the bytes as sent.
 */
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MIN_COMPRESSION_BYTES } from '../../infra/constructs/api-compression';
import { buildField } from '../support/management';
import { api, newGrower, startTestStack, type TestStack } from '../support/local-stack';

let stack: TestStack;
let token: string;

interface Wire {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  bytes: Buffer;
}

function get(path: string, acceptEncoding?: string): Promise<Wire> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (acceptEncoding) headers['accept-encoding'] = acceptEncoding;
    const req = request(`${stack.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, bytes: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  stack = await startTestStack({ seed: false });
  const grower = await newGrower(stack);
  token = grower.tokens.IdToken!;
  // Enough fields that the field list is well over the threshold.
  for (let i = 0; i < 6; i++) {
    const res = await api(stack, 'POST', '/api/field/addField', {
      token,
      json: buildField({ fieldName: `Block ${i}`, userName: grower.username }),
    });
    expect(res.status).toBe(201);
  }
});
afterAll(async () => {
  await stack?.close();
});

describe('API answers on the wire', () => {
  it('gzips an answer of 1 kB or more for a request that accepts gzip, and it reads back the same', async () => {
    const plain = await get('/api/v2/field');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes.length).toBeGreaterThanOrEqual(API_MIN_COMPRESSION_BYTES);

    const zipped = await get('/api/v2/field', 'gzip, deflate, br');
    expect(zipped.status).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['vary']).toBe('Accept-Encoding');
    expect(zipped.headers['cache-control']).toBe('no-store');
    expect(zipped.bytes.length).toBeLessThan(plain.bytes.length / 2);
    expect(JSON.parse(gunzipSync(zipped.bytes).toString('utf8'))).toEqual(JSON.parse(plain.bytes.toString('utf8')));
  });

  it('leaves a small answer, and a request that does not accept gzip, uncompressed', async () => {
    const small = await get('/api/v2/settings', 'gzip');
    expect(small.status).toBe(200);
    expect(small.bytes.length).toBeLessThan(API_MIN_COMPRESSION_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.bytes.toString('utf8'))).toMatchObject({ units: 'metric' });

    for (const refusing of ['identity', 'gzip;q=0, identity', 'br']) {
      const identity = await get('/api/v2/field', refusing);
      expect(identity.headers['content-encoding'], refusing).toBeUndefined();
      expect(JSON.parse(identity.bytes.toString('utf8'))).toHaveProperty('data');
    }
    const identity = await get('/api/v2/field', 'identity');
    expect(JSON.parse(identity.bytes.toString('utf8'))).toHaveProperty('data');
  });
});
