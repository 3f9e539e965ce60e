/**
 * Every answer the integration suite sees is checked against its route's contract
 * (shared/contract): a success against the route's answer schema, a refusal against the error
 * body. A handler that answers a shape its contract does not describe fails the test that saw it.
 */
import { contract, errorBodySchema } from '@shared/contract';
import { issueText } from '@shared/validation/issue';
import { matchRoute } from '../../lambdas/platform/routes';

export function assertAnswerMatchesContract(method: string, path: string, status: number, body: unknown): void {
  let match: ReturnType<typeof matchRoute>;
  try {
    match = matchRoute(method, new URL(path, 'http://local').pathname);
  } catch {
    // A path the gateway cannot decode: its own 400, before any route.
    return;
  }
  // No route: the local gateway's own 404, which no contract entry describes.
  if (!match?.route.id) return;
  const route = contract[match.route.id];
  const ok = status >= 200 && status < 300;
  // Every route's answer is described now; a raw one (CSV, zip) has no JSON body to check.
  if (ok && 'raw' in route) return;
  const schema = ok ? route.answer : errorBodySchema('errorKey' in route ? route.errorKey : 'error');
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new Error(
      `${method} ${path} answered ${status} with a body its contract (${match.route.id}) does not allow: ` +
        `${issueText(result.error)}\n${JSON.stringify(body).slice(0, 2000)}`,
    );
  }
}
