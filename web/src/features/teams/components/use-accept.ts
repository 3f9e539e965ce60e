/**
 * Accepting an invitation or an ownership offer lands the user on the farm's dashboard: a farm
 * shared with them becomes the active farm; a farm now their own is in their own account. The
 * landing follows the promise, not mutate's callbacks: the refreshed inbox no longer lists the
 * invitation, so its card is gone (and its callbacks with it) before the answer is handed over.
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
    accept: (invitationId: string) =>
      void accept.mutateAsync(invitationId).then(
        (r) => land(r.data),
        () => undefined, // the refusal is in the mutation's state, shown by the card
      ),
  };
}

export function useAcceptTransferAndOpen() {
  const accept = useAcceptTransfer();
  const land = useLand();
  return {
    mutation: accept,
    accept: (farmId: string) =>
      void accept.mutateAsync(farmId).then(
        (r) => land(r.data),
        () => undefined, // the refusal is in the mutation's state, shown by the card
      ),
  };
}
