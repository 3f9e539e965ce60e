/**
 * The dispatcher's farm steps (lambdas/platform/http.ts says where each runs):
 * 1. `callerInFarm`, before the input is read: the farm the request names, the membership, the
 *    role, the owner's plan → the caller as the owner (404 / 403 / 402 / 400 on a bad header).
 * 2. `checkScope`, after the input is parsed: every resource it names is in that farm (404); on a
 *    change, what the audit entry will say (in the caller's own account: the farm it touches), and
 *    409 while that farm's ownership transfer is moving its data (transfer-pause.ts).
 * 3. `recordChange`, after a change succeeded: the audit entry.
 */
import type { FarmAccess } from '@shared/contract/define';
import { isWriteAction } from '@shared/teams/roles';
import type { Caller } from '../auth';
import { getItem, keys } from '../aws/items';
import { NotFoundError } from '../errors';
import { logger } from '../telemetry/logger';
import { auditEntry, writeAudit, type AuditInput, type AuditNote } from './audit';
import { enterFarm, farmIdNamed } from './enter-farm';
import { ensureFarmId } from './farm-ids';
import { assertNotMoving } from './transfer-pause';
import { assertNamedInFarm, farmTouched, firstTarget, type ScopedInput } from './scope';

export async function callerInFarm(
  farm: FarmAccess,
  caller: Caller,
  params: Readonly<Record<string, string>>,
  headers: Readonly<Record<string, string>>,
): Promise<Caller> {
  const farmId = farmIdNamed(farm, params, headers);
  return farmId === undefined ? caller : enterFarm(farm, caller, farmId, params);
}

/** What recordChange needs: the farm (its id, or its name when it may have none yet) and the entry's words. */
export interface PendingAudit extends Omit<AuditInput, 'note'> {
  farmId?: string;
  owner: string;
  farmName: string;
}

export async function checkScope(
  farm: FarmAccess,
  caller: Caller,
  route: { route?: string; method: string; resource: string },
  input: ScopedInput,
): Promise<PendingAudit | undefined> {
  if (caller.farm) await assertNamedInFarm(farm, caller.farm, input);
  if (!isWriteAction(farm.action)) return undefined;
  const target = firstTarget(farm, input);
  if (caller.farm) {
    const { farmId, owner, farmName, member, role } = caller.farm;
    await assertNotMoving(farmId);
    return { ...route, farmId, owner, farmName, actor: member, role, target: target ?? farmName };
  }
  // The caller's own account: the handler decides as before; the entry goes to the farm the change touches.
  const farmName = await farmTouched(farm, caller.userName, input);
  if (!farmName) return undefined;
  // Read now: a delete may take the farm item (and its id) with it.
  const item = await getItem<{ farm_id?: unknown }>(keys.user(caller.userName), keys.farm(farmName));
  const farmId = typeof item?.farm_id === 'string' ? item.farm_id : undefined;
  if (farmId) await assertNotMoving(farmId);
  return {
    ...route,
    ...(farmId ? { farmId } : {}),
    owner: caller.userName,
    farmName,
    actor: caller.userName,
    role: 'owner',
    target: target ?? farmName,
  };
}

/**
 * The audit entry of a change that succeeded. The change is done: a failure to record it is
 * logged, never answered (a retry would make the change twice).
 */
export async function recordChange(
  pending: PendingAudit,
  note: AuditNote | false | undefined,
  answer?: unknown,
): Promise<void> {
  if (note === false) return;
  try {
    const farmId = pending.farmId ?? (await farmIdOrNone(pending.owner, pending.farmName));
    if (!farmId) return;
    const input = { ...pending, ...(note ? { note } : {}) };
    const entry = auditEntry(input);
    // A create's target is what it made, when its answer names it (not the field it was made in).
    const made = entry.verb === 'created' && !note?.target ? createdId(answer) : undefined;
    await writeAudit(farmId, made ? auditEntry({ ...input, target: made }) : entry);
  } catch (error) {
    logger.error('Audit entry not written', { farmName: pending.farmName, actor: pending.actor, error });
  }
}

/**
 * What a create made, when its answer names it (`data.sensor_id`, `data.field_id`, a zone's
 * `data.id` …): a better target than the field it was made in.
 */
function createdId(answer: unknown): string | undefined {
  const data = (answer as { data?: unknown } | undefined)?.data;
  if (!data || typeof data !== 'object') return undefined;
  for (const key of ['sensor_id', 'gateway_id', 'irrigation_id', 'field_id', 'linkId', 'id']) {
    const value = Object.hasOwn(data, key) ? (data as Record<string, unknown>)[key] : undefined;
    if (typeof value === 'string' && value) return value;
  }
  return undefined;
}

/** A farm made by this change gets its id now; one this change deleted has none to log under. */
async function farmIdOrNone(owner: string, farmName: string): Promise<string | undefined> {
  try {
    return await ensureFarmId(owner, farmName);
  } catch (err) {
    if (err instanceof NotFoundError) return undefined;
    throw err;
  }
}
