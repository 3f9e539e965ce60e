/**
 * API Gateway REQUEST authorizer for `access: 'gateway'` routes: a sensor gateway presents its
 * ingest credential (`Authorization: Gateway gw.<id>.<secret>`, or Bearer: what network servers
 * send). The context it returns (gatewayId, owner, kind) reaches the handler as
 * `requestContext.authorizer`; the local gateway calls the same `authorizeGateway`. The kind is
 * checked by each handler (a credential of one kind on another kind's endpoint is a 401 that
 * says which kind it is), since API Gateway would answer a refusal here with its own words.
 */
import type { APIGatewayAuthorizerResult, APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { routes } from '../../platform/routes';
import { verifyGatewayCredential } from '../services/gateways';
import type { VerifiedGateway } from '../../platform/auth';
import { gatewayPolicyResources } from './gateway-policy';
import { logger } from '../../platform/telemetry/logger';

export async function authorizeGateway(authorization: string | undefined): Promise<VerifiedGateway | undefined> {
  const credential = authorization?.replace(/^(Gateway|Bearer)\s+/i, '').trim();
  return credential ? verifyGatewayCredential(credential) : undefined;
}

export async function handler(event: APIGatewayRequestAuthorizerEvent): Promise<APIGatewayAuthorizerResult> {
  const header = Object.entries(event.headers ?? {}).find(([k]) => k.toLowerCase() === 'authorization')?.[1];
  const gateway = await authorizeGateway(header);
  // The credential itself is never logged; a refusal names the request, a grant the gateway.
  const requestId = event.requestContext?.requestId;
  // API Gateway answers 401 itself for "Unauthorized"; a Deny policy would answer 403.
  if (!gateway) {
    logger.info('gateway credential refused', { requestId, route: `${event.httpMethod} ${event.resource}` });
    throw new Error('Unauthorized');
  }
  logger.info('gateway credential accepted', { requestId, caller: `gateway:${gateway.gatewayId}` });
  return {
    principalId: `gateway:${gateway.gatewayId}`,
    // Every gateway route, not just this one: the cached answer serves the gateway's other calls.
    policyDocument: {
      Version: '2012-10-17',
      Statement: [
        { Action: 'execute-api:Invoke', Effect: 'Allow', Resource: gatewayPolicyResources(event.methodArn, routes) },
      ],
    },
    context: { gatewayId: gateway.gatewayId, owner: gateway.owner, kind: gateway.kind },
  };
}
