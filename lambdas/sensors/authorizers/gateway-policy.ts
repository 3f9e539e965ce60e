/**
 * The resources a gateway's Allow policy names. API Gateway caches an authorizer's answer per
 * credential (the Authorization header) for the whole API, not per method: a policy naming only
 * the method it was asked about would, from the cache, deny the gateway's next call to another
 * gateway route. So the policy names every gateway route of the table, and nothing else (user
 * routes stay behind the Cognito authorizer either way).
 */
import type { RouteDef } from '../../platform/routes';

/**
 * `arn:aws:execute-api:<region>:<account>:<apiId>/<stage>/<METHOD>/<path>` for each gateway route,
 * from the method ARN API Gateway sent (which gives region, account, API and stage). A path
 * parameter (`{gatewayId}`) matches any one value (`*`). An ARN of another shape yields the
 * method ARN alone, which is what API Gateway asked about.
 */
export function gatewayPolicyResources(methodArn: string, routeTable: readonly RouteDef[]): string[] {
  const match = /^(arn:[^:]+:execute-api:[^:]+:[^:]+:[^/]+)\/([^/]+)\//.exec(methodArn);
  if (!match) return [methodArn];
  const [, api, stage] = match;
  const resources = routeTable
    .filter((r) => r.access === 'gateway')
    .map((r) => `${api}/${stage}/${r.method}${r.path.replace(/\{[^}]+\}/g, '*')}`);
  return resources.length ? [...new Set(resources)] : [methodArn];
}
