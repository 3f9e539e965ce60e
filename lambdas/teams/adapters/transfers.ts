/**
 * Ownership transfers: `FARM#<farmId>/TRANSFER` is THE transfer (its state decides everything);
 * `TRANSFERS_FOR#<user>/<farmId>` only lists it for the offered user. The copy is written first
 * and THE transfer last, so a crash between leaves a copy of nothing, which the list drops (it
 * reads THE transfer behind each copy).
 */
import type { MoveStep, TransferItem } from '../rules/transfers';
import { deleteItem, deleteItemIf, getItem, getItems, putItem, queryPrefix, updateIf } from '../../platform/aws/items';
import { teamKeys } from '../../platform/aws/table-schema';

export const getTransfer = (farmId: string) => {
  const k = teamKeys.transfer(farmId);
  return getItem<TransferItem>(k.PK, k.SK);
};

/** The copy, then THE transfer, only when the farm has none; false when it had one. */
export async function putTransfer(t: TransferItem): Promise<boolean> {
  await putItem({ ...teamKeys.transfersFor(t.to, t.farm_id), farm_id: t.farm_id });
  return putItem({ ...teamKeys.transfer(t.farm_id), ...t }, { onlyIfNew: true });
}

/**
 * Remove THE transfer while it is still the one read (offered, or done: a new offer replaces a
 * finished one), then its copy; false when it changed meanwhile.
 */
export async function dropTransfer(t: Pick<TransferItem, 'farm_id' | 'to' | 'created_at' | 'state'>): Promise<boolean> {
  const k = teamKeys.transfer(t.farm_id);
  const gone = await deleteItemIf(k.PK, k.SK, { created_at: t.created_at, state: t.state, to: t.to });
  if (gone) await dropTransferCopy(t.to, t.farm_id);
  return gone;
}

export const dropTransferCopy = (to: string, farmId: string) => {
  const k = teamKeys.transfersFor(to, farmId);
  return deleteItem(k.PK, k.SK);
};

/** THE transfers behind the user's copies (copies without one, or offered to someone else, are dropped). */
export async function listTransfersFor(user: string): Promise<TransferItem[]> {
  const { PK } = teamKeys.transfersFor(user, '');
  const copies = await queryPrefix<{ farm_id: string }>(PK, '', ['farm_id']);
  const found = await getItems<TransferItem>(copies.map((c) => teamKeys.transfer(c.farm_id)));
  return found.filter((t) => t.to === user);
}

/** Offered → moving, by the offered user only; the item after, or undefined when it was not offered to them. */
export const markMoving = (farmId: string, to: string, at: string) => {
  const k = teamKeys.transfer(farmId);
  return updateIf(k.PK, k.SK, {
    update: 'SET #state = :moving, #step = :first, accepted_at = :at',
    condition: '#state = :offered AND #to = :to',
    names: { '#state': 'state', '#step': 'step', '#to': 'to' },
    values: { ':moving': 'moving', ':first': 'copy', ':offered': 'offered', ':to': to, ':at': at },
  }) as Promise<TransferItem | undefined>;
};

/** Record progress of a move still moving: its step and, within the copy, its cursor. */
export const recordProgress = (farmId: string, step: MoveStep, cursor?: string) => {
  const k = teamKeys.transfer(farmId);
  return updateIf(k.PK, k.SK, {
    update: cursor === undefined ? 'SET #step = :step REMOVE #cursor' : 'SET #step = :step, #cursor = :cursor',
    condition: '#state = :moving',
    names: { '#state': 'state', '#step': 'step', '#cursor': 'cursor' },
    values: { ':step': step, ':moving': 'moving', ...(cursor === undefined ? {} : { ':cursor': cursor }) },
  });
};

/** The move is over. */
export const markDone = (farmId: string, at: string) => {
  const k = teamKeys.transfer(farmId);
  return updateIf(k.PK, k.SK, {
    update: 'SET #state = :done, done_at = :at REMOVE #step, #cursor',
    condition: '#state = :moving',
    names: { '#state': 'state', '#step': 'step', '#cursor': 'cursor' },
    values: { ':done': 'done', ':moving': 'moving', ':at': at },
  });
};
