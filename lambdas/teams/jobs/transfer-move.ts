/**
 * Accepting an ownership transfer moves the farm's data from `USER#<from>` to `USER#<to>` (which
 * items: lambdas/teams/rules/transfer-items.ts, where every writer of USER# items is listed with
 * what a move does with its kind). No transactions (dynalite has none): ordered, idempotent steps,
 * each recorded on THE transfer (`step`, and in the copy a `cursor`), so a crash between ANY two
 * writes and the same accept again (it resumes from the step recorded) completes the move:
 *   (a) mark moving (lambdas/teams/services/transfer-accept.ts): the dispatcher refuses every write
 *       in the farm while it is (lambdas/platform/farm-access/transfer-pause.ts); reads go on;
 *   copy     every item of the farm put under the new owner (a put again is the same item);
 *   owners   the global items' `owner` switched (conditional on the old owner or already the new),
 *            and the old owner's registration claims of the farm's sensors given back;
 *   members  THE memberships (new owner → owner, old owner → manager, everyone's `owner` → new),
 *            their list copies, the farm's META, the pending invitations' owner;
 *   delete   the old copies: the farm's items as the NEW partition holds them (complete since the
 *            copy) are deleted from the old, so a delete cut short is finished by the same list;
 *   finish   the audit entry (a fixed key: written once however often), the offer's list copy,
 *            then state done.
 * Readings, events and forecasts are keyed by series, notes and the audit log by farm id: they
 * stay where they are. The farm keeps its id, so its members, notes, audit log and alerts go on.
 */
import { FARM_ROLE_LABELS } from '@shared/teams/roles';
import { auditEntry } from '../../platform/farm-access/audit';
import { APP_TABLE_TTL_ATTRIBUTE, teamKeys } from '../../platform/aws/table-schema';
import { putItem } from '../../platform/aws/items';
import { AUDIT_DAYS } from '@shared/teams/constants';
import { releaseSensorPlaces } from '../../sensors';
import { getFarmMeta, listMemberItems, putFarmMeta, putMember, putMembershipCopy } from '../../farms';
import { copyInvitationOwner, listFarmInvitations } from '../adapters/invitations';
import {
  deleteStored,
  partitionOf,
  putStored,
  switchDeviceOwner,
  switchGatewayOwner,
  switchSensorOwner,
} from '../adapters/farm-items';
import { dropTransferCopy, markDone, recordProgress } from '../adapters/transfers';
import { copiedTo, farmItemsIn } from '../rules/transfer-items';
import { MOVE_STEPS, type MoveStep, type TransferItem } from '../rules/transfers';

/** The copy records its cursor every this many items: a resumed copy redoes at most these. */
const CURSOR_EVERY = 25;

/** What a step needs besides THE transfer: the new owner's display name (the invitations show it). */
interface MoveContext {
  toName: string;
}

type Step = (t: TransferItem, ctx: MoveContext) => Promise<void>;

const copy: Step = async (t) => {
  const { items } = farmItemsIn(await partitionOf(t.from), t.farm_name);
  let done = 0;
  for (const item of items) {
    if (t.cursor !== undefined && item.SK <= t.cursor) continue;
    await putStored(copiedTo(item, t.from, t.to));
    if (++done % CURSOR_EVERY === 0) await recordProgress(t.farm_id, 'copy', item.SK);
  }
};

const owners: Step = async (t) => {
  // The new partition is whole since the copy; the old one may be too, but need not be read.
  const farm = farmItemsIn(await partitionOf(t.to), t.farm_name);
  for (const id of farm.sensorIds) await switchSensorOwner(id, t.from, t.to);
  for (const id of farm.gatewayIds) await switchGatewayOwner(id, t.from, t.to);
  for (const devEui of farm.devEuis) await switchDeviceOwner(devEui, t.from, t.to);
  // The old owner's claims of these sensors (a registration's, kept a minute) no longer count
  // against their plan once the sensors are someone else's.
  await releaseSensorPlaces(t.from, [...farm.sensorIds]);
};

const members: Step = async (t, ctx) => {
  for (const m of await listMemberItems(t.farm_id)) {
    const role = m.member === t.to ? 'owner' : m.member === t.from ? 'manager' : m.role;
    // THE membership, then its list copy (a copy never grants more than THE membership).
    await putMember(t.farm_id, { ...m, role, owner: t.to });
    await putMembershipCopy(m.member, { farm_id: t.farm_id, role, owner: t.to, farm_name: t.farm_name });
  }
  const meta = await getFarmMeta(t.farm_id);
  await putFarmMeta({ farm_id: t.farm_id, farm_name: meta?.farm_name ?? t.farm_name, owner: t.to });
  for (const inv of await listFarmInvitations(t.farm_id)) await copyInvitationOwner(inv, t.to, ctx.toName);
};

const remove: Step = async (t) => {
  const { items } = farmItemsIn(await partitionOf(t.to), t.farm_name);
  // The farm item last: until then the old owner's account still shows the farm it is leaving.
  const farmFirst = items.filter((i) => i.SK !== `FARM#${t.farm_name}`);
  for (const item of farmFirst) await deleteStored(t.from, item.SK);
  await deleteStored(t.from, `FARM#${t.farm_name}`);
};

const finish: Step = async (t) => {
  const at = t.accepted_at ?? t.created_at;
  const summary =
    `${t.to} accepted the ownership of the farm from ${t.from}; ` +
    `${t.from} is now a ${FARM_ROLE_LABELS.manager.toLowerCase()}.`;
  const entry = auditEntry(
    {
      method: 'PUT',
      resource: 'teams',
      actor: t.to,
      role: 'owner',
      target: t.farm_name,
      note: { what: 'owner', summary },
    },
    new Date(at),
  );
  await putItem({
    ...teamKeys.audit(t.farm_id, entry.at, `transfer-${t.created_at}`),
    ...entry,
    [APP_TABLE_TTL_ATTRIBUTE]: Math.floor(Date.parse(entry.at) / 1000) + AUDIT_DAYS * 86_400,
  });
  await dropTransferCopy(t.to, t.farm_id);
  await markDone(t.farm_id, new Date().toISOString());
};

const STEPS: Readonly<Record<MoveStep, Step>> = { copy, owners, members, delete: remove, finish };

/** Run a move from the step THE transfer records to its end (the transfer must be `moving`). */
export async function runMove(t: TransferItem, ctx: MoveContext): Promise<void> {
  const from = MOVE_STEPS.indexOf(t.step ?? 'copy');
  for (let i = Math.max(0, from); i < MOVE_STEPS.length; i++) {
    const step = MOVE_STEPS[i]!;
    await STEPS[step](i === from ? t : { ...t, cursor: undefined }, ctx);
    const next = MOVE_STEPS[i + 1];
    if (next) await recordProgress(t.farm_id, next);
  }
}
