/**
 * The OpenAPI document (shared/contract/openapi.ts): valid OpenAPI 3.1 by a maintained validator,
 * every contract route in it once and nothing else, and docs/openapi.json is what the generator
 * writes today (so the committed reference cannot go stale).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { contract, defineRoute, type RouteContract } from '@shared/contract';
import { buildOpenApiDocument, openApiText, pathVariable, shellVariable } from '@shared/contract/openapi';
import { API_KEY_VARIABLE, EXAMPLE_ORIGIN } from '@shared/contract/examples';

type Operation = {
  operationId: string;
  tags: string[];
  summary: string;
  parameters?: { name: string; in: string; required: boolean; schema: unknown }[];
  requestBody?: { required: boolean; content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
  security: Record<string, string[]>[];
  'x-codeSamples'?: { lang: string; label: string; source: string }[];
};

const doc = buildOpenApiDocument();
const operations = Object.entries(doc.paths).flatMap(([path, byMethod]) =>
  Object.entries(byMethod).map(([method, op]) => ({ path, method: method.toUpperCase(), op: op as Operation })),
);

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1 (@seriousme/openapi-schema-validator)', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('the validator refuses a broken document (so the test above can fail)', async () => {
    const broken = structuredClone(doc) as { paths: Record<string, Record<string, Record<string, unknown>>> };
    broken.paths['/api/me']!.get!.parameters = [{ name: 'x', in: 'body' }];
    expect((await new Validator().validate(broken)).valid).toBe(false);
    const noDescription = structuredClone(doc) as { paths: Record<string, Record<string, Record<string, unknown>>> };
    noDescription.paths['/api/me']!.get!.responses = { '200': {} };
    expect((await new Validator().validate(noDescription)).valid).toBe(false);
  });

  it('holds every contract route once (method, path, operationId) and nothing else', () => {
    const inDoc = operations.map((o) => `${o.method} ${o.path} ${o.op.operationId}`).sort();
    const inContract = Object.entries(contract)
      .map(([id, r]) => `${r.method} ${r.path} ${id}`)
      .sort();
    expect(inDoc).toEqual(inContract);
  });

  it('tags each operation with its resource and gives the summary', () => {
    for (const { op } of operations) {
      const route = contract[op.operationId as keyof typeof contract];
      expect(op.tags, op.operationId).toEqual([route.resource]);
      expect(op.summary, op.operationId).toBe(route.summary);
    }
  });

  it('describes every path placeholder as a required path parameter', () => {
    for (const { path, op } of operations) {
      const placeholders = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      const inPath = (op.parameters ?? []).filter((p) => p.in === 'path');
      expect(
        inPath.map((p) => p.name),
        op.operationId,
      ).toEqual(placeholders);
      expect(inPath.every((p) => p.required)).toBe(true);
    }
  });

  it('answers each route’s error body under its own key, and 401 on every route that needs credentials', () => {
    for (const { op } of operations) {
      const route: RouteContract = contract[op.operationId as keyof typeof contract];
      const name = route.errorKey === 'err' ? 'LegacyError' : 'Error';
      expect(op.responses['500']!.content!['application/json']!.schema, op.operationId).toEqual({
        $ref: `#/components/schemas/${name}`,
      });
      expect('401' in op.responses, op.operationId).toBe(route.access !== 'public');
      expect('402' in op.responses, op.operationId).toBe(route.access === 'subscriber');
    }
    expect(doc.components.schemas?.LegacyError).toMatchObject({ required: ['err'] });
    expect(doc.components.schemas?.Error).toMatchObject({ required: ['error'] });
  });

  it('offers the API key scheme and a curl example exactly on the routes the contract marks', () => {
    for (const { op } of operations) {
      const route: RouteContract = contract[op.operationId as keyof typeof contract];
      const schemes = op.security.flatMap((s) => Object.keys(s));
      expect(schemes.includes('ApiKey'), op.operationId).toBe(route.apiKey === true);
      expect(op['x-codeSamples'] !== undefined, op.operationId).toBe(route.apiKey === true);
      if (route.access === 'public') expect(op.security).toEqual([]);
      if (route.access === 'gateway') expect(schemes).toEqual(['gateway']);
    }
  });

  it('builds schemas, parameters, body and curl example from the route’s zod schemas', () => {
    const fieldSchema = z
      .strictObject({ id: z.string(), area: z.number().describe('Hectares.') })
      .meta({ id: 'Thing' });
    const doc = buildOpenApiDocument({
      readThing: defineRoute({
        method: 'GET',
        path: '/api/v2/things/{thing_id}',
        access: 'subscriber',
        resource: 'things',
        summary: 'Read one thing.',
        apiKey: true,
        params: z.object({ thing_id: z.string().min(1).describe('The thing.') }),
        query: z.object({ from: z.string(), limit: z.coerce.number().optional() }),
        answer: z.object({ thing: fieldSchema, others: z.array(fieldSchema) }),
      }),
      addThing: defineRoute({
        method: 'POST',
        path: '/api/v2/things',
        access: 'user',
        resource: 'things',
        summary: 'Add a thing.',
        body: z.object({ name: z.string() }),
        status: 201,
        answer: fieldSchema,
      }),
      thingsZip: defineRoute({
        method: 'GET',
        path: '/api/v2/things.zip',
        access: 'subscriber',
        resource: 'things',
        summary: 'All things zipped.',
        apiKey: true,
        raw: 'application/zip',
        answer: z.unknown(),
      }),
      thingsCsv: defineRoute({
        method: 'GET',
        path: '/api/v2/things.csv',
        access: 'public',
        resource: 'things',
        summary: 'All things as CSV.',
        raw: 'text/csv',
        answer: z.unknown(),
      }),
    });
    const read = doc.paths['/api/v2/things/{thing_id}']!.get as unknown as Operation;
    expect(read.parameters).toEqual([
      {
        name: 'thing_id',
        in: 'path',
        required: true,
        description: 'The thing.',
        schema: { type: 'string', minLength: 1 },
      },
      { name: 'from', in: 'query', required: true, schema: { type: 'string' } },
      { name: 'limit', in: 'query', required: false, schema: expect.any(Object) },
    ]);
    expect(read.responses['200']!.content!['application/json']!.schema).toMatchObject({
      properties: { thing: { $ref: '#/components/schemas/Thing' } },
    });
    expect(doc.components.schemas?.Thing).toMatchObject({ required: ['id', 'area'], additionalProperties: false });
    expect(read['x-codeSamples']).toEqual([
      {
        lang: 'Shell',
        label: 'curl',
        source: [
          'curl -sS --fail-with-body \\',
          `  -H "Authorization: ApiKey $${API_KEY_VARIABLE}" \\`,
          `  "${EXAMPLE_ORIGIN}/api/v2/things/\${THING_ID}?from=\${FROM}"`,
        ].join('\n'),
      },
    ]);
    expect(Object.keys(read.responses)).toEqual(['200', '400', '401', '402', '404', '429', '500']);
    const add = doc.paths['/api/v2/things']!.post as unknown as Operation;
    expect(add.requestBody).toEqual({
      required: true,
      content: {
        'application/json': {
          schema: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
        },
      },
    });
    expect(Object.keys(add.responses)).toEqual(['201', '400', '401', '500']);
    const csv = doc.paths['/api/v2/things.csv']!.get as unknown as Operation;
    expect(csv.responses['200']!.content).toEqual({ 'text/csv': { schema: { type: 'string' } } });
    expect(csv['x-codeSamples']).toBeUndefined(); // not marked for keys
    const zip = doc.paths['/api/v2/things.zip']!.get as unknown as Operation;
    expect(zip.responses['200']!.content).toEqual({
      'application/zip': { schema: { type: 'string', contentMediaType: 'application/zip' } },
    });
    expect(zip['x-codeSamples']![0]!.source).toBe(
      [
        'curl -sS --fail-with-body \\',
        `  -H "Authorization: ApiKey $${API_KEY_VARIABLE}" \\`,
        '  -H "Accept: application/zip" \\',
        '  -o thingsZip.zip \\',
        `  "${EXAMPLE_ORIGIN}/api/v2/things.zip"`,
      ].join('\n'),
    );
    expect(csv.security).toEqual([]);
  });

  it('names the shell variables of the curl examples after the parameters', () => {
    expect(shellVariable('field_id')).toBe('FIELD_ID');
    expect(shellVariable('fieldId')).toBe('FIELD_ID');
    expect(shellVariable('sensor-id')).toBe('SENSOR_ID');
    expect(pathVariable('/api/v2/readings/{sensor_id}', 'sensor_id')).toBe('SENSOR_ID');
    // A bare {id} says what it stands for: its description first (the path may be older than it), else the path.
    expect(pathVariable('/api/v2/events/{id}', 'id', 'One of your fields')).toBe('FIELD_ID');
    expect(pathVariable('/api/v2/zone/{id}/recommendation', 'id', 'One of your zones')).toBe('ZONE_ID');
    expect(pathVariable('/api/v2/zone/{id}/recommendation', 'id')).toBe('ZONE_ID');
    expect(pathVariable('/api/v2/gateways/{id}', 'id', 'Its id')).toBe('GATEWAY_ID');
  });

  it('is what docs/openapi.json holds (run `npm run openapi` after changing the contract)', () => {
    const committed = readFileSync(join(import.meta.dirname, '..', '..', '..', 'docs', 'openapi.json'), 'utf8');
    expect(committed === openApiText(), 'docs/openapi.json is stale: run `npm run openapi` and commit it').toBe(true);
  });
});
