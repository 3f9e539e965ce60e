/**
 * The offered manager accepts: THE transfer goes from offered to moving (only for them, only
 * once), then the move runs (lambdas/teams/jobs/transfer-move.ts). Accepting again, after a crash
 * anywhere, resumes the move from the step it recorded; after it is done, answers the same farm.
 */
import type { FarmAccessRow } from '@shared/teams/schemas';
import { refusal } from '../../platform/refusal';
import { GoneError, NotFoundError } from '../../platform/errors';
import { farmStillIs, getFarmMeta, getMember } from '../../farms';
import { getTransfer, markMoving } from '../adapters/transfers';
import { runMove } from '../jobs/transfer-move';
import { isExpired, type TransferItem } from '../rules/transfers';
import { farmRow } from './farm-list';
import type { People } from './people';
import { assertTransferable } from './transfer-checks';

const notOffered = () => new NotFoundError(refusal('refusals.transferNotOffered'));

export async function acceptTransfer(
  me: string,
  farmId: string,
  people: People,
  now = new Date(),
): Promise<FarmAccessRow> {
  let t: TransferItem | undefined = await getTransfer(farmId);
  if (!t || t.to !== me) {
    // Accepted and done, then the farm offered again to someone else, or its offer cleared: the
    // one who owns it now asking again gets the same answer.
    if ((await getFarmMeta(farmId))?.owner === me) return answer(farmId, me, people, now);
    throw notOffered();
  }
  if (t.state === 'offered') {
    if (isExpired(t, now)) throw new GoneError(refusal('refusals.transferExpired'));
    if (!(await farmStillIs(t.from, t.farm_name, farmId))) throw new GoneError(refusal('refusals.farmGone'));
    await assertTransferable({ farmId, farmName: t.farm_name, from: t.from, to: me }, people, now);
    t = (await markMoving(farmId, me, now.toISOString())) ?? (await getTransfer(farmId));
    if (!t || t.to !== me) throw notOffered();
  }
  if (t.state === 'moving') await runMove(t, { toName: (await people(me)).name });
  return answer(farmId, me, people, now);
}

async function answer(farmId: string, me: string, people: People, now: Date): Promise<FarmAccessRow> {
  const member = await getMember(farmId, me);
  if (member?.role !== 'owner' || member.owner !== me) throw notOffered();
  return farmRow(people, { farmId, farmName: member.farm_name, owner: me }, 'owner', now);
}
