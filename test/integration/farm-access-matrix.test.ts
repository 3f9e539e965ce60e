/**
 * The role × route matrix of farm teams, generated from the route table: every route whose
 * contract has `farm`, sent by the farm's owner (naming the farm), a manager, an advisor, a
 * viewer, a non-member, a member of another farm of the same owner and a member of another
 * owner's farm, each aimed at the shared farm's things. The answer must be what the role table
 * (shared/teams/roles.ts) implies: the route's success where `can(role, action)`, 403 for a member
 * without the right, 404 for anyone who is not a member; where refused, the app table must be
 * exactly as before. Routes without `farm` must ignore the farm header.
 *
 * Runs on dynalite and on DynamoDB Local (both integration projects take test/integration/).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@shared/contract';
import type { FarmScope } from '@shared/contract/define';
import { can, isWriteAction, type FarmRole } from '@shared/teams/roles';
import { routes } from '../../lambdas/platform/routes';
import { queryPartition } from '../../lambdas/platform/aws/items';
import { teamKeys } from '../../lambdas/platform/aws/table-schema';
import { startTestStack, type TestStack } from '../support/local-stack';
import {
  CALLERS,
  appTableItems,
  call,
  createMatrixWorld,
  fillPath,
  successStatus,
  type Answer,
  type CallerName,
  type FarmRouteId,
  type FarmThings,
  type MatrixWorld,
} from '../support/farm-matrix';
import { FARM_ROUTE_REQUESTS } from '../support/farm-matrix-requests';

let stack: TestStack;
let world: MatrixWorld;

beforeAll(async () => {
  stack = await startTestStack({ seed: false, alertsEveryMs: 0, vendorPullEveryMs: 0 });
  world = await createMatrixWorld(stack);
}, 240_000);
afterAll(async () => {
  await stack?.close();
});

const farmRoutes = routes.filter((r) => r.id && 'farm' in contract[r.id]);
const farmOf = (id: FarmRouteId) => contract[id].farm;

/** The role the caller holds in the farm it names (cross-farm callers are managers of their own farm). */
const ROLE_OF: Record<CallerName, FarmRole | null> = {
  owner: 'owner',
  manager: 'manager',
  advisor: 'advisor',
  viewer: 'viewer',
  'non-member': null,
  'same-owner-other-farm': 'manager',
  'other-owner-farm': 'manager',
};
const CROSS_FARM: readonly CallerName[] = ['same-owner-other-farm', 'other-owner-farm'];

/** Does the request name something of the farm (a path farm id, a field, a sensor…), not only list or create? */
const namesAThing = (scope: readonly FarmScope[]) =>
  scope.some((s) => s.kind !== 'list' && s.kind !== 'create' && !('optional' in s && s.optional));

/** What the role table's "allowed" answers: the route's success. */
const allowed = (id: FarmRouteId) => successStatus(id);

/**
 * The status the role table implies. The owner, members and non-member name the shared farm
 * (header, or the path's farm id). The cross-farm callers name the farm they belong to while the
 * request names the shared farm's things: refused by the role when it lacks the action, else 404
 * (a thing of another farm); a pure list or create acts in their own farm and succeeds.
 */
function expectedStatus(id: FarmRouteId, caller: CallerName): number {
  const farm = farmOf(id);
  const role = ROLE_OF[caller];
  if (!role) return 404;
  if (CROSS_FARM.includes(caller)) {
    if (farm.scope.some((s) => s.kind === 'farmId')) return 404;
    if (!can(role, farm.action)) return 403;
    return namesAThing(farm.scope) ? 404 : allowed(id);
  }
  return can(role, farm.action) ? allowed(id) : 403;
}

/** What a list shows of the shared farm: a member sees it, a cross-farm caller must not. */
const LISTED: Partial<Record<FarmRouteId, (things: FarmThings) => Promise<string>>> = {
  listFarms: async (t) => t.farmName,
  listFields: (t) => t.field(),
  listFieldsV2: (t) => t.field(),
  listZones: (t) => t.zone(),
  listGateways: (t) => t.gateway(),
  listVendorLinks: (t) => t.vendorLink(),
};

/** Every item of the app table (sorted), to prove a refused request changed nothing. */
/** The farm's audit entries, oldest first. */
const auditOf = (farmId: string) =>
  queryPartition<{ at: string; actor: string; role: string; summary: string }>(teamKeys.audit(farmId, '', '').PK);

/**
 * The caller's request to route `id` aimed at `things`, made first (so a snapshot taken after it
 * sees only the request's effect).
 */
async function prepare(id: FarmRouteId, caller: CallerName, things: FarmThings): Promise<() => Promise<Answer>> {
  const route = contract[id];
  const who = world.callers[caller];
  const req = await FARM_ROUTE_REQUESTS[id]({ world, things, caller: who, callerName: caller });
  const farm = CROSS_FARM.includes(caller) ? world.farmOf[caller] : await things.farmId();
  return () => call(stack, who, route.method, fillPath(route.path, req.params), { ...req, farm });
}

it('every farm route of the contract has a request', () => {
  expect(farmRoutes.length).toBeGreaterThan(60);
  for (const r of farmRoutes) expect(Object.hasOwn(FARM_ROUTE_REQUESTS, r.id!), r.id).toBe(true);
});

describe.each(farmRoutes.map((r) => [`${r.method} ${r.path} (${r.id})`, r.id as FarmRouteId] as const))(
  '%s',
  (_name, id) => {
    const farm = farmOf(id);
    it.each(CALLERS.map((c) => [c, expectedStatus(id, c)] as const))('as %s: %i', async (caller, status) => {
      const ok = status < 300;
      const writes = isWriteAction(farm.action);
      // A write that succeeds gets things of its own (a farm of its own to delete), so the next
      // case still has its target.
      const things =
        ok && writes ? world.things(id === 'deleteFarm' ? `Doomed ${caller}` : world.farmName) : world.base;
      // Withdrawing needs a transfer on offer.
      if (ok && writes && id === 'cancelTransfer') await (await prepare('transferFarm', 'owner', things))();
      const send = await prepare(id, caller, things);
      const before = !ok && writes ? await appTableItems() : [];
      const audited = ok && writes && !CROSS_FARM.includes(caller);
      const farmId = await things.farmId();
      const auditBefore = audited ? await auditOf(farmId) : [];
      const res = await send();
      expect(res.status, `${caller} on ${id}: ${res.text.slice(0, 300)}`).toBe(status);
      if (!ok && writes) expect(await appTableItems()).toEqual(before);
      // A change in a farm leaves one audit entry saying who, in which role.
      if (audited) {
        const seen = new Set(auditBefore.map((e) => JSON.stringify(e)));
        const added = (await auditOf(farmId)).filter((e) => !seen.has(JSON.stringify(e)));
        const entry = [world.callers[caller].username, ROLE_OF[caller]];
        expect(added.map((e) => [e.actor, e.role])).toEqual([entry]);
      }
      const listed = LISTED[id];
      if (listed && ok) {
        // A member's list in the shared farm shows its things and none of the owner's other farm;
        // a cross-farm caller's list (of their own farm) shows nothing of the shared farm.
        const [shared, other] = [await listed(world.base), await listed(world.second)];
        expect(res.text.includes(shared), `${caller}'s ${id} shows ${shared}`).toBe(!CROSS_FARM.includes(caller));
        if (caller !== 'same-owner-other-farm') expect(res.text, `${caller}'s ${id}`).not.toContain(other);
      }
    });
  },
);
