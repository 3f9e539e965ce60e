/**
 * The local API Gateway and CloudFront in one origin:
 *   /api/*            lambdas/routes.ts → API Gateway REST proxy events → the handler modules
 *   /config.json      the web app's runtime config
 *   /dev/mailbox      captured confirmation codes (JSON; /dev/mailbox/view for people)
 *   everything else   the built web app (SPA fallback)
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { authorizeGateway } from '../../lambdas/authorizers/gateway';
import { matchRoute, pathExists } from '../../lambdas/routes';
import type { RuntimeConfig } from '../../shared/runtime-config';
import type { TokenVerifier } from './jwt';
import type { Mailbox } from './mailbox';
import { mailboxPage } from './mailbox-page';
import { createStaticHandler } from './static-web';

type Handler = (event: APIGatewayProxyEvent) => Promise<APIGatewayProxyResult>;

export interface GatewayOptions {
  port: number;
  verifier: TokenVerifier;
  mailbox: Mailbox;
  runtimeConfig: () => RuntimeConfig;
  serveWeb: boolean;
}

export interface Gateway {
  url: string;
  stop(): Promise<void>;
}

const MAX_BODY = 1_000_000;

/** Gateway-level errors cannot know the route's error key, so they carry both (as in AWS). */
const bothKeys = (message: string) => ({ error: message, err: message });

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY * 2) {
        reject(new Error('too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

const handlerCache = new Map<string, Promise<Handler>>();
function loadHandler(module: string): Promise<Handler> {
  let p = handlerCache.get(module);
  if (!p) {
    p = import(`../../lambdas/handlers/${module}.ts`).then((m: { handler: Handler }) => m.handler);
    handlerCache.set(module, p);
  }
  return p;
}

async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL, opts: GatewayOptions): Promise<void> {
  const method = req.method ?? 'GET';
  const match = matchRoute(method, url.pathname);
  if (!match) {
    // API Gateway answers these itself (infra/constructs/api-errors.ts): both keys, one message.
    send(res, pathExists(url.pathname) ? 405 : 404, bothKeys(pathExists(url.pathname) ? 'Method not allowed.' : 'Not found.'));
    return;
  }
  const { route, params } = match;
  let claims: Record<string, string> | undefined;
  let gatewayContext: Record<string, string> | undefined;
  if (route.access === 'gateway') {
    // The same check as the gateway REQUEST authorizer in AWS, with the same context.
    const gateway = await authorizeGateway(req.headers.authorization);
    if (!gateway) {
      send(res, 401, bothKeys('A valid gateway credential is required.'));
      return;
    }
    gatewayContext = { principalId: `gateway:${gateway.gatewayId}`, gatewayId: gateway.gatewayId, owner: gateway.owner };
  } else if (route.access !== 'public') {
    claims = await opts.verifier.verify(req.headers.authorization);
    // The authorizer answers before the function runs, as the UNAUTHORIZED gateway response does.
    if (!claims) {
      send(res, 401, bothKeys('You need to sign in to do this.'));
      return;
    }
  }
  const raw = await readBody(req);
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers[k] = v;
  const query = Object.fromEntries(url.searchParams);
  const event = {
    resource: route.path,
    path: url.pathname,
    httpMethod: method,
    headers,
    multiValueHeaders: {},
    queryStringParameters: Object.keys(query).length ? query : null,
    multiValueQueryStringParameters: null,
    pathParameters: Object.keys(params).length ? params : null,
    stageVariables: null,
    body: raw.length ? raw.toString('utf8') : null,
    isBase64Encoded: false,
    requestContext: {
      resourcePath: route.path,
      httpMethod: method,
      stage: 'local',
      requestId: crypto.randomUUID(),
      authorizer: claims ? { claims } : (gatewayContext ?? null),
      identity: { sourceIp: req.socket.remoteAddress ?? '127.0.0.1' },
    },
  } as unknown as APIGatewayProxyEvent;
  const handler = await loadHandler(route.module);
  const result = await handler(event);
  res.writeHead(result.statusCode, { 'content-type': 'application/json; charset=utf-8', ...(result.headers as Record<string, string>) });
  res.end(result.isBase64Encoded ? Buffer.from(result.body, 'base64') : result.body);
}

export async function startGateway(opts: GatewayOptions): Promise<Gateway> {
  const serveStatic = createStaticHandler();
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    const done = (err: unknown) => {
      console.error('Local gateway error', err);
      if (!res.headersSent) send(res, 500, { error: 'The local gateway failed; see the console.' });
      else res.end();
    };
    try {
      if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
        handleApi(req, res, url, opts).catch(done);
      } else if (url.pathname === '/config.json') {
        send(res, 200, opts.runtimeConfig());
      } else if (url.pathname === '/dev/mailbox') {
        send(res, 200, { messages: opts.mailbox.list(url.searchParams.get('username') ?? undefined) });
      } else if (url.pathname === '/dev/mailbox/view') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
        res.end(mailboxPage(opts.mailbox.list()));
      } else if (opts.serveWeb && (req.method === 'GET' || req.method === 'HEAD')) {
        serveStatic(req, res, url.pathname);
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
