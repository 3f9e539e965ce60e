/**
 * Moving between the user's own account and a shared farm. The query cache's keys do not name the
 * farm (the header does), so every cached answer but the teams' own is dropped on a switch: nothing
 * of one farm may show in another. The page goes Home, because the one open may name a field, zone
 * or gateway of the farm left behind.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { FarmAccessRow } from '@shared/teams/schemas';
import { activeFarm, setActiveFarm, type ActiveFarm } from './active-farm';

/** A row of GET /api/v2/farms as the active farm (null for the user's own farms). */
export function activeFarmOf(row: FarmAccessRow | null, me: string): ActiveFarm | null {
  if (!row || row.owner === me) return null;
  return {
    farmId: row.farm_id,
    name: row.name,
    owner: row.owner,
    ownerName: row.owner_name,
    role: row.role,
    readOnly: row.read_only,
  };
}

/** Everything cached but the team answers (who sees which farm does not depend on the farm chosen). */
export function dropFarmAnswers(queryClient: QueryClient): Promise<void> {
  return queryClient.resetQueries({ predicate: (q) => q.queryKey[0] !== 'teams' });
}

/** Switch to `farm` (null: the user's own farms) and go to `to`; nothing happens when it is the farm already. */
export function useSwitchFarm() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (farm: ActiveFarm | null, to = '/app/Home') => {
      const before = activeFarm();
      const same = (before?.farmId ?? null) === (farm?.farmId ?? null);
      setActiveFarm(farm);
      if (!same) void dropFarmAnswers(queryClient);
      navigate(to);
    },
    [queryClient, navigate],
  );
}
