/**
 * Accepting an invitation or an ownership offer lands the user on the farm's dashboard: a farm
 * shared with them becomes the active farm; a farm now their own is in their own account.
 */
import type { FarmAccessRow } from '@shared/teams/schemas';
import { useAcceptInvitation, useAcceptTransfer } from '../../../api/teams';
import { useAuth } from '../../../lib/auth/auth-provider';
import { activeFarmOf, useSwitchFarm } from '../../../lib/switch-farm';

function useLand() {
  const me = useAuth().auth.userName ?? '';
  const switchFarm = useSwitchFarm();
  return (row: FarmAccessRow) => switchFarm(activeFarmOf(row, me));
}

export function useAcceptAndOpen() {
  const accept = useAcceptInvitation();
  const land = useLand();
  return {
    mutation: accept,
    accept: (invitationId: string) => accept.mutate(invitationId, { onSuccess: (r) => land(r.data) }),
  };
}

export function useAcceptTransferAndOpen() {
  const accept = useAcceptTransfer();
  const land = useLand();
  return {
    mutation: accept,
    accept: (farmId: string) => accept.mutate(farmId, { onSuccess: (r) => land(r.data) }),
  };
}
