/**
 * The farm's audit log: one entry per successful change on a farm route (fields, zones, sensors,
 * gateways, irrigation logs, members, roles …), under `AUDIT#<farmId>`, newest last by its sort
 * key, kept a year (`ttl`: AWS deletes it after AUDIT_DAYS; the emulators keep it).
 */
import type { AuditRow } from '@shared/teams/schemas';
import { AUDIT_DAYS } from '@shared/teams/constants';
import type { FarmRole } from '@shared/teams/roles';
import { putItem } from '../aws/items';
import { APP_TABLE_TTL_ATTRIBUTE, teamKeys } from '../aws/table-schema';
import { newId } from '../ids';

export type AuditVerb = AuditRow['verb'];

/** What a handler may say of its change, better than the route alone can (ApiResult.audit). */
export interface AuditNote {
  verb?: AuditVerb;
  what?: string;
  target?: string;
  summary?: string;
}

const VERBS: Readonly<Record<string, AuditVerb>> = { POST: 'created', PUT: 'changed', DELETE: 'deleted' };

/** What a route's resource (its contract's `resource`) changes, in an entry's words. */
const WHAT: Readonly<Record<string, string>> = {
  farms: 'farm',
  fields: 'field',
  zones: 'zone',
  sensors: 'sensor',
  gateways: 'gateway',
  'lorawan-devices': 'gateway',
  irrigations: 'irrigation',
  events: 'event',
  'vendor-links': 'vendor link',
  teams: 'member',
  notes: 'note',
};

/** Routes whose method alone says it wrong (a POST that changes rather than makes). */
const ROUTE_NOTES: Readonly<Record<string, AuditNote>> = {
  rescanEvents: { verb: 'changed', what: 'wetting events (rescanned)' },
  answerEvent: { verb: 'changed', what: 'wetting event answer' },
  setupGateway: { verb: 'changed', what: 'gateway pairing' },
  rotateGatewayCredential: { verb: 'changed', what: 'gateway credential' },
};

export interface AuditInput {
  /** The contract's route id, when it has one. */
  route?: string;
  method: string;
  resource: string;
  actor: string;
  role: FarmRole;
  /** The id (or name) the route names; the farm's name when it names none. */
  target: string;
  note?: AuditNote;
}

/** A table's own entry (never Object.prototype's member of that name). */
const own = <V>(table: Readonly<Record<string, V>>, key: string): V | undefined =>
  Object.hasOwn(table, key) ? table[key] : undefined;

/** The entry a change makes: the route's words unless the handler said better. */
export function auditEntry(input: AuditInput, at = new Date()): AuditRow {
  const byRoute = input.route === undefined ? undefined : own(ROUTE_NOTES, input.route);
  const verb = input.note?.verb ?? byRoute?.verb ?? own(VERBS, input.method) ?? 'changed';
  const what = input.note?.what ?? byRoute?.what ?? own(WHAT, input.resource) ?? input.resource;
  const target = input.note?.target ?? input.target;
  const summary = input.note?.summary ?? `${input.actor} (${input.role}) ${verb} ${what} ${target}.`;
  return { at: at.toISOString(), actor: input.actor, role: input.role, verb, what, target, summary };
}

export async function writeAudit(farmId: string, entry: AuditRow): Promise<void> {
  const expires = Math.floor(Date.parse(entry.at) / 1000) + AUDIT_DAYS * 86_400;
  await putItem({
    ...teamKeys.audit(farmId, entry.at, newId('au')),
    ...entry,
    [APP_TABLE_TTL_ATTRIBUTE]: expires,
  });
}
