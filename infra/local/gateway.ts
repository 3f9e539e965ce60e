/**
 * The local API Gateway and CloudFront in one origin:
 *   /api/docs, /api/openapi.json   the API reference: files of the web build, as CloudFront
 *                     serves them (infra/constructs/api-docs.ts)
 *   /api/*            lambdas/platform/routes.ts → API Gateway REST proxy events → the handler modules
 *   /config.json      the web app's runtime config
 *   /dev/mailbox      captured confirmation codes (JSON; /dev/mailbox/view for people)
 *   /dev/outbox       the SMS and e-mail alerts would have sent (JSON; /dev/outbox/view for people)
 *   everything else   the built web app (SPA fallback)
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { gzip as zlibGzip } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { authorizeGateway } from '../../lambdas/sensors/authorizers/gateway';
import { authorizeApiKey, isApiKeyHeader } from '../../lambdas/accounts/services/api-key-use';
import { matchRoute } from '../../lambdas/platform/routes';
import { handlerFile } from '../../lambdas/platform/lambda-entries';
import { answeringRequest } from '../../lambdas/ingest/services/forecast-queue';
import { INGEST_RETRY_AFTER_SECONDS } from '@shared/ingest/retry';
import { UNAUTHORIZED_MESSAGE } from '@shared/api-keys/rules';
import { API_REQUEST_HEADERS } from '@shared/constants';
import { env } from '../../lambdas/platform/env';
import { routes } from '../../lambdas/platform/routes';
import type { RuntimeConfig } from '@shared/runtime-config';
import type { TokenVerifier } from './jwt';
import type { Mailbox } from './mailbox';
import { mailboxPage } from './mailbox-page';
import type { Outbox } from './outbox';
import { outboxPage } from './outbox-page';
import { createStaticHandler } from './static-web';
import { API_DOCS_FILES } from '../constructs/api-docs';
import { ALREADY_COMPRESSED_TYPES, API_MIN_COMPRESSION_BYTES } from '../constructs/api-compression';
import { readBody } from './read-body';

type Handler = (event: APIGatewayProxyEvent) => Promise<APIGatewayProxyResult>;

export interface GatewayOptions {
  port: number;
  verifier: TokenVerifier;
  mailbox: Mailbox;
  outbox: Outbox;
  runtimeConfig: () => RuntimeConfig;
  serveWeb: boolean;
  /** Added to every answer, as CloudFront's response headers policy adds them in AWS. */
  securityHeaders: Record<string, string>;
}

export interface Gateway {
  url: string;
  stop(): Promise<void>;
}

/** API Gateway's payload limit; larger requests get 413 before any handler runs. */
const MAX_BODY = 10 * 1024 * 1024;

/**
 * Answers API Gateway gives itself, before any function runs (infra/constructs/api-errors.ts):
 * the same status and text, both keys, since the gateway cannot know the route's error key.
 */
const gatewayAnswers = {
  unauthorized: [401, UNAUTHORIZED_MESSAGE],
  // An unknown path, and a known path with a method it lacks, are both MISSING_AUTHENTICATION_TOKEN.
  notFound: [404, 'Not found.'],
  badRequest: [400, 'The request is malformed.'],
  tooLarge: [413, 'The request is too large.'],
  // A function that throws or times out: Lambda's 502, answered by DEFAULT_5XX.
  failed: [502, 'Something went wrong on our side. Please try again later.'],
} as const;

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(JSON.stringify(body));
}

/** The gateway's own answer, named by the request's id as every API answer is. */
function answer(res: ServerResponse, which: keyof typeof gatewayAnswers, requestId: string): void {
  const [status, message] = gatewayAnswers[which];
  // As the DEFAULT_5XX gateway response does in AWS, a 5xx tells a gateway when to send again.
  const retry: Record<string, string> = status >= 500 ? { 'retry-after': String(INGEST_RETRY_AFTER_SECONDS) } : {};
  send(
    res,
    status,
    { error: message, err: message, ...(status >= 500 ? { requestId } : {}) },
    { 'x-request-id': requestId, ...retry },
  );
}

/**
 * A browser's CORS preflight, as API Gateway's CORS options answer it (infra/constructs/api.ts):
 * only for the allowed origins (never '*'), with the headers the API takes (the farm header too).
 * Same-origin requests (the site itself) need none.
 */
function preflight(req: IncomingMessage, res: ServerResponse): void {
  const origin = req.headers.origin;
  if (!origin || !env().ALLOWED_ORIGINS.includes(origin)) {
    res.writeHead(403, { 'cache-control': 'no-store' });
    res.end();
    return;
  }
  res.writeHead(204, {
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    'access-control-allow-methods': [...new Set(routes.map((r) => r.method)), 'OPTIONS'].join(','),
    'access-control-allow-headers': API_REQUEST_HEADERS.join(','),
    'access-control-max-age': '3600',
    vary: 'Origin',
  });
  res.end();
}

const handlerCache = new Map<string, Promise<Handler>>();
function loadHandler(module: string): Promise<Handler> {
  let p = handlerCache.get(module);
  if (!p) {
    p = import(`../../lambdas/${handlerFile(module)}`).then((m: { handler: Handler }) => m.handler);
    handlerCache.set(module, p);
  }
  return p;
}

/**
 * Keys are whatever the client sent, `constructor` or `__proto__` included, so values are
 * collected in a Map and the event gets plain objects of own properties: what API Gateway's JSON
 * becomes in the function (a `{}` indexed by such a key would find Object.prototype's members).
 */
function collect(pairs: Iterable<[string, string]>): Map<string, string[]> {
  const all = new Map<string, string[]>();
  for (const [k, v] of pairs) {
    const values = all.get(k);
    if (values) values.push(v);
    else all.set(k, [v]);
  }
  return all;
}
const lastValues = (all: Map<string, string[]>): Record<string, string> =>
  Object.fromEntries([...all].map(([k, vs]) => [k, vs[vs.length - 1]!]));

/**
 * Headers as API Gateway REST hands them over: names as the client sent them (not lower-cased:
 * handlers must not depend on case), repeated headers joined in `headers` (last one wins there in
 * AWS for most names; we keep the last too) and all values in `multiValueHeaders`, plus the
 * X-Forwarded-* headers API Gateway adds.
 */
export function eventHeaders(req: Pick<IncomingMessage, 'rawHeaders' | 'socket'>): {
  headers: Record<string, string>;
  multiValueHeaders: Record<string, string[]>;
} {
  const pairs: [string, string][] = [];
  for (let i = 0; i < req.rawHeaders.length; i += 2) pairs.push([req.rawHeaders[i]!, req.rawHeaders[i + 1]!]);
  const all = collect(pairs);
  const add = (name: string, value: string) => {
    if ([...all.keys()].some((k) => k.toLowerCase() === name.toLowerCase())) return;
    all.set(name, [value]);
  };
  add('X-Forwarded-For', req.socket.remoteAddress ?? '127.0.0.1');
  add('X-Forwarded-Port', String(req.socket.localPort ?? ''));
  add('X-Forwarded-Proto', 'http');
  return { headers: lastValues(all), multiValueHeaders: Object.fromEntries(all) };
}

/** The query as API Gateway REST hands it over: the last value of a repeated key, and all of them; null when empty. */
export function eventQuery(url: URL): {
  queryStringParameters: Record<string, string> | null;
  multiValueQueryStringParameters: Record<string, string[]> | null;
} {
  const all = collect(url.searchParams);
  if (!all.size) return { queryStringParameters: null, multiValueQueryStringParameters: null };
  return { queryStringParameters: lastValues(all), multiValueQueryStringParameters: Object.fromEntries(all) };
}

async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL, opts: GatewayOptions): Promise<void> {
  const method = req.method ?? 'GET';
  // API Gateway gives every request an id before anything else happens (requestContext.requestId).
  const requestId = crypto.randomUUID();
  let match: ReturnType<typeof matchRoute>;
  try {
    match = matchRoute(method, url.pathname);
  } catch {
    // A path parameter that is not valid percent-encoding (decodeURIComponent throws).
    answer(res, 'badRequest', requestId);
    return;
  }
  if (!match) {
    answer(res, 'notFound', requestId);
    return;
  }
  const { route, params } = match;
  let authorizer: Record<string, unknown> | null = null;
  if (route.access === 'gateway') {
    // The same check as the gateway REQUEST authorizer in AWS, with the same context.
    const gateway = await authorizeGateway(req.headers.authorization);
    if (!gateway) return answer(res, 'unauthorized', requestId);
    authorizer = {
      principalId: `gateway:${gateway.gatewayId}`,
      gatewayId: gateway.gatewayId,
      owner: gateway.owner,
      kind: gateway.kind,
    };
  } else if (route.access !== 'public' && route.apiKey && isApiKeyHeader(req.headers.authorization)) {
    // The user-or-key authorizer of key-readable routes in AWS (lambdas/accounts/authorizers/user-or-key.ts)
    // asks the same question, with the same context; here without its 60 s cache, so a revoke is at once.
    const key = await authorizeApiKey(req.headers.authorization);
    if (!key) return answer(res, 'unauthorized', requestId);
    authorizer = { principalId: key.owner, ...key };
  } else if (route.access !== 'public') {
    // The Cognito authorizer answers before the function runs (the UNAUTHORIZED gateway response);
    // it takes an API key for a bad token, as on any route not marked for keys.
    const claims = await opts.verifier.verify(req.headers.authorization);
    if (!claims) return answer(res, 'unauthorized', requestId);
    authorizer = { claims };
  }
  // A route's own limit (the LoRaWAN endpoints') is also checked by its handler, as in AWS, where
  // API Gateway only knows its 10 MB; here the body is not read into memory past it.
  const raw = await readBody(req, route.maxBodyBytes ?? MAX_BODY);
  if (!raw) return answer(res, 'tooLarge', requestId);
  const { headers, multiValueHeaders } = eventHeaders(req);
  const { queryStringParameters, multiValueQueryStringParameters } = eventQuery(url);
  const event = {
    resource: route.path,
    path: url.pathname,
    httpMethod: method,
    headers,
    multiValueHeaders,
    queryStringParameters,
    multiValueQueryStringParameters,
    pathParameters: Object.keys(params).length ? params : null,
    stageVariables: null,
    // No binary media types are configured, so API Gateway passes bodies as text.
    body: raw.length ? raw.toString('utf8') : null,
    isBase64Encoded: false,
    requestContext: {
      resourcePath: route.path,
      httpMethod: method,
      path: url.pathname,
      stage: 'local',
      protocol: `HTTP/${req.httpVersion}`,
      requestId,
      requestTimeEpoch: Date.now(),
      domainName: req.headers.host ?? '127.0.0.1',
      authorizer,
      identity: { sourceIp: req.socket.remoteAddress ?? '127.0.0.1', userAgent: req.headers['user-agent'] ?? null },
    },
  } as unknown as APIGatewayProxyEvent;
  const handler = await loadHandler(route.module);
  let result: APIGatewayProxyResult;
  try {
    result = await handler(event);
  } catch (err) {
    console.error(`${method} ${url.pathname}: the handler threw (request ${requestId})`, err);
    return answer(res, 'failed', requestId);
  }
  const outHeaders: Record<string, string | string[]> = { 'content-type': 'application/json; charset=utf-8' };
  for (const [k, v] of Object.entries(result.headers ?? {})) outHeaders[k.toLowerCase()] = String(v);
  for (const [k, v] of Object.entries(result.multiValueHeaders ?? {})) outHeaders[k.toLowerCase()] = v.map(String);
  const body = result.isBase64Encoded ? Buffer.from(result.body, 'base64') : Buffer.from(result.body, 'utf8');
  if (shouldCompress(req, outHeaders, body)) {
    outHeaders['content-encoding'] = 'gzip';
    outHeaders['vary'] = 'Accept-Encoding';
    res.writeHead(result.statusCode, outHeaders);
    res.end(await gzip(body));
    return;
  }
  res.writeHead(result.statusCode, outHeaders);
  res.end(body);
}

const gzip = promisify(zlibGzip);

/**
 * As API Gateway with `minCompressionSize` (infra/constructs/api-compression.ts): gzip when the
 * request accepts it and the answer is at least that size, not compressed already and not a zip.
 */
function shouldCompress(req: IncomingMessage, headers: Record<string, string | string[]>, body: Buffer): boolean {
  if (body.length < API_MIN_COMPRESSION_BYTES || headers['content-encoding']) return false;
  const type = String(headers['content-type'] ?? '')
    .split(';')[0]!
    .trim();
  if (ALREADY_COMPRESSED_TYPES.includes(type)) return false;
  return acceptsGzip(req.headers['accept-encoding'] ?? '');
}

/** `gzip` (or `*`) listed without `q=0`. */
function acceptsGzip(header: string): boolean {
  return header.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return (coding === 'gzip' || coding === '*') && (q === undefined || Number(q.slice(2)) > 0);
  });
}

export async function startGateway(opts: GatewayOptions): Promise<Gateway> {
  const serveStatic = createStaticHandler();
  const server: Server = createServer((req, res) => {
    for (const [name, value] of Object.entries(opts.securityHeaders)) res.setHeader(name, value);
    const url = new URL(req.url ?? '/', 'http://local');
    const done = (err: unknown) => {
      console.error('Local gateway error', err);
      if (!res.headersSent) answer(res, 'failed', crypto.randomUUID());
      else res.end();
    };
    const apiDocsFile = Object.hasOwn(API_DOCS_FILES, url.pathname) ? API_DOCS_FILES[url.pathname] : undefined;
    try {
      if (apiDocsFile && opts.serveWeb && (req.method === 'GET' || req.method === 'HEAD')) {
        serveStatic(req, res, apiDocsFile).catch(done);
      } else if (req.method === 'OPTIONS' && url.pathname.startsWith('/api/')) {
        preflight(req, res);
      } else if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
        // The local forecast queue waits while requests are answered: forecasts never starve answers.
        const answered = answeringRequest();
        handleApi(req, res, url, opts).catch(done).finally(answered);
      } else if (url.pathname === '/config.json') {
        send(res, 200, opts.runtimeConfig());
      } else if (url.pathname === '/dev/mailbox') {
        send(res, 200, { messages: opts.mailbox.list(url.searchParams.get('username') ?? undefined) });
      } else if (url.pathname === '/dev/mailbox/view') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
        res.end(mailboxPage(opts.mailbox.list()));
      } else if (url.pathname === '/dev/outbox') {
        send(res, 200, { messages: opts.outbox.list(url.searchParams.get('to') ?? undefined) });
      } else if (url.pathname === '/dev/outbox/view') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
        res.end(outboxPage(opts.outbox.list()));
      } else if (opts.serveWeb && (req.method === 'GET' || req.method === 'HEAD')) {
        serveStatic(req, res, url.pathname).catch(done);
      } else {
        send(res, 404, { error: 'Not found.' });
      }
    } catch (err) {
      done(err);
    }
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
