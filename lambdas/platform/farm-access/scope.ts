/**
 * The resources a farm route names (its contract's `farm.scope`), checked against the farm the
 * request acts in, and, in the caller's own account, the farm a write touched (for its audit entry).
 */
import type { FarmAccess, FarmResourceKind, FarmScope } from '@shared/contract/define';
import type { FarmContext } from '../auth';
import { NotFoundError } from '../errors';
import { refusal, type RefusalKey } from '../refusal';
import { farmsOf } from './resources';

/** The parts of a request a scope reads (after the dispatcher parsed them). */
export interface ScopedInput {
  params: unknown;
  query: unknown;
  body: unknown;
}

type NamedScope = Extract<FarmScope, { name: string }>;
type ResourceScope = NamedScope & { kind: Exclude<FarmResourceKind, 'farmId'> };

const isResource = (s: FarmScope): s is ResourceScope => 'name' in s && s.kind !== 'farmId';

/**
 * The ids a scope entry names: a string, or each string of an array; a value of another type
 * is kept as its text, so it names nothing and is refused. Absent or empty: none.
 */
export function idsNamed(entry: NamedScope, input: ScopedInput): string[] {
  const part = input[entry.in];
  const value =
    part && typeof part === 'object' && Object.hasOwn(part, entry.name)
      ? (part as Record<string, unknown>)[entry.name]
      : undefined;
  const values = Array.isArray(value) ? (value as unknown[]) : value === undefined || value === null ? [] : [value];
  return values.filter((v) => v !== '').map((v) => (typeof v === 'string' ? v : JSON.stringify(v)));
}

/** Each kind's "not found" refusal. */
const NOT_FOUND: Readonly<Record<Exclude<FarmResourceKind, 'farmId'>, RefusalKey>> = {
  farmName: 'refusals.farmNotFound',
  field: 'refusals.fieldNotFound',
  zone: 'refusals.zoneNotFound',
  sensor: 'refusals.sensorNotFound',
  gateway: 'refusals.gatewayNotFound',
  irrigation: 'refusals.irrigationNotFound',
  event: 'refusals.eventNotFound',
  vendorLink: 'refusals.vendorLinkNotFound',
};

/**
 * Every resource the route names must be in the farm (404 otherwise, as for something that does
 * not exist: a member learns nothing of the owner's other farms).
 */
export async function assertNamedInFarm(access: FarmAccess, farm: FarmContext, input: ScopedInput): Promise<void> {
  for (const entry of access.scope.filter(isResource)) {
    const ids = idsNamed(entry, input);
    const farms = await Promise.all(ids.map((id) => farmsOf(farm.owner, entry.kind, id)));
    if (farms.some((of) => !of.includes(farm.farmName))) throw new NotFoundError(refusal(NOT_FOUND[entry.kind]));
  }
}

/** The farm of the first named resource found in the owner's account; undefined when none is. */
export async function farmTouched(access: FarmAccess, owner: string, input: ScopedInput): Promise<string | undefined> {
  for (const entry of access.scope.filter(isResource)) {
    for (const id of idsNamed(entry, input)) {
      const [farm] = await farmsOf(owner, entry.kind, id);
      if (farm) return farm;
    }
  }
  return undefined;
}

/** What an audit entry names as changed: the first id the route names (a farm's own routes: none). */
export function firstTarget(access: FarmAccess, input: ScopedInput): string | undefined {
  for (const entry of access.scope.filter(isResource)) {
    const [id] = idsNamed(entry, input);
    if (id) return id;
  }
  return undefined;
}
