/**
 * While a farm's ownership transfer moves its data from one account to the other
 * (lambdas/teams/jobs/transfer-move.ts), changes to that farm wait: a write landing in the old
 * owner's partition after its items were copied would be lost with the old copies. Reads go on
 * (every item is whole in one account or the other at any moment). One read of THE transfer per
 * write in a farm; never cached, so writes resume on the request after the move ends.
 */
import { getItem } from '../aws/items';
import { teamKeys } from '../aws/table-schema';
import { refusal } from '../refusal';
import { ConflictError } from '../errors';

export async function assertNotMoving(farmId: string): Promise<void> {
  const k = teamKeys.transfer(farmId);
  const transfer = await getItem<{ state?: unknown }>(k.PK, k.SK);
  if (transfer?.state === 'moving') throw new ConflictError(refusal('refusals.transferPaused'));
}
