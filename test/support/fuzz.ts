/**
 * A seeded HTTP fuzzer for the local stack, shared by test/integration/fuzz.test.ts (≥ 2,000
 * requests in `npm test`) and bench/fuzz.ts (10,000). Every route of lambdas/platform/routes.ts is hit in
 * turn, so a new route is fuzzed without touching this file.
 *
 * The requests depend only on the seed and the world's ids (never on earlier answers), so a seed
 * replays the same sequence; a failure names the seed, the request's index, the route and the
 * exact request.
 *
 * Who sends what, so that "the owner's data is unchanged afterwards" is a real assertion:
 * - the intruder (a second grower with data of their own), no token and a forged token send
 *   anything, the owner's ids included: none of it may reach the owner's data;
 * - the owner and the admin may legitimately change the owner's data, so on routes that write
 *   they never name the owner's ids, and the owner only sends bodies no schema accepts;
 * - members of the owner's farm (world.members, a manager, an advisor and a viewer) send the farm
 *   header naming it (or junk in it): the manager and the advisor, who may change some of it,
 *   follow the owner's rule; the viewer, who may change nothing, sends anything.
 */
import { request, Agent } from 'node:http';
import type { RouteId } from '@shared/contract';
import { routes, type RouteDef } from '../../lambdas/platform/routes';
import { DEMO_ACCOUNTS } from '../../infra/local/demo-accounts';
import { api, logIn, newGrower, type TestStack } from './local-stack';
import { buildField, buildSensorForm, buildZone, sensorId as newSensorId, squarePolygon } from './management';
import { shareFarm } from './teams';
import { FARM_HEADER } from '@shared/teams/constants';

// ---------------------------------------------------------------- PRNG

/** mulberry32: small, fast and good enough to pick test inputs; the same seed, the same sequence. */
export function createRng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return {
    next,
    int,
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]): T => items[int(items.length)]!,
  };
}
export type Rng = ReturnType<typeof createRng>;

// ---------------------------------------------------------------- the world

interface Tenant {
  username: string;
  token: string;
  farmName: string;
  fieldId: string;
  zoneId: string;
  gatewayId: string;
  credential: string;
  sensorId: string;
  formulaId: string;
}

/** A member of the owner's farm: their own account holds nothing. */
interface Member {
  username: string;
  token: string;
}
export const MEMBER_ACTORS = ['manager', 'advisor', 'viewer'] as const;
type MemberRole = (typeof MEMBER_ACTORS)[number];

export interface FuzzWorld {
  owner: Tenant;
  /** Members of the owner's farm (when asked for), and the farm's id they name. */
  members?: { farmId: string } & Record<MemberRole, Member>;
  intruder: Tenant;
  adminToken: string;
  /** The owner's readings span [start, end] (epoch seconds). */
  start: number;
  end: number;
}

type Body = Record<string, any>;

async function newTenant(stack: TestStack, readings: number): Promise<Tenant> {
  const { username, tokens } = await newGrower(stack);
  const token = tokens.IdToken!;
  const must = async (p: Promise<{ status: number; body: Body }>, what: string) => {
    const res = await p;
    if (res.status >= 300) throw new Error(`fuzz setup: ${what} answered ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  const farmName = 'Fuzz Farm';
  const field = (
    await must(api(stack, 'POST', '/api/field/addField', { token, json: buildField({ farmName }) }), 'add field')
  ).data as Body;
  const zone = (
    await must(api(stack, 'POST', `/api/v2/zone/${field.field_id}`, { token, json: buildZone() }), 'add zone')
  ).data as Body;
  const gatewayId = `gw-fuzz-${Math.random().toString(36).slice(2, 10)}`;
  const gw = await must(
    api(stack, 'POST', '/api/v2/gateway', { token, json: { gatewayId, name: 'Fuzz gateway' } }),
    'add gateway',
  );
  const form = buildSensorForm(field.field_id as string, { gatewayId, sensorId: newSensorId() });
  await must(api(stack, 'POST', '/api/sensor/v2/new', { token, form }), 'add sensor');
  const now = Date.now();
  const batch = Array.from({ length: readings }, (_, i) => ({
    sensor_id: form.sensorId,
    time: new Date(now - (readings - i) * 3_600_000).toISOString(),
    cap50: 0.2 + (i % 7) * 0.01,
    cap100: 0.3,
    cap150: i % 11 === 0 ? null : 0.4,
    temperature: 18,
    battery_vol: 3.9,
  }));
  const credential = gw.credential as string;
  if (readings) {
    const res = await fetch(`${stack.url}/api/v2/ingest`, {
      method: 'POST',
      headers: { authorization: `Gateway ${credential}`, 'content-type': 'application/json' },
      body: JSON.stringify({ readings: batch }),
    });
    if (res.status !== 200) throw new Error(`fuzz setup: ingest answered ${res.status}`);
  }
  return {
    username,
    token,
    farmName,
    fieldId: field.field_id,
    zoneId: zone.id,
    gatewayId,
    credential,
    sensorId: form.sensorId,
    formulaId: '',
  };
}

/**
 * An owner with a farm, field, zone, gateway, sensor and readings; an intruder with the same; the
 * admin; with `members`, a manager, an advisor and a viewer of the owner's farm (seeded items: the
 * test process must share the stack's table, as the integration tests' stacks do).
 */
export async function createFuzzWorld(stack: TestStack, opts: { members?: boolean } = {}): Promise<FuzzWorld> {
  const owner = await newTenant(stack, 48);
  const intruder = await newTenant(stack, 5);
  let members: FuzzWorld['members'];
  if (opts.members) {
    const made = {} as Record<MemberRole, Member>;
    let farmId = '';
    for (const role of MEMBER_ACTORS) {
      const { username, tokens } = await newGrower(stack);
      made[role] = { username, token: tokens.IdToken! };
      farmId = await shareFarm(owner.username, owner.farmName, username, role);
    }
    members = { farmId, ...made };
  }
  const adminToken = (await logIn(stack, DEMO_ACCOUNTS.admin.username, DEMO_ACCOUNTS.admin.password)).IdToken!;
  // A formula for each sensor, so the admin routes have rows to work on.
  for (const t of [owner, intruder]) {
    const res = await api(stack, 'POST', '/api/sensorformula', {
      token: adminToken,
      json: { sensor_id: t.sensorId, parameter: 'x1=0.1, x2=0.5' },
    });
    if (res.status !== 201) throw new Error(`fuzz setup: formula answered ${res.status}`);
    t.formulaId = (res.body.data as Body).formula_id as string;
  }
  const end = Math.floor(Date.now() / 1000);
  return { owner, intruder, adminToken, start: end - 3 * 86_400, end, ...(members ? { members } : {}) };
}

/** Everything the owner can read of their data through the API (plus their formulas as the admin sees them). */
export async function ownerSnapshot(stack: TestStack, world: FuzzWorld): Promise<Record<string, unknown>> {
  const { owner: o, start, end } = world;
  const get = async (path: string, token = o.token, init: { json?: unknown; form?: Record<string, string> } = {}) => {
    const res = await api(stack, init.json || init.form ? 'POST' : 'GET', path, { token, ...init });
    return { status: res.status, body: res.body };
  };
  const formulas = await get('/api/sensorformula', world.adminToken);
  return {
    farms: await get('/api/farm', o.token, { form: { userName: o.username } }),
    fields: await get('/api/v2/field'),
    field: await get(`/api/field/${o.fieldId}`),
    sensorsOfField: await get('/api/sensor/field', o.token, { json: { fieldId: o.fieldId } }),
    sensor: await get(`/api/sensor/${o.sensorId}`),
    gateways: await get('/api/v2/gateway'),
    zones: await get('/api/v2/zone'),
    readings: await get(`/api/v2/readings/${o.sensorId}?start=${start}&end=${end}`),
    latest: await get(`/api/v2/readings/${o.sensorId}/latest`),
    layers: await get(`/api/v2/readings/${o.sensorId}/layers`),
    moisture: await get(`/api/v2/moisture/${o.fieldId}?start=${start}&end=${end}`),
    formulas: ((formulas.body.data as Body[] | undefined) ?? []).filter((f) => f.sensor_id === o.sensorId),
  };
}

// ---------------------------------------------------------------- inputs

const PROTO_NAMES = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'prototype',
  '__defineGetter__',
  'isPrototypeOf',
];
/** Numbers JSON carries but a store may not (DynamoDB keeps magnitudes between 1e-130 and 1e126). */
const EXTREMES = [1e300, -1e300, 1e200, 1e-200, -1e-200, 5e-324, 1.7976931348623157e308, 1e126, 1e-131];
const NUMBERS = [
  0,
  -1,
  1,
  0.5,
  1e300,
  -1e300,
  1e-200,
  -1e-200,
  5e-324,
  1.7976931348623157e308,
  2 ** 53 + 2,
  -(2 ** 63),
  1e21,
  99.999999999,
  100,
  101,
];
const STRINGS = [
  '',
  ' ',
  '\t',
  '0',
  '-1',
  '1e300',
  '1e-200',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  ...PROTO_NAMES,
  'a'.repeat(65),
  'Zz'.repeat(5000),
  '<script>alert(1)</script>',
  "'; DROP TABLE x; --",
  '${7*7}',
  '../../etc/passwd',
  '\u0000',
  '\u202e',
  '🌱🌾',
  'ÄÖÜ ñ',
  '\ud800',
  '2026-13-45T99:99:99Z',
  '2026-01-01T00:00:00Z',
  'USER#demo',
  'SEN#X',
  '%',
  '%E0%A4%A',
];
/** Path segments (already percent-encoded, or deliberately broken). */
const SEGMENTS = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'prototype',
  '%5F%5Fproto%5F%5F',
  '%00',
  '%',
  '%E0%A4%A',
  '%FF',
  '%2F',
  '%2e%2e',
  '..',
  '%20',
  'a'.repeat(65),
  'x'.repeat(3000),
  '%F0%9F%8C%B1',
  '-1',
  '0',
  '1e300',
  'null',
  'undefined',
  '%22%27%3C%3E',
  '%7B%7D',
  'USER%23demo',
  '*',
  '~',
];
const QUERY_KEYS = [
  ...PROTO_NAMES,
  'start',
  'end',
  'tz',
  'fieldId',
  'format',
  'username',
  'userName',
  'sensor_id',
  'limit',
  'id',
  'x',
];
const HEADER_NAMES = [
  ...PROTO_NAMES,
  'x-fuzz',
  'origin',
  'content-length-x',
  'x-forwarded-for',
  'x-amz-date',
  'accept',
  'cookie',
];
const CONTENT_TYPES = [
  'application/json',
  'application/json',
  'application/x-www-form-urlencoded',
  'text/plain',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'application/x-www-form-urlencoded; charset=latin1',
  '__proto__',
  '',
  'application/xml',
];

/** Percent-encoding that keeps a lone surrogate as the (invalid UTF-8) bytes a client could send. */
function enc(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return s
      .split('')
      .map((c) => {
        try {
          return encodeURIComponent(c);
        } catch {
          return '%ED%A0%80';
        }
      })
      .join('');
  }
}

/** Own data properties, so `__proto__` stays a key (as JSON.parse makes it) rather than a prototype. */
function record(entries: [string, unknown][]): Body {
  const out: Body = {};
  for (const [k, v] of entries)
    Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
  return out;
}

function deep(rng: Rng, depth: number): unknown {
  let v: unknown = rng.pick(STRINGS);
  for (let i = 0; i < depth; i++) v = rng.chance(0.5) ? [v] : record([[rng.pick(['a', ...PROTO_NAMES]), v]]);
  return v;
}

function junkValue(rng: Rng, ids: string[], level = 0): unknown {
  const r = rng.int(12);
  if (r < 3) return rng.pick(NUMBERS);
  if (r < 6) return rng.pick(STRINGS);
  if (r === 6) return ids.length ? rng.pick(ids) : '';
  if (r === 7) return rng.pick([null, true, false]);
  if (r === 8) return deep(rng, rng.chance(0.1) ? 2000 + rng.int(2000) : rng.int(30));
  if (r === 9 && level < 3) return Array.from({ length: rng.int(5) }, () => junkValue(rng, ids, level + 1));
  if (r === 10 && level < 3) return junkObject(rng, ids, level + 1);
  return { type: rng.pick(['Polygon', 'Point', '__proto__']), coordinates: junkValue(rng, ids, level + 1) };
}

function junkObject(rng: Rng, ids: string[], level = 0): Body {
  return record(
    Array.from({ length: rng.int(5) }, () => [
      rng.pick([...PROTO_NAMES, ...QUERY_KEYS, 'fieldId', 'sensorId', 'gatewayId']),
      junkValue(rng, ids, level),
    ]),
  );
}

/**
 * A well-formed payload for each operation (the fuzzer then breaks it); ids from `ids`. An
 * operation not listed gets an object of random keys, so new routes are still fuzzed.
 */
function basePayload(
  route: RouteDef,
  rng: Rng,
  world: FuzzWorld,
  names: { user: string; field: string; sensor: string; gateway: string },
): Body {
  const now = Math.floor(Date.now() / 1000);
  switch (`${route.module}.${route.operation}`) {
    case 'farms.listFarms':
    case 'fields.listFields':
      return { userName: names.user };
    case 'farms.addFarm':
      return { userName: names.user, farmName: `Farm ${rng.int(1e6)}` };
    case 'fields.addField':
      return buildField({ userName: names.user, farmName: `Farm ${rng.int(1e6)}`, fieldName: `Field ${rng.int(1e6)}` });
    case 'fields.updateField':
      return { fieldName: `Field ${rng.int(1e6)}`, cropType: 'Corn', geom: squarePolygon(151.3, -33.9) };
    case 'sensors.listByField':
    case 'gateways.ofField':
      return { fieldId: names.field, userName: names.user };
    case 'sensors.register':
    case 'sensors.registerV2':
      return rng.chance(0.5)
        ? buildSensorForm(names.field, { username: names.user, sensorId: newSensorId() })
        : buildSensorForm(names.field, { sensorId: names.sensor });
    case 'sensors.updateSensor':
      return { alias: 'renamed', sleeping: 7200, battery_threshold: 50, field_id: names.field };
    case 'gateways.setup':
      return { status: rng.pick(['on', 'off']), gatewayIds: [names.gateway] };
    case 'gateways.sensors':
      return { gatewayIds: [names.gateway], userName: names.user };
    case 'gateways.register':
      return { gatewayId: rng.chance(0.5) ? names.gateway : `gw-${rng.int(1e9)}`, name: 'Fuzz' };
    case 'gateways.update':
      return { name: 'Renamed', fieldIds: [names.field] };
    case 'sensor-formulas.update':
    case 'sensor-formulas.create':
      return {
        sensor_id: names.sensor,
        formula: rng.pick(['val * 2', '(val - x1) / (x2 - x1) * 100', '1 ~ 2 ~ 3']),
        parameter: 'x1=0.1, x2=0.5',
      };
    case 'ingest.ingest':
      return {
        readings: Array.from({ length: 1 + rng.int(3) }, (_, i) => ({
          sensor_id: names.sensor,
          time: new Date(Date.now() - (i + 1) * 60_000).toISOString(),
          cap50: 0.3,
          cap100: 0.3,
          cap150: 0.3,
          temperature: 20,
          battery_vol: 3.9,
        })),
      };
    case 'zones.createZone':
    case 'zones.updateZone':
      return buildZone({ zoneName: `Zone ${rng.int(1e6)}`, fieldId: names.field });
    case 'sensor-formulas.recompute':
      return { sensor_id: names.sensor, start: world.start, end: now };
    default:
      return junkObject(rng, [names.field, names.sensor]);
  }
}

type Path = (string | number)[];
const isNumeric = (v: unknown) =>
  typeof v === 'number' || (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)));

/** The paths to the leaves of a value, a geometry sent as JSON text (form bodies) included. */
function leaves(
  value: unknown,
  path: Path = [],
  out: { path: Path; value: unknown }[] = [],
): { path: Path; value: unknown }[] {
  if (path.length > 20) return out;
  if (Array.isArray(value)) value.forEach((v, i) => leaves(v, [...path, i], out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) leaves(v, [...path, k], out);
  else if (typeof value === 'string' && /^[[{]/.test(value)) {
    try {
      leaves(JSON.parse(value), [...path, '#json'], out);
    } catch {
      out.push({ path, value });
    }
  } else out.push({ path, value });
  return out;
}

function setAt(value: unknown, path: Path, leaf: unknown): unknown {
  if (!path.length) return leaf;
  const [head, ...rest] = path;
  if (head === '#json') return JSON.stringify(setAt(JSON.parse(value as string), rest, leaf));
  if (Array.isArray(value)) return value.map((v, i) => (i === head ? setAt(v, rest, leaf) : v));
  return record(Object.entries(value as object).map(([k, v]) => [k, k === head ? setAt(v, rest, leaf) : v]));
}

/**
 * A copy of `value` with one leaf, deep inside (a polygon vertex, a percentage), swapped for junk;
 * mostly a number swapped for one a store may not keep.
 */
function mutateLeaf(rng: Rng, value: unknown, ids: string[]): unknown {
  const all = leaves(value);
  if (!all.length) return junkValue(rng, ids);
  const numeric = all.filter((l) => isNumeric(l.value));
  const target = numeric.length && rng.chance(0.7) ? rng.pick(numeric) : rng.pick(all);
  const replacement = isNumeric(target.value)
    ? (typeof target.value === 'string' ? String : (n: number) => n)(rng.pick(rng.chance(0.7) ? EXTREMES : NUMBERS))
    : rng.chance(0.5)
      ? rng.pick(NUMBERS)
      : junkValue(rng, ids);
  return setAt(value, target.path, replacement);
}

/** Break a payload: swap a value for junk, drop a key, add prototype names, nest it… */
function mutate(rng: Rng, payload: Body, ids: string[]): unknown {
  let out: Body = record(Object.entries(payload));
  const rounds = 1 + rng.int(3);
  for (let i = 0; i < rounds; i++) {
    const keys = Object.keys(out);
    const r = rng.int(10);
    if (r >= 8) {
      const changed = mutateLeaf(rng, out, ids);
      if (!changed || typeof changed !== 'object' || Array.isArray(changed)) return changed;
      out = changed as Body;
    } else if (r < 3 && keys.length) out[rng.pick(keys)] = junkValue(rng, ids);
    else if (r === 3 && keys.length) delete out[rng.pick(keys)];
    else if (r === 4) out = record([...Object.entries(out), [rng.pick(PROTO_NAMES), junkValue(rng, ids)]]);
    else if (r === 5) out = record([...Object.entries(out), [rng.pick(QUERY_KEYS), rng.pick(PROTO_NAMES)]]);
    else if (r === 6) return rng.pick([[out], junkValue(rng, ids), deep(rng, 1 + rng.int(3000))]);
    else if (keys.length) out[rng.pick(keys)] = rng.pick(PROTO_NAMES);
  }
  return out;
}

/** Bodies no schema can accept: broken JSON, or JSON that is not an object. */
function invalidBody(rng: Rng): string {
  return rng.pick([
    () => '{',
    () => '{"fieldId": ',
    () => "{'a': 1}",
    () => '{"__proto__": {"x": 1}',
    () => 'nul',
    () => '\u0000\u0001\u0002',
    () => JSON.stringify(rng.pick(NUMBERS)),
    () => JSON.stringify(rng.pick(STRINGS)),
    () => 'null',
    () => 'true',
    () => '[]',
    () => `[${'{"constructor":1},'.repeat(rng.int(50))}1]`,
    () => '['.repeat(1 + rng.int(5000)),
    () => '['.repeat(3000) + ']'.repeat(3000),
    () => `"${'x'.repeat(rng.int(20_000))}"`,
  ])();
}

function formEncode(rng: Rng, value: unknown): string {
  if (!value || typeof value !== 'object' || Array.isArray(value))
    return rng.pick(['a=1&a=2', '__proto__=x&constructor=y', '%E0%A4%A=%', '=&&=', JSON.stringify(value) ?? '']);
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(value)) params.append(k, typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
  return params.toString();
}

// ---------------------------------------------------------------- requests

export interface FuzzRequest {
  index: number;
  actor: string;
  route: string;
  /** The contract's id of the route (absent for the prototype-name requests). */
  routeId?: RouteId;
  method: string;
  path: string;
  headers: [string, string][];
  body?: string;
}

/** Operations that only read, although their method is POST (the spec's list calls). */
const READ_ONLY_POSTS = new Set(['listFarms', 'listFields', 'listByField', 'ofField', 'sensors']);
const writes = (route: RouteDef) => route.method !== 'GET' && !READ_ONLY_POSTS.has(route.operation);

export type ActorName = 'owner' | 'intruder' | 'admin' | 'anonymous' | 'forged' | MemberRole;
const ACTORS: readonly ActorName[] = [
  'owner',
  'owner',
  'owner',
  'intruder',
  'intruder',
  'intruder',
  'admin',
  'anonymous',
  'forged',
];

function ownerIds(world: FuzzWorld): string[] {
  const o = world.owner;
  return [o.username, o.farmName, o.fieldId, o.zoneId, o.gatewayId, o.sensorId, o.formulaId];
}

/** The `index`-th request of the seed's sequence. */
export function fuzzRequest(
  seed: number,
  index: number,
  world: FuzzWorld,
  actors: readonly ActorName[] = ACTORS,
): FuzzRequest {
  const rng = createRng((seed ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0);
  const route = (routes as readonly RouteDef[])[index % routes.length]!;
  const actor = rng.pick(actors);
  const member = actor === 'manager' || actor === 'advisor' || actor === 'viewer' ? world.members?.[actor] : undefined;
  if ((actor === 'manager' || actor === 'advisor' || actor === 'viewer') && !member)
    throw new Error('fuzz: member actors need a world made with members');
  // Those who may legitimately change the owner's data (in the farm, by their role) write like the owner.
  const ownerLike = actor === 'owner' || actor === 'manager' || actor === 'advisor';
  // May this request name the owner's things? Not when its sender could legitimately change them.
  const mayNameOwner = !writes(route) || !(ownerLike || actor === 'admin');
  const { owner: o, intruder: x } = world;
  const theirs = [x.fieldId, x.sensorId, x.gatewayId, x.zoneId, x.username, x.formulaId];
  const ids = mayNameOwner ? [...ownerIds(world), ...theirs] : [...theirs, 'fld_none'];
  const tenant = mayNameOwner && rng.chance(0.6) ? o : x;
  const byParam: Record<string, string[]> = {
    userName: [tenant.username],
    farmname: [tenant.farmName],
    fieldId: [tenant.fieldId],
    field_id: [tenant.fieldId],
    sensorId: [tenant.sensorId],
    sensor_id: [tenant.sensorId],
    gatewayId: [tenant.gatewayId],
    id: route.module === 'sensor-formulas' ? [tenant.formulaId] : [tenant.zoneId, tenant.fieldId],
  };
  // The team routes: the shared farm and its members when this request may name the owner's things.
  const team = mayNameOwner ? world.members : undefined;
  if (team) {
    byParam.farm_id = [team.farmId];
    byParam.member = MEMBER_ACTORS.map((r) => team[r].username);
  }

  // Path: each {param} is a plausible id (the owner's when allowed) or junk.
  const path = route.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    if (rng.chance(0.5)) return enc(rng.pick(Object.hasOwn(byParam, name) ? byParam[name]! : ids));
    return rng.pick(SEGMENTS);
  });

  // Query: sometimes a plausible range, plus prototype names and junk, repeated keys.
  const query: string[] = [];
  if (rng.chance(0.4)) query.push(`start=${world.start}`, `end=${world.end}`);
  for (let i = rng.int(4); i > 0; i--) {
    const key = rng.chance(0.1) ? rng.pick(SEGMENTS) : enc(rng.pick(QUERY_KEYS));
    const value = rng.chance(0.15)
      ? rng.pick(SEGMENTS)
      : enc(String(rng.chance(0.5) ? rng.pick(STRINGS) : rng.pick(ids)));
    query.push(`${key}=${value}`);
    if (rng.chance(0.2)) query.push(`${key}=${value}x`);
  }
  if (rng.chance(0.05)) query.push(rng.pick(['&&', '=', '%', 'a', '__proto__', '__proto__[x]=1']));
  const url = query.length ? `${path}?${query.join('&')}` : path;

  // Credentials.
  const headers: [string, string][] = [];
  const t = actor === 'owner' ? o : actor === 'intruder' ? x : null;
  if (route.access === 'gateway') {
    if (t) headers.push(['authorization', `Gateway ${t.credential}`]);
    else if (actor === 'forged')
      headers.push([
        'authorization',
        rng.pick([`Gateway gw.${o.gatewayId}.${'A'.repeat(43)}`, 'Gateway __proto__', `Bearer ${o.token}`]),
      ]);
  } else if (t) headers.push(['authorization', `Bearer ${t.token}`]);
  else if (member) headers.push(['authorization', `Bearer ${member.token}`]);
  else if (actor === 'admin') headers.push(['authorization', `Bearer ${world.adminToken}`]);
  else if (actor === 'forged')
    headers.push([
      'authorization',
      rng.pick(['Bearer __proto__', 'Bearer a.b.c', `Bearer ${o.token.slice(0, -4)}AAAA`, 'constructor']),
    ]);

  // A member names the shared farm (now and then junk instead, or the farm twice).
  if (member) {
    const farm = rng.chance(0.85)
      ? world.members!.farmId
      : rng.pick(['', ...PROTO_NAMES, ...SEGMENTS, 'fm_AAAAAAAAAAAA']);
    headers.push([FARM_HEADER, farm]);
    if (rng.chance(0.05)) headers.push([FARM_HEADER, world.members!.farmId]);
  }

  // Headers named like Object.prototype's members, repeated headers, junk values.
  for (let i = rng.int(4); i > 0; i--) {
    const name = rng.pick(HEADER_NAMES);
    const value = rng.pick([
      '',
      '1',
      'x'.repeat(rng.int(2000)),
      ...PROTO_NAMES,
      'https://evil.example',
      '[object Object]',
    ]);
    headers.push([name, value]);
    if (rng.chance(0.3)) headers.push([name, `${value}2`]);
  }

  // Body.
  let body: string | undefined;
  let contentType: string | undefined = rng.pick(CONTENT_TYPES);
  const ownerWrites = ownerLike && writes(route);
  if (ownerWrites) {
    // The owner may change their own data with any valid body: send only bodies nothing accepts.
    body = invalidBody(rng);
    if (contentType.includes('x-www-form-urlencoded')) contentType = 'application/json';
  } else if (route.method === 'GET' || route.method === 'DELETE' ? rng.chance(0.2) : rng.chance(0.95)) {
    // Mostly the sender's own name (else every body is refused for naming someone else).
    const self = actor === 'owner' ? o : actor === 'intruder' ? x : (member ?? tenant);
    const names = {
      user: rng.chance(0.8) ? self.username : tenant.username,
      field: tenant.fieldId,
      sensor: tenant.sensorId,
      gateway: tenant.gatewayId,
    };
    const base = basePayload(route, rng, world, names);
    // Mostly one small change to a valid payload: the inputs that get past validation find the bugs.
    const r = rng.int(10);
    const value =
      r === 0 ? base : r < 5 ? mutateLeaf(rng, base, ids) : r < 8 ? mutate(rng, base, ids) : junkValue(rng, ids);
    if (rng.chance(0.1)) body = invalidBody(rng);
    else if (contentType.includes('x-www-form-urlencoded')) body = formEncode(rng, value);
    else body = JSON.stringify(value) ?? 'undefined';
    if (rng.chance(0.002)) body = `{"a":"${'x'.repeat(1_100_000)}"}`;
  } else contentType = rng.chance(0.5) ? undefined : contentType;
  if (contentType !== undefined && (body !== undefined || rng.chance(0.3))) headers.push(['content-type', contentType]);
  return {
    index,
    actor,
    route: `${route.method} ${route.path}`,
    ...(route.id ? { routeId: route.id } : {}),
    method: route.method,
    path: url,
    headers,
    body,
  };
}

// ---------------------------------------------------------------- sending

export interface FuzzResponse {
  status: number;
  body: string;
}

const agent = new Agent({ keepAlive: true, maxSockets: 16 });

export function send(baseUrl: string, req: FuzzRequest, timeoutMs = 20_000): Promise<FuzzResponse> {
  const base = new URL(baseUrl);
  return new Promise((resolve) => {
    // Raw header lines (so repeated names stay repeated): then Node adds no Host of its own.
    const flat = ['host', base.host, ...req.headers.flatMap(([k, v]) => [k, v])];
    if (req.body !== undefined) flat.push('content-length', String(Buffer.byteLength(req.body)));
    const r = request(
      {
        host: base.hostname,
        port: base.port,
        method: req.method,
        path: req.path,
        headers: flat as unknown as Record<string, string>,
        agent,
        timeout: timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8').slice(0, 500) }),
        );
        res.on('error', (e) => resolve({ status: 0, body: `response error: ${e.message}` }));
      },
    );
    r.on('timeout', () => r.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    r.on('error', (e) => resolve({ status: 0, body: `request error: ${e.message}` }));
    if (req.body !== undefined) r.write(req.body);
    r.end();
  });
}

export interface FuzzRun {
  seed: number;
  count: number;
  ms: number;
  byClass: Record<string, number>;
  byRoute: Record<string, number>;
  /** 5xx answers and requests that got no answer (status 0). */
  failures: { request: FuzzRequest; response: FuzzResponse }[];
}

export async function runFuzz(
  baseUrl: string,
  world: FuzzWorld,
  opts: { seed: number; count: number; concurrency?: number; actors?: readonly ActorName[] },
): Promise<FuzzRun> {
  const started = performance.now();
  const run: FuzzRun = { seed: opts.seed, count: opts.count, ms: 0, byClass: {}, byRoute: {}, failures: [] };
  let next = 0;
  const worker = async () => {
    while (next < opts.count) {
      const req = fuzzRequest(opts.seed, next++, world, opts.actors);
      const res = await send(baseUrl, req);
      const cls = res.status ? `${Math.floor(res.status / 100)}xx` : 'no answer';
      run.byClass[cls] = (run.byClass[cls] ?? 0) + 1;
      run.byRoute[req.route] = (run.byRoute[req.route] ?? 0) + 1;
      if (res.status === 0 || res.status >= 500) run.failures.push({ request: req, response: res });
    }
  };
  await Promise.all(Array.from({ length: opts.concurrency ?? 6 }, worker));
  run.ms = performance.now() - started;
  run.failures.sort((a, b) => a.request.index - b.request.index);
  return run;
}

const cut = (s: string | undefined, n = 300) =>
  s === undefined ? '(none)' : s.length > n ? `${s.slice(0, n)}… (${s.length} chars)` : s;

/** One failure as a reproducible report. */
export function describeFailure(seed: number, f: FuzzRun['failures'][number]): string {
  const r = f.request;
  return [
    `seed ${seed}, request #${r.index} (${r.actor}) on ${r.route} → ${f.response.status}: ${cut(f.response.body, 200)}`,
    `  ${r.method} ${cut(r.path, 400)}`,
    ...r.headers.map(([k, v]) => `  ${k}: ${cut(k === 'authorization' ? v.slice(0, 24) + '…' : v, 120)}`),
    `  body: ${cut(r.body)}`,
  ].join('\n');
}
