/**
 * The world of the farm-access matrix (test/integration/farm-access-matrix.test.ts): an owner's
 * shared farm with one of everything a farm route can name, its members (one per role), and the
 * callers who must reach nothing of it; and, per contract route with `farm`, a valid request aimed
 * at that farm's things. The requests go through the local gateway (HTTP), as the web app's do.
 */
import { contract, type Contract } from '@shared/contract';
import { FARM_HEADER } from '@shared/teams/constants';
import type { FarmRole } from '@shared/teams/roles';
import { assertAnswerMatchesContract } from './contract-check';
import { newGrower, proGrower, type TestStack } from './local-stack';
import { buildField, buildSensorForm, buildZone, sensorId as newSensorId, squarePolygon } from './management';
import { addMember, farmIdOf } from './teams';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { forecastsSettled } from '../../lambdas/ingest/services/forecast-queue';
import { documentClient } from '../../lambdas/platform/aws/clients';
import { appTableName } from '../../lambdas/platform/env';

export type Body = Record<string, any>;
export interface Answer {
  status: number;
  body: Body;
  text: string;
}

export interface User {
  username: string;
  token: string;
}

/** A request to one route: its path parameters, query, and a JSON or form body. */
export interface RouteRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  json?: unknown;
  form?: Record<string, string>;
}

let uniq = 0;
const next = () => `${Date.now().toString(36)}${(uniq++).toString(36)}`;

/** Fill `{param}`s of a route's path (each value percent-encoded). */
export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    if (!Object.hasOwn(params, name)) throw new Error(`no value for {${name}} of ${path}`);
    return encodeURIComponent(params[name]!);
  });
}

/**
 * One call through the local gateway; `farm` is sent as the farm header. JSON answers are checked
 * against the contract.
 */
export async function call(
  stack: TestStack,
  who: User | null,
  method: string,
  path: string,
  req: Omit<RouteRequest, 'params'> & { farm?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (who) headers.authorization = `Bearer ${who.token}`;
  if (req.farm !== undefined) headers[FARM_HEADER] = req.farm;
  let body: string | undefined;
  if (req.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(req.json);
  } else if (req.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(req.form).toString();
  }
  const url = req.query ? `${path}?${new URLSearchParams(req.query).toString()}` : path;
  const res = await fetch(`${stack.url}${url}`, { method, headers, body });
  const text = await res.text();
  const json = (res.headers.get('content-type') ?? '').includes('json') && text ? (JSON.parse(text) as Body) : {};
  if ((res.headers.get('content-type') ?? '').includes('json'))
    assertAnswerMatchesContract(method, url, res.status, json);
  return { status: res.status, body: json, text };
}

const must = async (p: Promise<Answer>, what: string): Promise<Body> => {
  const res = await p;
  if (res.status >= 300) throw new Error(`matrix setup: ${what} answered ${res.status} ${res.text.slice(0, 300)}`);
  return res.body;
};

/**
 * One of each thing a farm route can name, in one farm, made on first use (so a fresh set costs
 * only what its route touches). The owner makes them without the farm header, as before teams.
 */
export class FarmThings {
  private made = new Map<string, Promise<string>>();
  readonly n = uniq++;
  constructor(
    private readonly stack: TestStack,
    private readonly owner: User,
    readonly farmName: string,
  ) {}

  private once(what: string, make: () => Promise<string>): Promise<string> {
    if (!this.made.has(what)) this.made.set(what, make());
    return this.made.get(what)!;
  }

  private post(path: string, json: unknown) {
    return must(call(this.stack, this.owner, 'POST', path, { json }), `POST ${path}`);
  }

  /** Each set's field lies apart from the others (a farm's fields may not overlap). */
  get lng() {
    return 140 + (this.n % 400) * 0.05;
  }
  /** The zone's outline (inside the field). */
  get zoneGeom() {
    return squarePolygon(this.lng + 0.001, -33.801, 0.005);
  }

  /** The farm's id (given now if it has none). */
  farmId = () =>
    this.once('farmId', async () => {
      await this.field();
      return farmIdOf(this.owner.username, this.farmName);
    });

  /** A member of the farm (a viewer) for the routes that change or remove one. */
  spareMember = () =>
    this.once('spareMember', async () => {
      const user = await grower(this.stack);
      await addMember(await this.farmId(), user.username, 'viewer');
      return user.username;
    });

  /** A pending invitation the owner sent. */
  invitation = () =>
    this.once('invitation', async () => {
      const body = await must(
        call(this.stack, this.owner, 'POST', `/api/v2/farms/${await this.farmId()}/members`, {
          json: { email: `invitee-${next()}@example.com`, role: 'viewer' },
        }),
        'invite',
      );
      return (body.data as Body).invitation_id as string;
    });

  field = () =>
    this.once('field', async () => {
      const body = await this.post(
        '/api/field/addField',
        buildField({
          userName: this.owner.username,
          farmName: this.farmName,
          fieldName: `Field ${next()}`,
          geom: squarePolygon(this.lng, -33.8),
        }),
      );
      return (body.data as Body).field_id as string;
    });

  zone = () =>
    this.once('zone', async () => {
      const body = await this.post(
        `/api/v2/zone/${await this.field()}`,
        buildZone({ zoneName: `Zone ${next()}`, geom: this.zoneGeom }),
      );
      return (body.data as Body).id as string;
    });

  /**
   * A gateway of `kind`, tied to the field (a gateway belongs to its fields' farm; one made
   * before teams knows no farm of its own).
   */
  private gatewayOf = (kind: 'fieldwise' | 'chirpstack') =>
    this.once(`gateway:${kind}`, async () => {
      const gatewayId = `gw-matrix-${next()}`;
      const body = await this.post('/api/v2/gateway', { gatewayId, name: 'Matrix gateway', kind });
      await must(
        call(this.stack, this.owner, 'PUT', `/api/v2/gateway/${gatewayId}`, {
          json: { fieldIds: [await this.field()] },
        }),
        'tie the gateway to its field',
      );
      return JSON.stringify({ gatewayId, credential: body.credential as string });
    });
  gateway = async () => (JSON.parse(await this.gatewayOf('fieldwise')) as { gatewayId: string }).gatewayId;
  credential = async () => (JSON.parse(await this.gatewayOf('fieldwise')) as { credential: string }).credential;
  /** A LoRaWAN connection (ChirpStack), whose devices a route lists. */
  lorawanGateway = async () => (JSON.parse(await this.gatewayOf('chirpstack')) as { gatewayId: string }).gatewayId;

  /** A sensor in the zone (so the zone's advice has one), on the gateway. */
  sensor = () =>
    this.once('sensor', async () => {
      const [fieldId, gatewayId] = [await this.field(), await this.gateway()];
      await this.zone();
      const form = buildSensorForm(fieldId, {
        gatewayId,
        sensorId: newSensorId(),
        geom: JSON.stringify({ type: 'Point', coordinates: [this.lng + 0.003, -33.803] }),
      });
      await must(call(this.stack, this.owner, 'POST', '/api/sensor/v2/new', { form }), 'register sensor');
      return form.sensorId;
    });

  /** Four days of hourly readings with one wetting, so reads have data and a rescan finds an event. */
  readings = () =>
    this.once('readings', async () => {
      const sensorId = await this.sensor();
      const res = await fetch(`${this.stack.url}/api/v2/ingest`, {
        method: 'POST',
        headers: { authorization: `Gateway ${await this.credential()}`, 'content-type': 'application/json' },
        body: JSON.stringify({ readings: wettingBatch(sensorId) }),
      });
      if (res.status !== 200) throw new Error(`matrix setup: ingest answered ${res.status}`);
      await forecastsSettled();
      return sensorId;
    });

  irrigation = () =>
    this.once('irrigation', async () => {
      const body = await this.post(`/api/v2/zone/${await this.zone()}/irrigations`, {
        start: Math.floor(Date.now() / 1000) - 86_400,
        depth_mm: 12,
      });
      return (body.data as Body).irrigation_id as string;
    });

  /** The wetting the readings hold, found by a rescan. */
  event = () =>
    this.once('event', async () => {
      await this.readings();
      const fieldId = await this.field();
      await this.post(`/api/v2/events/${fieldId}/rescan`, {});
      const listed = await must(
        call(this.stack, this.owner, 'GET', `/api/v2/events/${fieldId}`, { query: eventRange() }),
        'list events',
      );
      const event = (listed.data as Body[])[0];
      if (!event) throw new Error('matrix setup: the rescan found no event');
      return event.event_id as string;
    });

  vendorLink = () =>
    this.once('vendorLink', async () => {
      const body = await this.post('/api/v2/vendor-links', {
        vendor: 'irrimax',
        sensorId: await this.sensor(),
        apiKey: 'irx-5b2e9d17-40c3-4f6a-b1d8-7e0a9c4f2d11',
        logger: `Logger ${next()}`,
        timeZone: 'Australia/Sydney',
      });
      return (body.data as Body).linkId as string;
    });
}

const H = 3_600_000;
const HOURS = 96;
/** The newest reading: the last whole hour before now. */
const END = Math.floor(Date.now() / H) * H - H;

/** Hourly readings drying slowly, with a wetting of 8 points at 10 cm a day and a half before the end. */
function wettingBatch(sensorId: string) {
  return Array.from({ length: HOURS }, (_, i) => {
    const rise = (from: number, hours: number, points: number) =>
      Math.min(Math.max(i - from, 0), hours) * (points / hours);
    return {
      sensor_id: sensorId,
      time: new Date(END - (HOURS - 1 - i) * H).toISOString(),
      cap50: Number((24 - i * 0.02 + rise(60, 3, 8)).toFixed(2)),
      cap100: Number((31 - i * 0.01 + rise(64, 4, 3)).toFixed(2)),
      cap150: 35,
      temperature: 16,
      battery_vol: 3.9,
    };
  });
}

/** A range around the readings (epoch seconds), for the routes that take one. */
export const readingRange = () => ({
  start: String(Math.floor((END - (HOURS + 24) * H) / 1000)),
  end: String(Math.floor(Date.now() / 1000)),
});
const eventRange = readingRange;

export const MEMBER_ROLES = ['manager', 'advisor', 'viewer'] as const satisfies readonly FarmRole[];
export const CALLERS = ['owner', ...MEMBER_ROLES, 'non-member', 'same-owner-other-farm', 'other-owner-farm'] as const;
export type CallerName = (typeof CALLERS)[number];

export interface MatrixWorld {
  owner: User;
  farmName: string;
  farmId: string;
  /** The owner's other farm, and its id. */
  secondFarmId: string;
  /** The owner's other farm's things, which no list in the shared farm may show. */
  second: FarmThings;
  /** Another owner's farm. */
  otherOwner: User;
  otherFarmId: string;
  callers: Record<CallerName, User>;
  /**
   * The farm each caller names in its requests: the shared farm (owner, members, non-member), or
   * the farm the cross-farm callers are members of (while naming the shared farm's things).
   */
  farmOf: Record<CallerName, string>;
  /** The shared farm's things that reads and refused writes aim at. */
  base: FarmThings;
  things(farmName?: string): FarmThings;
  stack: TestStack;
}

export async function createMatrixWorld(stack: TestStack): Promise<MatrixWorld> {
  const owner = await proGrower(stack);
  const farmName = 'Matrix Farm';
  const things = (name = farmName) => new FarmThings(stack, owner, name);
  const base = things();
  await Promise.all([base.readings(), base.irrigation(), base.vendorLink()]);
  await base.event();
  const farmId = await farmIdOf(owner.username, farmName);

  const second = things('Second Farm');
  await Promise.all([second.zone(), second.vendorLink()]);
  const secondFarmId = await farmIdOf(owner.username, 'Second Farm');

  const other = await grower(stack);
  await new FarmThings(stack, other, 'Other Farm').field();
  const otherFarmId = await farmIdOf(other.username, 'Other Farm');

  const callers = { owner } as Record<CallerName, User>;
  for (const role of MEMBER_ROLES) {
    // The manager is the one the farm is offered to (transferFarm): on Pro, since the matrix farm
    // gathers more sensors than Full covers as the sensor routes' cases register theirs.
    callers[role] = role === 'manager' ? await proGrower(stack) : await grower(stack);
    await addMember(farmId, callers[role].username, role);
  }
  callers['non-member'] = await grower(stack);
  callers['same-owner-other-farm'] = await grower(stack);
  await addMember(secondFarmId, callers['same-owner-other-farm'].username, 'manager');
  callers['other-owner-farm'] = await grower(stack);
  await addMember(otherFarmId, callers['other-owner-farm'].username, 'manager');

  const farmOf = {} as Record<CallerName, string>;
  for (const c of CALLERS) farmOf[c] = farmId;
  farmOf['same-owner-other-farm'] = secondFarmId;
  farmOf['other-owner-farm'] = otherFarmId;
  return {
    owner,
    farmName,
    farmId,
    secondFarmId,
    second,
    otherOwner: other,
    otherFarmId,
    callers,
    farmOf,
    base,
    things,
    stack,
  };
}

export async function grower(stack: TestStack): Promise<User> {
  const { username, tokens } = await newGrower(stack);
  return { username, token: tokens.IdToken! };
}

/** The contract's routes with `farm`. */
export type FarmRouteId = {
  [K in keyof Contract]: Contract[K] extends { farm: object } ? K : never;
}[keyof Contract];

/** What a request needs: the world, the things it aims at, and who sends it. */
export interface RequestContext {
  world: MatrixWorld;
  things: FarmThings;
  caller: User;
  callerName: CallerName;
}

export type RequestBuilder = (ctx: RequestContext) => Promise<RouteRequest>;

export const successStatus = (id: FarmRouteId): number => {
  const route = contract[id] as { status?: number };
  return route.status ?? 200;
};

/** Every item of the app table (sorted), to prove a refused request changed nothing. */
export async function appTableItems(): Promise<string[]> {
  // Work a change queued (forecasts after a sensor or zone change) lands first, not mid-comparison.
  await forecastsSettled();
  const out: string[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(new ScanCommand({ TableName: appTableName(), ExclusiveStartKey: start }));
    for (const item of page.Items ?? []) out.push(JSON.stringify(item, Object.keys(item).sort()));
    start = page.LastEvaluatedKey;
  } while (start);
  return out.sort();
}
