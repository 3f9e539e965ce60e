/**
 * Where the farm's Members page is, for those who may see it (owner and manager): the farm's id
 * comes from GET /api/v2/farms (the active shared farm's, or the user's own farm of that name).
 * Null while unknown or not theirs to see.
 */
import { useMyFarms } from '../../../api/teams';
import { useActiveFarm, useCan } from '../../../lib/active-farm';
import { useUserName } from './use-user-name';

export function useMembersLink(farmName: string | null): string | null {
  const me = useUserName();
  const active = useActiveFarm();
  const allowed = useCan('members.read');
  const farms = useMyFarms();
  if (!allowed || !farmName) return null;
  const rows = Array.isArray(farms.data) ? farms.data : [];
  const id = active ? active.farmId : rows.find((f) => f.owner === me && f.name === farmName)?.farm_id;
  return id ? `/app/Management/FarmMembers/${encodeURIComponent(id)}` : null;
}
