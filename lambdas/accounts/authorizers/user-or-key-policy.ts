/**
 * The resources the user-or-key authorizer's Allow policy names. API Gateway caches its answer
 * per Authorization header for the whole API, not per method, so the policy names every route
 * that authorizer guards (the routes the contract marks `apiKey`), and nothing else: the caller's
 * other routes stay behind the Cognito authorizer.
 */
import type { RouteDef } from '../../platform/routes';

/**
 * `arn:aws:execute-api:<region>:<account>:<apiId>/<stage>/GET/<path>` for each key-readable
 * route, from the method ARN API Gateway sent; a path parameter matches any one value (`*`). An
 * ARN of another shape yields the method ARN alone.
 */
export function keyRoutePolicyResources(methodArn: string, routeTable: readonly RouteDef[]): string[] {
  const match = /^(arn:[^:]+:execute-api:[^:]+:[^:]+:[^/]+)\/([^/]+)\//.exec(methodArn);
  if (!match) return [methodArn];
  const [, api, stage] = match;
  const resources = routeTable
    .filter((r) => r.apiKey === true)
    .map((r) => `${api}/${stage}/${r.method}${r.path.replace(/\{[^}]+\}/g, '*')}`);
  return resources.length ? [...new Set(resources)] : [methodArn];
}
