/**
 * The route table and the handlers' `operations` are one contract, checked by the compiler: a
 * misspelt operation fails `tsc` (test/ is in tsconfig.json) instead of answering 404 at run time,
 * and a route that requires sign-in hands its operation a caller that is never null. If the
 * `Operations` type is loosened, the `@ts-expect-error` below has no error left and `tsc` fails.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Caller, VerifiedGateway } from '../../../lambdas/platform/auth';
import type { ApiRequest, ApiResult, Operation, Operations } from '../../../lambdas/platform/http';
import { handlerModules, routes, type HandlerModuleName } from '../../../lambdas/platform/routes';
import { handlerFile } from '../../../lambdas/platform/lambda-entries';

// An answer without a body fits every route's answer type.
const answer = async (): Promise<ApiResult<never>> => ({ status: 204 });

/** The request an operation of module M receives, as the route table types it. */
type RequestOf<M extends HandlerModuleName, O extends keyof Operations<M>> = Operations<M>[O] extends (
  req: infer R,
) => unknown
  ? R
  : never;
type CallerOf<M extends HandlerModuleName, O extends keyof Operations<M>> =
  RequestOf<M, O> extends { caller: infer C } ? C : never;
type GatewayOf<M extends HandlerModuleName, O extends keyof Operations<M>> =
  RequestOf<M, O> extends { gateway: infer G } ? G : never;

describe('the route ↔ handler contract', () => {
  it('refuses a misspelt operation and a missing one (type check)', () => {
    const correct = {
      listZones: answer,
      createZone: answer,
      updateZone: answer,
      deleteZone: answer,
    } satisfies Operations<'zones'>;
    const misspelt = {
      // @ts-expect-error `listZone` names no route of the zones module (and `listZones` is missing).
      listZone: answer,
      createZone: answer,
      updateZone: answer,
      deleteZone: answer,
    } satisfies Operations<'zones'>;
    // @ts-expect-error every route of the module needs its operation.
    const missing = { listZones: answer, createZone: answer } satisfies Operations<'zones'>;
    expect(Object.keys(correct).sort()).toEqual(['createZone', 'deleteZone', 'listZones', 'updateZone']);
    expect(Object.keys(misspelt)).toContain('listZone');
    expect(Object.keys(missing)).toHaveLength(2);
  });

  it('gives signed-in routes a non-null caller and gateway routes none', () => {
    // subscriber, user and admin routes: the caller is there by type, no requireCaller needed.
    expectTypeOf<CallerOf<'farms', 'listFarms'>>().toEqualTypeOf<Caller>();
    expectTypeOf<CallerOf<'me', 'getMe'>>().toEqualTypeOf<Caller>();
    expectTypeOf<CallerOf<'admin-users', 'listUsers'>>().toEqualTypeOf<Caller>();
    expectTypeOf<CallerOf<'farms', 'listFarms'>>().not.toBeNullable();
    // The gateway's ingest: no user, the verified gateway instead.
    expectTypeOf<CallerOf<'ingest', 'ingest'>>().toEqualTypeOf<null>();
    expectTypeOf<GatewayOf<'ingest', 'ingest'>>().toEqualTypeOf<VerifiedGateway>();
    expectTypeOf<GatewayOf<'lorawan', 'ttsUplink'>>().toEqualTypeOf<VerifiedGateway>();
    expectTypeOf<GatewayOf<'farms', 'listFarms'>>().toEqualTypeOf<null>();
    expectTypeOf<ApiRequest<'public'>['caller']>().toEqualTypeOf<null>();
    // An operation written for a gateway route does not fit a signed-in one.
    expectTypeOf<Operation<'gateway'>>().not.toMatchTypeOf<Operation<'subscriber'>>();
  });

  it('every route names an operation its handler module exports, and every operation has a route', async () => {
    for (const module of handlerModules) {
      const { operations } = (await import(`../../../lambdas/${handlerFile(module)}`)) as {
        operations: Record<string, unknown>;
      };
      const named = routes.filter((r) => r.module === module).map((r) => r.operation);
      expect(Object.keys(operations).sort(), module).toEqual([...new Set(named)].sort());
      for (const op of named) expect(typeof operations[op], `${module}.${op}`).toBe('function');
    }
    // Loading every handler module (and its services) once takes a while on a busy machine.
  }, 60_000);
});
