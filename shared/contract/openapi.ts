/**
 * The OpenAPI 3.1 document of the API, built from THE contract (./index.ts) and nothing else:
 * `npm run openapi` writes it to docs/openapi.json, the web build serves it at /api/openapi.json
 * and renders it at /api/docs, and test/unit/contract/openapi.test.ts validates it and checks the
 * committed copy is current. Schemas come from zod's own converter (JSON Schema 2020-12, the
 * dialect OpenAPI 3.1 uses), read on the input side: what travels on the wire.
 */
import * as z from 'zod';
import { PRODUCT_NAME } from '../constants';
import { contract } from './index';
import { API_KEY_VARIABLE, EXAMPLE_ORIGIN } from './examples';
import { errorBodySchema, type Access, type ErrorKey, type RouteContract } from './define';

type Json = Record<string, unknown>;

/** Security schemes, by name. */
const securitySchemes = {
  bearer: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: "The signed-in user's Cognito ID token (what the web app sends).",
  },
  ApiKey: {
    type: 'apiKey',
    in: 'header',
    name: 'Authorization',
    description:
      'A personal API key, sent as `Authorization: ApiKey <key>`. Created on the profile page; read-only, ' +
      "limited to the grower's own farms, rate-limited per key (429 with Retry-After).",
  },
  gateway: {
    type: 'apiKey',
    in: 'header',
    name: 'Authorization',
    description:
      "A sensor gateway's or LoRaWAN connection's credential, sent as `Authorization: Gateway gw.<id>.<secret>` " +
      '(or `Bearer`, as network servers send it). Each works only on its own kind of endpoint.',
  },
} as const;

const ACCESS_TEXT: Record<Access, string> = {
  public: 'No credentials needed.',
  user: 'Needs a signed-in user.',
  subscriber: 'Needs a signed-in user with a valid subscription (402 otherwise).',
  admin: 'Needs an administrator (403 otherwise).',
  gateway: "Needs a sensor gateway's ingest credential.",
};

const ERROR_TEXT: Record<number, string> = {
  400: 'Bad input: the message names the field. Nothing was changed.',
  401: 'No valid credentials. A personal API key counts only on the routes marked for keys.',
  402: 'No valid subscription.',
  403: 'Not an administrator.',
  404: 'Not found, or not yours.',
  413: 'The body is larger than the route takes.',
  429: 'Too many requests: wait the Retry-After header’s seconds.',
  500: 'The server failed; the body carries the request id to quote.',
};

/** components/schemas names of the two error bodies (the older routes say `err`). */
const ERROR_BODY_NAMES: Record<ErrorKey, string> = { error: 'Error', err: 'LegacyError' };

const STATUS_TEXT: Record<number, string> = { 200: 'OK', 201: 'Created', 202: 'Accepted', 204: 'No content' };

/** The error statuses a route can answer, from what it takes and who may call it. */
export function errorStatuses(route: RouteContract): number[] {
  const statuses = new Set<number>([500]);
  if (route.method !== 'GET' || route.path.includes('{') || route.params || route.query || route.body)
    statuses.add(400);
  if (route.access !== 'public') statuses.add(401);
  if (route.access === 'subscriber') statuses.add(402);
  if (route.access === 'admin') statuses.add(403);
  if (route.path.includes('{')) statuses.add(404);
  if (route.apiKey || route.access === 'gateway') statuses.add(429);
  if (route.maxBodyBytes !== undefined) statuses.add(413);
  return [...statuses].sort((a, b) => a - b);
}

/** Path placeholders in order: `/a/{x}/b/{y}` → ['x', 'y']. */
export const pathParams = (path: string): string[] => [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);

/** The shell variable a curl example reads a path or query value from: `field_id` / `fieldId` → FIELD_ID. */
export const shellVariable = (name: string): string =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .toUpperCase();

/**
 * Shared schemas land under components/schemas: zod puts a schema with an `id` in its metadata
 * (and any recursive one) under `$defs`; those are hoisted and the references rewritten. A name
 * taken by a different schema gets the route id in front.
 */
class Components {
  readonly schemas: Record<string, Json> = {};

  /** The error body of a route (the same for every route with that key), once under components. */
  errorBody(key: ErrorKey): Json {
    const name = ERROR_BODY_NAMES[key];
    this.schemas[name] ??= this.convert(errorBodySchema(key), name);
    return { $ref: `#/components/schemas/${name}` };
  }

  convert(schema: z.ZodType, owner: string): Json {
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' }) as Json;
    delete json.$schema;
    const defs = (json.$defs ?? {}) as Record<string, Json>;
    delete json.$defs;
    const renamed = new Map<string, string>();
    for (const [name, def] of Object.entries(defs)) {
      const existing = this.schemas[name];
      const taken = existing !== undefined && JSON.stringify(existing) !== JSON.stringify(def);
      renamed.set(name, taken || name.startsWith('__') ? `${owner}_${name.replace(/^_+/, '')}` : name);
    }
    const rewrite = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(rewrite);
      if (value === null || typeof value !== 'object') return value;
      const out: Json = {};
      for (const [key, v] of Object.entries(value)) {
        out[key] =
          key === '$ref' && typeof v === 'string' && v.startsWith('#/$defs/')
            ? `#/components/schemas/${renamed.get(v.slice('#/$defs/'.length)) ?? v.slice('#/$defs/'.length)}`
            : rewrite(v);
      }
      return out;
    };
    for (const [name, def] of Object.entries(defs)) this.schemas[renamed.get(name)!] = rewrite(def) as Json;
    return rewrite(json) as Json;
  }
}

/** Path or query parameters from an object schema's properties. */
function parameters(json: Json | undefined, where: 'path' | 'query'): Json[] {
  const properties = (json?.properties ?? {}) as Record<string, Json>;
  const required = new Set((json?.required ?? []) as string[]);
  return Object.entries(properties).map(([name, schema]) => {
    const { description, ...rest } = schema;
    return {
      name,
      in: where,
      required: where === 'path' || required.has(name),
      ...(typeof description === 'string' ? { description } : {}),
      schema: rest,
    };
  });
}

/** The things a generic `{id}` can stand for, singular, as a parameter's description names them. */
const ID_KINDS = ['field', 'zone', 'sensor', 'gateway', 'farm', 'event', 'irrigation'];

/**
 * The shell variable a path parameter is read from: its own name (`field_id` → FIELD_ID), but a
 * bare `id` says what it is ("One of your zones" → ZONE_ID), else the path segment before it.
 */
export function pathVariable(path: string, name: string, description?: string): string {
  if (name !== 'id') return shellVariable(name);
  const said = description
    ?.toLowerCase()
    .match(/\b([a-z]+?)s?\b/g)
    ?.find((w) => ID_KINDS.includes(w.replace(/s$/, '')));
  const before = path.split(`/{${name}}`)[0]!.split('/').pop()!;
  return shellVariable(`${(said ?? before).replace(/s$/, '')}_id`);
}

/**
 * The curl command for a route a personal API key may call: path and required query values from
 * shell variables (URL-encoded by the reader), `--fail-with-body` so an error answer is a failing
 * command that still shows the message, a raw answer's media type accepted, and a zip written to a
 * file rather than the terminal.
 */
export function curlExample(
  id: string,
  route: RouteContract,
  pathVariables: Record<string, string>,
  requiredQuery: string[],
): string {
  const path = route.path.replace(
    /\{([^}]+)\}/g,
    (_, name: string) => `\${${pathVariables[name] ?? shellVariable(name)}}`,
  );
  const query = requiredQuery.map((name) => `${name}=\${${shellVariable(name)}}`).join('&');
  const url = `${EXAMPLE_ORIGIN}${path}${query ? `?${query}` : ''}`;
  // One option a line (the reference's code panel is narrow); a shell reads it as one command.
  const lines = [
    'curl -sS --fail-with-body',
    `-H "Authorization: ApiKey $${API_KEY_VARIABLE}"`,
    // API Gateway sends a binary answer as bytes only to a client that accepts its media type.
    ...(route.raw ? [`-H "Accept: ${route.raw}"`] : []),
    ...(route.raw === 'application/zip' ? [`-o ${id}.zip`] : []),
    `"${url}"`,
  ];
  return lines.join(' \\\n  ');
}

function operation(id: string, route: RouteContract, components: Components): Json {
  const paramsJson = route.params ? components.convert(route.params, id) : undefined;
  const queryJson = route.query ? components.convert(route.query, id) : undefined;
  const declared = parameters(paramsJson, 'path');
  // Every placeholder is a parameter, described or not (OpenAPI requires it).
  const pathParameters = pathParams(route.path).map(
    (name) => declared.find((p) => p.name === name) ?? { name, in: 'path', required: true, schema: { type: 'string' } },
  );
  const queryParameters = parameters(queryJson, 'query');
  const status = route.status ?? 200;
  const success: Json =
    status === 204
      ? { description: STATUS_TEXT[204] }
      : {
          description: STATUS_TEXT[status] ?? 'Success',
          content: route.raw
            ? {
                [route.raw]: {
                  schema:
                    route.raw === 'application/zip'
                      ? { type: 'string', contentMediaType: 'application/zip' }
                      : { type: 'string' },
                },
              }
            : { 'application/json': { schema: components.convert(route.answer, id) } },
        };
  const errorSchema = components.errorBody(route.errorKey ?? 'error');
  const responses: Json = { [String(status)]: success };
  for (const code of errorStatuses(route)) {
    responses[String(code)] = {
      description: ERROR_TEXT[code],
      ...(code === 429 ? { headers: { 'Retry-After': { schema: { type: 'integer' }, description: 'Seconds.' } } } : {}),
      content: { 'application/json': { schema: errorSchema } },
    };
  }
  const security =
    route.access === 'public'
      ? []
      : route.access === 'gateway'
        ? [{ gateway: [] }]
        : [{ bearer: [] }, ...(route.apiKey ? [{ ApiKey: [] }] : [])];
  const requiredQuery = queryParameters.filter((p) => p.required).map((p) => p.name as string);
  const pathVariables = Object.fromEntries(
    pathParameters.map((p) => [
      p.name as string,
      pathVariable(route.path, p.name as string, (p as { description?: string }).description),
    ]),
  );
  return {
    operationId: id,
    summary: route.summary,
    description: ACCESS_TEXT[route.access] + (route.apiKey ? ' Readable with a personal API key.' : ''),
    tags: [route.resource],
    ...(pathParameters.length || queryParameters.length ? { parameters: [...pathParameters, ...queryParameters] } : {}),
    ...(route.body
      ? {
          requestBody: {
            required: !route.body.safeParse(undefined).success,
            content: { 'application/json': { schema: components.convert(route.body, id) } },
          },
        }
      : {}),
    responses,
    security,
    ...(route.apiKey
      ? {
          'x-codeSamples': [
            { lang: 'Shell', label: 'curl', source: curlExample(id, route, pathVariables, requiredQuery) },
          ],
        }
      : {}),
  };
}

/** The whole document, deterministic (the same contract gives the same bytes). */
export function buildOpenApiDocument(routes: Record<string, RouteContract> = contract) {
  const components = new Components();
  const paths: Record<string, Record<string, Json>> = {};
  for (const [id, route] of Object.entries(routes)) {
    (paths[route.path] ??= {})[route.method.toLowerCase()] = operation(id, route, components);
  }
  const tags = [...new Set(Object.values(routes).map((r) => r.resource))].sort().map((name) => ({ name }));
  return {
    openapi: '3.1.1',
    info: {
      title: `${PRODUCT_NAME} API`,
      version: '2',
      description:
        `The HTTP API of ${PRODUCT_NAME}: the web app uses every route; an outside program reads a grower's data ` +
        `with a personal API key (\`Authorization: ApiKey $${API_KEY_VARIABLE}\`) on the routes that offer it. ` +
        'Errors answer a JSON body with the message under `error` (the older routes: `err`).',
    },
    // Relative: the API is on the same origin as the site and this document (/api/openapi.json).
    servers: [{ url: '/' }],
    tags,
    paths,
    components: {
      securitySchemes,
      ...(Object.keys(components.schemas).length ? { schemas: components.schemas } : {}),
    },
  };
}

/** The file's text, as `npm run openapi` writes it. */
export const openApiText = (routes?: Record<string, RouteContract>): string =>
  JSON.stringify(buildOpenApiDocument(routes), null, 2) + '\n';
