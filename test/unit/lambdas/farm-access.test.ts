/**
 * Farm access without I/O: which farm a request names, the role and plan rules of acting in it,
 * the ids a route's scope names, the audit entry's words and the list filter.
 */
import { describe, expect, it, vi } from 'vitest';
import { contract } from '@shared/contract';
import type { FarmAccess } from '@shared/contract/define';
import { FARM_HEADER } from '@shared/teams/constants';
import { FARM_ROLES, can, type FarmRole } from '@shared/teams/roles';
import type { Caller } from '../../../lambdas/platform/auth';
import { callerAsMember, farmIdNamed } from '../../../lambdas/platform/farm-access/enter-farm';
import { idsNamed } from '../../../lambdas/platform/farm-access/scope';
import { auditEntry } from '../../../lambdas/platform/farm-access/audit';
import { inListedFarm } from '../../../lambdas/platform/farm-access/farm-filter';
import { AppError } from '../../../lambdas/platform/errors';
import { resetEnvCache } from '../../../lambdas/platform/env';
import { timedCache, type TimedCache } from '../../../lambdas/platform/farm-access/cache';

const FARM = 'fm_abcdefghijkl';
const farmOf = (id: keyof typeof contract): FarmAccess => (contract[id] as { farm?: FarmAccess }).farm!;
const anna: Caller = {
  userName: 'anna',
  groups: ['admin'],
  group: 'admin',
  isAdmin: true,
  subscription: null,
};
const future = { type: 'full', expiredDate: '01-01-2099' };
const past = { type: 'full', expiredDate: '01-01-2001' };
const membership = (role: FarmRole, owner = 'olga') => ({ farmId: FARM, owner, farmName: 'Home Farm', role });

function statusOf(fn: () => unknown): number | 'ok' {
  try {
    fn();
    return 'ok';
  } catch (err) {
    if (err instanceof AppError) return err.status;
    throw err;
  }
}

describe('the farm a request names', () => {
  it('is the header on a route without a farm_id in its path, and nothing without one', () => {
    expect(farmIdNamed(farmOf('listFieldsV2'), {}, { [FARM_HEADER]: FARM })).toBe(FARM);
    expect(farmIdNamed(farmOf('listFieldsV2'), {}, {})).toBeUndefined();
  });

  it('refuses a header that is not a farm id with a 400 naming it (never a lookup)', () => {
    for (const bad of ['', '__proto__', 'constructor', 'Home Farm', 'fm_short', `${FARM}x`, 'FM_abcdefghijkl']) {
      expect(() => farmIdNamed(farmOf('listFieldsV2'), {}, { [FARM_HEADER]: bad }), bad).toThrow(
        new RegExp(`^${FARM_HEADER}: `),
      );
    }
  });

  it('is the path farm_id on a farm route (not the header); a farm name there means the own account', () => {
    const members = farmOf('listMembers');
    expect(farmIdNamed(members, { farm_id: FARM }, { [FARM_HEADER]: 'fm_zzzzzzzzzzzz' })).toBe(FARM);
    const exportRoute = farmOf('farmYearExport');
    expect(farmIdNamed(exportRoute, { farm_id: 'Home Farm' }, { [FARM_HEADER]: FARM })).toBeUndefined();
    expect(farmIdNamed(exportRoute, { farm_id: FARM }, {})).toBe(FARM);
  });
});

describe('acting in a farm by membership', () => {
  it('follows the role table for every role and every farm route of the contract', () => {
    for (const [id, route] of Object.entries(contract)) {
      const farm = (route as { farm?: FarmAccess }).farm;
      if (!farm) continue;
      for (const role of FARM_ROLES) {
        const got = statusOf(() => callerAsMember(farm, anna, membership(role), future, {}));
        expect(got, `${id} as ${role}`).toBe(can(role, farm.action) ? 'ok' : 403);
      }
    }
  });

  it("acts as the owner with the owner's plan and none of the member's own privileges", () => {
    const caller = callerAsMember(farmOf('registerSensorV2'), anna, membership('manager'), future, {});
    expect(caller).toMatchObject({ userName: 'olga', isAdmin: false, groups: [], subscription: future });
    expect(caller.farm).toEqual({
      farmId: FARM,
      farmName: 'Home Farm',
      owner: 'olga',
      member: 'anna',
      role: 'manager',
      readOnly: false,
    });
  });

  it("keeps the owner's own caller when the owner names their farm", () => {
    const owner = { ...anna, userName: 'olga' };
    const caller = callerAsMember(farmOf('addField'), owner, membership('owner'), future, {});
    expect(caller).toMatchObject({ userName: 'olga', isAdmin: true, farm: { member: 'olga', role: 'owner' } });
  });

  it("reads a lapsed (or missing) owner's plan read-only for everyone: reads pass, changes are 402", () => {
    for (const plan of [past, null]) {
      const read = callerAsMember(farmOf('listFieldsV2'), anna, membership('viewer'), plan, {});
      expect(read.farm?.readOnly).toBe(true);
      expect(statusOf(() => callerAsMember(farmOf('addField'), anna, membership('manager'), plan, {}))).toBe(402);
      expect(statusOf(() => callerAsMember(farmOf('addField'), anna, membership('owner', 'anna'), plan, {}))).toBe(402);
    }
  });

  it('lets any member leave (orSelf), even a viewer, even read-only; never remove another', () => {
    const remove = farmOf('removeMember');
    expect(statusOf(() => callerAsMember(remove, anna, membership('viewer'), past, { member: 'anna' }))).toBe('ok');
    expect(statusOf(() => callerAsMember(remove, anna, membership('viewer'), future, { member: 'bob' }))).toBe(403);
    expect(statusOf(() => callerAsMember(remove, anna, membership('manager'), future, { member: 'bob' }))).toBe(403);
  });
});

describe('the ids a route names', () => {
  const entry = { kind: 'gateway', in: 'body', name: 'gatewayIds' } as const;
  it('reads strings and arrays of strings, and turns anything else into an id that names nothing', () => {
    expect(idsNamed(entry, { params: {}, query: {}, body: { gatewayIds: ['a', 'b'] } })).toEqual(['a', 'b']);
    expect(idsNamed(entry, { params: {}, query: {}, body: { gatewayIds: 'a' } })).toEqual(['a']);
    expect(idsNamed(entry, { params: {}, query: {}, body: { gatewayIds: 5 } })).toEqual(['5']);
    expect(idsNamed(entry, { params: {}, query: {}, body: { gatewayIds: { x: 1 } } })).toEqual(['{"x":1}']);
    expect(idsNamed(entry, { params: {}, query: {}, body: {} })).toEqual([]);
    expect(idsNamed(entry, { params: {}, query: {}, body: { gatewayIds: '' } })).toEqual([]);
  });

  it('never reads a prototype member', () => {
    const proto = { kind: 'field', in: 'body', name: '__proto__' } as const;
    expect(idsNamed(proto, { params: {}, query: {}, body: {} })).toEqual([]);
    const ctor = { kind: 'field', in: 'query', name: 'constructor' } as const;
    expect(idsNamed(ctor, { params: {}, query: {}, body: {} })).toEqual([]);
  });
});

describe('an audit entry', () => {
  it("says who, in which role, what and which, by the route's method, unless the handler said better", () => {
    const at = new Date('2026-03-01T10:00:00Z');
    const base = { method: 'DELETE', resource: 'zones', actor: 'anna', role: 'manager' as const, target: 'zone_1' };
    expect(auditEntry(base, at)).toEqual({
      at: '2026-03-01T10:00:00.000Z',
      actor: 'anna',
      role: 'manager',
      verb: 'deleted',
      what: 'zone',
      target: 'zone_1',
      summary: 'anna (manager) deleted zone zone_1.',
    });
    const better = auditEntry({ ...base, method: 'PUT', note: { what: 'role', summary: 'Made bob a viewer.' } }, at);
    expect(better).toMatchObject({ verb: 'changed', what: 'role', summary: 'Made bob a viewer.' });
    const rescan = auditEntry({ ...base, route: 'rescanEvents', method: 'POST', resource: 'events' }, at);
    expect(rescan).toMatchObject({ verb: 'changed', what: 'wetting events (rescanned)' });
    const proto = auditEntry({ ...base, route: '__proto__', method: 'POST', resource: 'constructor' }, at);
    expect(proto).toMatchObject({ verb: 'created', what: 'constructor' });
  });
});

describe('the list filter', () => {
  const rows = [{ farm_name: 'Home Farm' }, { farm_name: 'Creek Farm' }];
  it("keeps all rows in the caller's own account and only the farm's in a shared farm", () => {
    expect(inListedFarm(anna, rows, (r) => r.farm_name)).toEqual(rows);
    const member = callerAsMember(farmOf('listFieldsV2'), anna, membership('viewer'), future, {});
    expect(inListedFarm(member, rows, (r) => r.farm_name)).toEqual([{ farm_name: 'Home Farm' }]);
  });
});

describe('what a function keeps between requests', () => {
  async function loads(
    seconds: string,
    run: (cache: TimedCache<string | null>, load: () => Promise<string | null>) => Promise<void>,
  ) {
    const before = process.env.FARM_ACCESS_CACHE_SECONDS;
    process.env.FARM_ACCESS_CACHE_SECONDS = seconds;
    resetEnvCache();
    let count = 0;
    try {
      await run(timedCache<string | null>(), async () => (count++ % 2 === 0 ? 'member' : null));
    } finally {
      if (before === undefined) delete process.env.FARM_ACCESS_CACHE_SECONDS;
      else process.env.FARM_ACCESS_CACHE_SECONDS = before;
      resetEnvCache();
    }
    return count;
  }

  it('nothing at 0 seconds (the local stack): every request reads', async () => {
    const count = await loads('0', async (cache, load) => {
      for (let i = 0; i < 3; i++) await cache.get('k', load);
    });
    expect(count).toBe(3);
  });

  it('a value for the configured seconds, then reads again; a value `keep` refuses is never kept', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T00:00:00Z') });
    try {
      const count = await loads('30', async (cache, load) => {
        expect(await cache.get('a', load)).toBe('member');
        expect(await cache.get('a', load)).toBe('member');
        vi.setSystemTime(new Date('2026-03-01T00:00:31Z'));
        expect(await cache.get('a', load)).toBeNull(); // read again: the second load answers null
        expect(await cache.get('b', load, (v) => v !== null)).toBe('member');
        expect(await cache.get('c', load, (v) => v !== null)).toBeNull();
        expect(await cache.get('c', load, (v) => v !== null)).toBe('member'); // the null was not kept
      });
      expect(count).toBe(5);
    } finally {
      vi.useRealTimers();
    }
  });
});
