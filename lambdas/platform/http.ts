/**
 * The one place where API Gateway proxy events become requests and results/errors become
 * responses. Every handler module exports `handler = lambdaHandler(operations)`.
 */
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import * as z from 'zod';
import { INGEST_RETRY_AFTER_SECONDS, isRetryableStatus } from '@shared/ingest/retry';
import { issueText } from '@shared/validation/issue';
import { contract, type AnswerOf, type RouteContract } from '@shared/contract';
import { GATEWAY_KINDS, type GatewayKind } from '@shared/lorawan/kinds';
import { AppError, BadRequestError, NotFoundError, PayloadTooLargeError, UnauthorizedError } from './errors';
import { env } from './env';
import {
  assertAccess,
  assertApiKeyMayCall,
  assertGatewayKind,
  callerFromAuthorizer,
  type Caller,
  type VerifiedGateway,
} from './auth';
import { meterApiKey, TooManyRequestsError } from './api-key-meter';
import { assertFromOrigin } from './origin-guard';
import type { AuditNote } from './farm-access/audit';
import { callerInFarm, checkScope, recordChange } from './farm-access/request';
import { findRoute, type Access, type ErrorKey, type HandlerModuleName, type Route, type RouteDef } from './routes';
import { logger } from './telemetry/logger';
import { flushMetrics } from './telemetry/metrics';

/** Access levels that let a request in only with a verified user token. */
export type SignedInAccess = 'user' | 'subscriber' | 'admin';

/** A request to a route of access `A`: its caller is non-null exactly where `A` requires sign-in. */
export interface ApiRequest<A extends Access = Access> {
  route: RouteDef;
  caller: A extends SignedInAccess ? Caller : null;
  /** On `gateway` routes: the gateway its authorizer verified (lambdas/sensors/authorizers/gateway.ts). */
  gateway: A extends 'gateway' ? VerifiedGateway : null;
  params: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  /** Parsed JSON or form body; validate with `parseInput` before use. */
  body: unknown;
  /** Epoch ms when the function times out (from the Lambda context); absent without one (local gateway). */
  deadline?: number;
}

/** What an operation answers; `T` is its route's answer type in the contract (shared/contract). */
export interface ApiResult<T = unknown> {
  status?: number;
  body?: T;
  /** Sent as is (e.g. CSV) instead of `body` as JSON; set its content-type in `headers`. */
  rawBody?: string;
  /** Binary sent as is (a zip): base64 in the proxy result, which API Gateway decodes (binary media types). */
  rawBytes?: Uint8Array;
  headers?: Record<string, string>;
  /**
   * On a farm route that changes something: what its audit entry says, better than the route
   * alone can (`false`: nothing changed, no entry).
   */
  audit?: AuditNote | false;
}

export type Operation<A extends Access = Access, T = unknown> = (req: ApiRequest<A>) => Promise<ApiResult<T>>;

/**
 * What a handler module exports as `operations`: exactly one entry per route of lambdas/platform/routes.ts
 * naming the module, typed by that route's access. A handler declares
 * `export const operations = { … } satisfies Operations<'fields'>`, so a misspelt operation or
 * module in the table (or an operation no route names) fails the type check.
 */
export type Operations<M extends HandlerModuleName> = {
  [R in Extract<Route, { module: M }> as R['operation']]: (req: RouteRequest<R>) => Promise<ApiResult<AnswerOf<R>>>;
};

/** A part of the request as the route's contract parses it, or as received when it declares none. */
type Parsed<R, K extends 'params' | 'query' | 'body', Fallback> = R extends { [P in K]: infer S extends z.ZodType }
  ? z.output<S>
  : Fallback;

/**
 * The request an operation of route R receives: where the contract declares path parameters, a
 * query or a body, the dispatcher has already parsed them with its schemas (400 naming the field
 * otherwise), and they arrive typed.
 */
export type RouteRequest<R extends Route> = Omit<ApiRequest<R['access']>, 'params' | 'query' | 'body'> & {
  params: Parsed<R, 'params', Record<string, string>>;
  query: Parsed<R, 'query', Record<string, string>>;
  body: Parsed<R, 'body', unknown>;
};

/**
 * `(req: never)` accepts an operation of any route (its access, and the params, query and body its
 * contract declares); the dispatcher asserts the access and parses those before it runs.
 */
type AnyOperations = Readonly<Record<string, (req: never) => Promise<ApiResult>>>;

export const ok = <T>(body: T, status = 200): ApiResult<T> => ({ status, body });

/** The largest body a route without its own limit takes (the contract's `maxBodyBytes`). */
const MAX_BODY_BYTES = 1_000_000;

/**
 * Query keys, header names and path values are chosen by the client: they go into objects without
 * a prototype, so `__proto__` or `constructor` is an ordinary key and a name nobody sent reads
 * undefined (never Object.prototype's member of that name).
 */
function userKeyed(
  h: Record<string, string | undefined> | null | undefined,
  key: (k: string) => string = (k) => k,
): Record<string, string> {
  const out = Object.create(null) as Record<string, string>;
  for (const [k, v] of Object.entries(h ?? {})) if (v !== undefined) out[key(k)] = v;
  return out;
}

/**
 * JSON or application/x-www-form-urlencoded (the spec sends both); anything unreadable is a 400,
 * a body over the limit (in bytes) a 413.
 */
export function parseBody(
  event: Pick<APIGatewayProxyEvent, 'body' | 'isBase64Encoded'>,
  contentType = '',
  maxBytes = MAX_BODY_BYTES,
): unknown {
  if (event.body == null || event.body === '') return {};
  const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  if (Buffer.byteLength(raw, 'utf8') > maxBytes)
    throw new PayloadTooLargeError(`body: the request is larger than ${maxBytes} bytes.`);
  if (contentType.includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(raw));
  }
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new BadRequestError('body: the request body is not valid JSON.');
  }
}

/** Validate input with a schema; a failure names the field: "fieldName: message". */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new BadRequestError(issueText(result.error));
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): APIGatewayProxyResult {
  return {
    statusCode: status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
    body: body === undefined ? '' : JSON.stringify(body),
  };
}

/**
 * Every error leaves as JSON with a human message under the route's error key. A 5xx also names
 * its request, so a user's report of it can be found in the logs.
 */
export function errorResponse(err: unknown, errorKey: ErrorKey = 'error', requestId?: string): APIGatewayProxyResult {
  const [status, message] =
    err instanceof AppError
      ? [err.status, err.message]
      : [500, 'Something went wrong on our side. Please try again later.'];
  const coded = err instanceof AppError && err.refusal ? { code: err.refusal.code, values: err.refusal.values } : {};
  return json(status, { [errorKey]: message, ...coded, ...(status >= 500 && requestId ? { requestId } : {}) });
}

/** API Gateway's id of the request (what its access log shows); Lambda's, or a new one, without it. */
function requestIdOf(event: APIGatewayProxyEvent, context?: Partial<Context>): string {
  return event.requestContext?.requestId || context?.awsRequestId || randomUUID();
}

/** What every log line of a request says about it: the caller by name, never a credential. */
interface RequestLog {
  route: string;
  operation?: string;
  caller: string | null;
  requestId: string;
}

/**
 * Each request leaves one log line (route, caller, request id, status, duration), its metrics are
 * written, and every answer names its request in `x-request-id`.
 */
export function lambdaHandler(operations: AnyOperations) {
  const dispatch = dispatcher(operations);
  return async (event: APIGatewayProxyEvent, context?: Partial<Context>): Promise<APIGatewayProxyResult> => {
    const started = Date.now();
    const about: RequestLog = {
      route: `${event.httpMethod} ${event.resource}`,
      caller: null,
      requestId: requestIdOf(event, context),
    };
    if (context?.awsRequestId && context.functionName) logger.addContext(context as Context);
    const res = await dispatch(event, about, context);
    flushMetrics();
    logger.info('request', { ...about, status: res.statusCode, durationMs: Date.now() - started });
    return withCors(event, { ...res, headers: { ...res.headers, 'x-request-id': about.requestId } });
  };
}

function dispatcher(operations: AnyOperations) {
  return async (
    event: APIGatewayProxyEvent,
    about: RequestLog,
    context?: Partial<Context>,
  ): Promise<APIGatewayProxyResult> => {
    const deadline = context?.getRemainingTimeInMillis ? Date.now() + context.getRemainingTimeInMillis() : undefined;
    const route = findRoute(event.httpMethod, event.resource);
    about.operation = route?.operation;
    try {
      const headers = userKeyed(event.headers, (k) => k.toLowerCase());
      await assertFromOrigin(headers);
      if (!route) throw new NotFoundError(`No route for ${event.httpMethod} ${event.resource}.`);
      const operation = operations[route.operation];
      if (!operation) throw new NotFoundError(`No operation ${route.operation}.`);
      const signedIn = route.access !== 'public' && route.access !== 'gateway';
      // The order, and why:
      // 1. who is asking (the verified token or key), and whether a key may call the route at all;
      // 2. on a farm route naming a farm (path farm_id, else the x-fieldwise-farm header): the
      //    membership (404), the role (403), the owner's plan (402 on a change), before any input is
      //    read, so a non-member learns nothing from our 400s; the caller then acts as the owner;
      // 3. the route's access: in a farm the owner's plan already decided, so only the sign-in counts;
      // 4. the key's rate, counted only for requests that got this far;
      // 5. the input (400), then every resource it names must be in the farm (404);
      // 6. the operation; a change that succeeded on a farm route leaves an audit entry.
      const verified = signedIn ? callerFromAuthorizer(event.requestContext?.authorizer) : null;
      about.caller = callerLabel(verified);
      assertApiKeyMayCall(route, verified);
      const rawParams = userKeyed(event.pathParameters);
      const caller = route.farm && verified ? await callerInFarm(route.farm, verified, rawParams, headers) : verified;
      about.caller = callerLabel(caller);
      assertAccess(caller?.farm && route.access === 'subscriber' ? 'user' : route.access, caller);
      if (caller?.apiKey) await meterApiKey(caller.apiKey.id);
      const gateway = route.access === 'gateway' ? gatewayFromContext(event.requestContext?.authorizer) : null;
      if (gateway) {
        about.caller = `gateway:${gateway.gatewayId}`;
        assertGatewayKind(gateway, route.gatewayKind ?? 'fieldwise');
      }
      const req: ApiRequest = {
        route,
        caller,
        gateway,
        params: rawParams,
        query: userKeyed(event.queryStringParameters),
        headers,
        body: parseBody(event, headers['content-type'] ?? '', route.maxBodyBytes),
        ...(deadline !== undefined ? { deadline } : {}),
      };
      parseDeclaredInput(route, req);
      const pending =
        route.farm && caller
          ? await checkScope(
              route.farm,
              caller,
              { ...(route.id ? { route: route.id } : {}), method: route.method, resource: route.resource ?? '' },
              req,
            )
          : undefined;
      // assertAccess above guarantees what the route's access promises the operation (a caller), and
      // parseDeclaredInput the typed params, query and body its contract declares.
      const result = await operation(req as never);
      if (pending && (result.status ?? 200) < 400) await recordChange(pending, result.audit, result.body);
      if (result.rawBytes !== undefined) {
        return {
          statusCode: result.status ?? 200,
          headers: { 'cache-control': 'no-store', ...result.headers },
          body: Buffer.from(result.rawBytes).toString('base64'),
          isBase64Encoded: true,
        };
      }
      if (result.rawBody !== undefined) {
        return {
          statusCode: result.status ?? 200,
          headers: { 'cache-control': 'no-store', ...result.headers },
          body: result.rawBody,
        };
      }
      return json(result.status ?? 200, result.body, result.headers);
    } catch (err) {
      // Expected refusals (AppError below 500) are the request log's status; anything else is ours to fix.
      if (!(err instanceof AppError) || err.status >= 500) logger.error('Unhandled error', { ...about, error: err });
      const res = errorResponse(err, route?.errorKey, about.requestId);
      if (err instanceof TooManyRequestsError)
        return { ...res, headers: { ...res.headers, 'retry-after': String(err.retryAfterSeconds) } };
      return route?.access === 'gateway' ? withRetryAfter(res) : res;
    }
  };
}

/** The request log's caller: the user, and for a personal API key its name and id (never the key). */
function callerLabel(caller: Caller | null): string | null {
  if (!caller) return null;
  if (caller.farm && caller.farm.member !== caller.userName)
    return `${caller.farm.member} (${caller.farm.role} of ${caller.userName}'s farm ${caller.farm.farmId})`;
  return caller.apiKey ? `${caller.userName} (API key "${caller.apiKey.name}" ${caller.apiKey.id})` : caller.userName;
}

/** Parse the parts of the request the route's contract declares, in place (path, query, body). */
function parseDeclaredInput(route: RouteDef, req: ApiRequest): void {
  if (!route.id) return;
  const declared: RouteContract = contract[route.id];
  if (declared.params) req.params = parseInput(declared.params, req.params) as Record<string, string>;
  if (declared.query) req.query = parseInput(declared.query, req.query) as Record<string, string>;
  if (declared.body) req.body = parseInput(declared.body, req.body);
}

/** A gateway told when to send a batch again that failed on our side (shared/ingest/retry.ts). */
function withRetryAfter(res: APIGatewayProxyResult): APIGatewayProxyResult {
  if (!isRetryableStatus(res.statusCode)) return res;
  return { ...res, headers: { ...res.headers, 'retry-after': String(INGEST_RETRY_AFTER_SECONDS) } };
}

/** Echo the caller's Origin only when it is one of the configured ones (never '*'). */
function withCors(event: APIGatewayProxyEvent, res: APIGatewayProxyResult): APIGatewayProxyResult {
  const origin = event.headers?.origin ?? event.headers?.Origin;
  if (!origin || !env().ALLOWED_ORIGINS.includes(origin)) return res;
  return {
    ...res,
    headers: {
      ...res.headers,
      'access-control-allow-origin': origin,
      'access-control-allow-credentials': 'true',
      'access-control-expose-headers': 'x-request-id',
      vary: 'Origin',
    },
  };
}

function gatewayFromContext(context: Record<string, unknown> | null | undefined): VerifiedGateway {
  const gatewayId = context?.gatewayId;
  const owner = context?.owner;
  // An authorizer answer cached before kinds existed has none: those gateways are all 'fieldwise'.
  const kind = context?.kind ?? 'fieldwise';
  if (typeof gatewayId !== 'string' || typeof owner !== 'string' || !gatewayId || !owner)
    throw new UnauthorizedError('A gateway credential is required.');
  if (!(GATEWAY_KINDS as readonly unknown[]).includes(kind))
    throw new UnauthorizedError('A gateway credential is required.');
  return { gatewayId, owner, kind: kind as GatewayKind };
}
