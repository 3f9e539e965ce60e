/**
 * The shape of one route of THE contract (shared/contract/index.ts): what the server answers, the
 * web app and outside programs call, the CDK stack and the local gateway route, and the OpenAPI
 * document describes. Everything about a route that both sides must agree on lives here.
 */
import * as z from 'zod';
import type { GatewayKind } from '../lorawan/kinds';
import type { FarmAction } from '../teams/roles';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call a route:
 * - public      no token
 * - user        a verified token (subscription not checked)
 * - subscriber  a verified token and a valid subscription (402 otherwise); admins pass
 * - admin       a verified token in the `admin` group (403 otherwise)
 * - gateway     a gateway's own ingest credential (no user token)
 */
export type Access = 'public' | 'user' | 'subscriber' | 'admin' | 'gateway';

/** The property an error message travels in: the spec's older routes read `err`, the rest `error`. */
export type ErrorKey = 'err' | 'error';

/** The success answer's body when it is not JSON (a CSV, a zip): its media type. */
export type RawMediaType = 'text/csv' | 'application/zip' | 'text/plain';

/** What names the farm a resource belongs to (lambdas/platform/farm-access resolves each kind). */
export type FarmResourceKind =
  'farmId' | 'farmName' | 'field' | 'zone' | 'sensor' | 'gateway' | 'irrigation' | 'event' | 'vendorLink';

/**
 * How a farm route names its farm:
 * - `list`: a list of the caller's things; in a shared farm the handler answers only that farm's rows
 * - `create`: makes something in the farm without naming one of its resources (a gateway)
 * - a resource kind and where its id is (a path parameter, the query or the body; an array of ids
 *   names several); every named resource must be in the farm the request acts in, else 404.
 */
export type FarmScope =
  | { kind: 'list' }
  | { kind: 'create' }
  | { kind: FarmResourceKind; in: 'params' | 'query' | 'body'; name: string; optional?: true };

/** A route on a farm's things: the action the role table (shared/teams/roles.ts) must allow, and where its farm is. */
export interface FarmAccess {
  action: FarmAction;
  scope: readonly FarmScope[];
  /** The path parameter naming a user: a member naming themself passes whatever their role (leaving a farm). */
  orSelf?: string;
}

export interface RouteContract {
  method: HttpMethod;
  /** The path, with `{param}` placeholders (API Gateway's resource path). */
  path: string;
  access: Access;
  /** Default `error`. */
  errorKey?: ErrorKey;
  /** One line for the reference page. */
  summary: string;
  /** The resource the route reads or changes: its OpenAPI tag and its web query module. */
  resource: string;
  /** Readable with `Authorization: ApiKey <key>` (read-only routes a personal API key may call). */
  apiKey?: boolean;
  /** Path parameters (always strings on the wire). */
  params?: z.ZodType;
  /** Query string parameters (strings on the wire). */
  query?: z.ZodType;
  /** The JSON (or form) body. */
  body?: z.ZodType;
  /** The success answer's JSON body (ignored when `raw` is set). */
  answer: z.ZodType;
  /** The success status; default 200. */
  status?: number;
  /** A non-JSON success answer. */
  raw?: RawMediaType;
  /** A body larger than this many bytes is refused with 413 (default: API Gateway's 10 MB). */
  maxBodyBytes?: number;
  /**
   * On `gateway` routes: the kind of credential it takes (default `fieldwise`); another kind's is
   * refused 401, saying which kind it is, before the input is read.
   */
  gatewayKind?: GatewayKind;
  /**
   * A route on a farm's things. The request acts in a farm shared with the caller when it names
   * one (the `x-fieldwise-farm` header, or a `farm_id` path parameter); the server reads the
   * caller's membership and allows or refuses by the role table (403 a member without the
   * right, 404 a non-member). Without it the request acts on the caller's own account. Routes
   * without `farm` always act on the caller's own account.
   */
  farm?: FarmAccess;
}

/** Declare a route; the literal types are kept, so the server and the client infer from them. */
export const defineRoute = <const R extends RouteContract>(route: R): R => route;

/**
 * Every error's body: the message under the route's error key, and on a 5xx the request's id. A
 * catalogued refusal also names its `code` (a key of the `refusals` message area) and the `values`
 * its text was rendered with, so a client can say it in another language.
 */
export const errorBodySchema = (key: ErrorKey) =>
  z.object({
    [key]: z.string(),
    code: z.string().optional(),
    values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    requestId: z.string().optional(),
  } as Record<string, z.ZodType>);

/** The success answer's type of a route (what its handler must return). */
export type AnswerOf<R extends RouteContract> = z.input<R['answer']>;
/** The success answer's type as the client receives it (after the schema's transforms). */
export type AnswerOut<R extends RouteContract> = z.output<R['answer']>;
