/**
 * Where the API's resources and methods live. CloudFormation refuses a template of more than 500
 * resources, and each route brings a method, usually a resource of its own and, with CORS origins,
 * a preflight method: the route table alone would fill the parent stack. So the REST API itself,
 * its authorizers, validator, gateway responses, deployment and stage stay in the parent, and the
 * resources and methods under `/api` and `/api/v2` are spread over a few nested stacks
 * (`Api/Routes0`…), each holding whole subtrees (everything under `/api/v2/zone` in one stack).
 *
 * A subtree's stack is chosen by a hash of its path, so adding a route never moves another. Moving
 * a subtree from one stack to another (changing ROUTE_STACK_COUNT or the hash) would make the
 * receiving stack create resources the giving stack has not deleted yet: API Gateway refuses a
 * second resource with the same path, and the update fails. Do that only together with a new
 * REST API (docs/deploy.md, "API routes in nested stacks").
 */
import { NestedStack } from 'aws-cdk-lib';
import type * as apigw from 'aws-cdk-lib/aws-apigateway';
import { Resource } from 'aws-cdk-lib/aws-apigateway';
import type { Construct } from 'constructs';

/** Nested stacks of routes. Never change it on a deployed stage (above). */
export const ROUTE_STACK_COUNT = 4;

/**
 * The subtree a route belongs to: `/api/<name>`, or `/api/v2/<name>` for the versioned routes
 * (`/api` and `/api/v2` themselves hold routes of every subtree, so they stay in the parent).
 */
export function subtreeOf(path: string): string {
  const parts = path.split('/').filter(Boolean);
  return '/' + parts.slice(0, parts[1] === 'v2' ? 3 : 2).join('/');
}

/** FNV-1a of the subtree's path: stable across releases and machines, unlike iteration order. */
export function routeStackOf(subtree: string): number {
  let hash = 0x811c9dc5;
  for (const ch of subtree) hash = Math.imul(hash ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return hash % ROUTE_STACK_COUNT;
}

/**
 * Makes the nested stacks and, in them, the first resource of every subtree; a route's
 * `resourceForPath` then finds that resource and makes the rest of its path inside the same
 * nested stack (a resource is made in its parent resource's scope). Resources above the subtrees
 * (`/api`, `/api/v2`) are made in the parent. Returns the nested stacks, index = ROUTE_STACK_COUNT
 * slot; a slot no route falls in gets no stack.
 */
export function placeRouteSubtrees(
  scope: Construct,
  restApi: apigw.RestApi,
  paths: readonly string[],
  description: string,
): NestedStack[] {
  const stacks: NestedStack[] = [];
  const subtrees = [...new Set(paths.map(subtreeOf))].sort();
  // A route on `/api` or `/api/v2` itself: that resource is above other subtrees, so it (and its
  // methods) stay in the parent.
  const below = subtrees.filter((t) => !subtrees.some((other) => other.startsWith(`${t}/`)));
  for (const subtree of below) {
    const slot = routeStackOf(subtree);
    stacks[slot] ??= new NestedStack(scope, `Routes${slot}`, { description });
    const parentPath = subtree.slice(0, subtree.lastIndexOf('/'));
    const parent = restApi.root.resourceForPath(parentPath || '/');
    const pathPart = subtree.slice(subtree.lastIndexOf('/') + 1);
    // Scoped to the nested stack; the parent resource still tracks it as its child.
    new Resource(stacks[slot], subtree.slice(1).replace(/\//g, '.'), { parent, pathPart });
  }
  return stacks.filter(Boolean);
}
