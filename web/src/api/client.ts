/**
 * The web app's one typed way to call the API: a route of the contract (shared/contract) by its
 * id, its path parameters, query and body typed by the route's schemas, its answer typed by the
 * route's answer schema (types only: at run time it reads the schema-free ./route-table.ts). The
 * transport (token, errors, bodies) is lib/api-client.ts; only this folder uses it.
 */
import type { Contract, RouteId } from '@shared/contract';
import type { RouteCall } from '@shared/contract/route-table';
import { FARM_HEADER } from '@shared/teams/constants';
import { apiRequest } from '../lib/api-client';
import { activeFarm } from '../lib/active-farm';
import { ROUTE_TABLE } from './route-table';

/** A refused or failed call: its status and the server's own message. */
export { ApiError, isRefusal } from '../lib/api-client';
import type { CallAnswer, CallInput } from './call-types';

export type { CallAnswer, CallInput };

type Scalar = string | number | boolean | null | undefined;

/** `/api/field/{fieldId}` with `{ fieldId: 'a b' }` → `/api/field/a%20b`. */
export function pathOf(template: string, params: Record<string, unknown> | undefined): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`${template}: ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}

export async function call<I extends RouteId>(id: I, input: CallInput<Contract[I]>): Promise<CallAnswer<Contract[I]>> {
  // The route's method and path without its schemas (shared/contract/route-table.ts says why).
  const route: RouteCall = ROUTE_TABLE[id];
  const { params, query, body, form, signal } = input as {
    params?: Record<string, unknown>;
    query?: Record<string, Scalar>;
    body?: unknown;
    form?: boolean;
    signal?: AbortSignal;
  };
  // A farm route acts in the shared farm the user chose; the server checks the membership.
  const farm = route.farm ? activeFarm() : null;
  const answer = await apiRequest(pathOf(route.path, params), {
    ...(farm ? { headers: { [FARM_HEADER]: farm.farmId } } : {}),
    method: route.method,
    ...(query ? { query } : {}),
    ...(body === undefined ? {} : form ? { form: body as Record<string, Scalar> } : { json: body }),
    ...(signal ? { signal } : {}),
    anonymous: route.access === 'public',
    ...(route.raw === 'application/zip' ? { binary: route.raw } : {}),
  });
  return answer as CallAnswer<Contract[I]>;
}
