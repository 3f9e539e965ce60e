/**
 * API Gateway REQUEST authorizer of the routes the contract marks `apiKey`: the Cognito authorizer
 * cannot read `Authorization: ApiKey <key>`, so these routes take either a Cognito ID token
 * (verified as the Cognito authorizer does) or a personal API key. The context it returns reaches
 * the handler as `requestContext.authorizer` (lambdas/platform/auth.ts `callerFromAuthorizer`); the local
 * gateway asks `authorizeApiKey` the same question for keys.
 *
 * Its answers are cached 60 s per Authorization header (infra/constructs/api.ts): a revoked key is
 * refused within 60 s in AWS (at once locally), and the owner's plan is read at most once a minute.
 */
import type { APIGatewayAuthorizerResult, APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { CognitoJwtVerifier } from 'aws-jwt-verify';
import { SUBSCRIPTION_ATTRIBUTES } from '@shared/constants';
import { env } from '../../platform/env';
import { routes } from '../../platform/routes';
import { logger } from '../../platform/telemetry/logger';
import { authorizeApiKey, isApiKeyHeader } from '../services/api-key-use';
import { keyRoutePolicyResources } from './user-or-key-policy';

type Context = Record<string, string | number | boolean>;

let verifier: { verify(token: string): Promise<Record<string, unknown>> } | undefined;
function idTokenVerifier() {
  const userPoolId = env().USER_POOL_ID;
  if (!userPoolId) throw new Error('USER_POOL_ID is not configured');
  // Any app client of the pool, as the Cognito authorizer accepts: the pool's signature, issuer,
  // expiry and token_use = id are what is checked.
  verifier ??= CognitoJwtVerifier.create({ userPoolId, tokenUse: 'id', clientId: null });
  return verifier;
}

/**
 * The claims the handlers read (lambdas/platform/auth.ts), flat: an authorizer's context holds no arrays or objects.
 */
const CLAIMS = ['cognito:username', 'token_use', 'auth_time', ...Object.values(SUBSCRIPTION_ATTRIBUTES)] as const;

export async function tokenContext(
  authorization: string | undefined,
  verify: (token: string) => Promise<Record<string, unknown>> = (t) => idTokenVerifier().verify(t),
): Promise<Context | undefined> {
  const token = authorization?.replace(/^Bearer\s+/i, '').trim();
  if (!token) return undefined;
  let claims: Record<string, unknown>;
  try {
    claims = await verify(token);
  } catch {
    return undefined;
  }
  const context: Context = { callerKind: 'token' };
  for (const name of CLAIMS) {
    const value = claims[name];
    if (typeof value === 'string' || typeof value === 'number') context[name] = value;
  }
  const groups = claims['cognito:groups'];
  if (Array.isArray(groups)) context['cognito:groups'] = groups.map(String).join(',');
  return context;
}

/** The authorizer's answer; `verify` checks an ID token (the pool's verifier unless a test passes one). */
export async function authorize(
  event: APIGatewayRequestAuthorizerEvent,
  verify?: (token: string) => Promise<Record<string, unknown>>,
): Promise<APIGatewayAuthorizerResult> {
  const header = Object.entries(event.headers ?? {}).find(([k]) => k.toLowerCase() === 'authorization')?.[1];
  const requestId = event.requestContext?.requestId;
  const context: Context | undefined = isApiKeyHeader(header)
    ? ((await authorizeApiKey(header)) as Context | undefined)
    : await tokenContext(header, verify);
  // Never the credential in a log line: a refusal names the request, a grant the caller.
  if (!context) {
    logger.info('user-or-key credential refused', { requestId, route: `${event.httpMethod} ${event.resource}` });
    // API Gateway answers 401 itself (the UNAUTHORIZED gateway response) for "Unauthorized".
    throw new Error('Unauthorized');
  }
  const principalId = String(context['owner'] ?? context['cognito:username']);
  return {
    principalId,
    // Every key-readable route, not just this one: the cached answer serves the caller's next calls.
    policyDocument: {
      Version: '2012-10-17',
      Statement: [
        {
          Action: 'execute-api:Invoke',
          Effect: 'Allow',
          Resource: keyRoutePolicyResources(event.methodArn, routes),
        },
      ],
    },
    context,
  };
}

export const handler = (event: APIGatewayRequestAuthorizerEvent): Promise<APIGatewayAuthorizerResult> =>
  authorize(event);
