/**
 * The farms a user can see (GET /api/v2/farms): their own, each given its id when it has none
 * (farms made before teams), and every farm shared with them. A shared farm is listed from the
 * user's copies but only when THE membership is still there and the owner's farm still carries
 * that id: a copy left by a removal cut short, by a farm deleted (or deleted and made again under
 * its name), or by a lost race of ensureFarmId grants nothing and shows nothing.
 */
import type { FarmAccessRow } from '@shared/teams/schemas';
import type { FarmRole } from '@shared/teams/roles';
import { currentMembership, listFarms } from '../../farms';
import { ensureFarmId } from '../../platform/farm-access/farm-ids';
import { NotFoundError } from '../../platform/errors';
import { listMembershipCopies } from '../../farms';
import { isLapsed } from '../rules/people';
import type { People } from './people';

const notFoundAsUndefined = (err: unknown): undefined => {
  if (err instanceof NotFoundError) return undefined;
  throw err;
};

/** A farm's row for `role`, with its owner's name and whether their plan has lapsed. */
export async function farmRow(
  people: People,
  farm: { farmId: string; farmName: string; owner: string },
  role: FarmRole,
  now: Date,
  ownerIsAdmin = false,
): Promise<FarmAccessRow> {
  const owner = await people(farm.owner);
  return {
    farm_id: farm.farmId,
    name: farm.farmName,
    owner: farm.owner,
    owner_name: owner.name,
    role,
    read_only: isLapsed(owner, now, ownerIsAdmin),
  };
}

export async function listMyFarms(
  me: { userName: string; isAdmin: boolean },
  people: People,
  now = new Date(),
): Promise<FarmAccessRow[]> {
  const [own, copies] = await Promise.all([listFarms(me.userName), listMembershipCopies(me.userName)]);
  const ownRows = await Promise.all(
    own
      .sort((a, b) => a.farm_name.localeCompare(b.farm_name))
      .map(async (f) => {
        // A farm deleted since the list was read has no id to give: it is simply not listed.
        const farmId = f.farm_id ?? (await ensureFarmId(me.userName, f.farm_name).catch(notFoundAsUndefined));
        if (!farmId) return undefined;
        return farmRow(people, { farmId, farmName: f.farm_name, owner: me.userName }, 'owner', now, me.isAdmin);
      }),
  );
  const shared = await Promise.all(
    copies
      .filter((c) => c.owner !== me.userName)
      .map(async (c) => {
        const member = await currentMembership(c.farm_id, me.userName);
        return member ? farmRow(people, member, member.role, now) : undefined;
      }),
  );
  const sharedRows = shared
    .filter((r): r is FarmAccessRow => r !== undefined)
    .sort((a, b) => a.owner.localeCompare(b.owner) || a.name.localeCompare(b.name));
  return [...ownRows.filter((r): r is FarmAccessRow => r !== undefined), ...sharedRows];
}
