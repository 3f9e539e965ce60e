/**
 * Farm teams: the farms the user can see (their own and those shared with them), a farm's members
 * and pending invitations, invitations to the user, ownership transfers and the audit log. Keys of
 * the query cache start with 'teams'.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvitableRole } from '@shared/teams/roles';
import { call } from './client';

export const teamKeys = {
  all: ['teams'] as const,
  farms: () => ['teams', 'farms'] as const,
  members: (farmId: string) => ['teams', 'members', farmId] as const,
  invitations: () => ['teams', 'invitations'] as const,
  audit: (farmId: string) => ['teams', 'audit', farmId] as const,
};

export const myFarmsQueryOptions = () =>
  queryOptions({
    queryKey: teamKeys.farms(),
    queryFn: async ({ signal }) => (await call('listMyFarms', { signal })).data,
  });
export const useMyFarms = () => useQuery(myFarmsQueryOptions());

export const membersQueryOptions = (farmId: string) =>
  queryOptions({
    queryKey: teamKeys.members(farmId),
    queryFn: async ({ signal }) => (await call('listMembers', { params: { farm_id: farmId }, signal })).data,
  });
export const useMembers = (farmId: string) => useQuery(membersQueryOptions(farmId));

export const invitationsQueryOptions = () =>
  queryOptions({
    queryKey: teamKeys.invitations(),
    queryFn: async ({ signal }) => (await call('listInvitations', { signal })).data,
  });
export const useInvitations = () => useQuery(invitationsQueryOptions());

/** One page of a farm's audit log: the newest, or the one below `before` (the previous page's `next`). */
export const auditQueryOptions = (farmId: string, before?: string) =>
  queryOptions({
    queryKey: [...teamKeys.audit(farmId), before ?? ''] as const,
    queryFn: async ({ signal }) =>
      await call('listAudit', { params: { farm_id: farmId }, query: before ? { before } : {}, signal }),
  });
export const useAudit = (farmId: string, before?: string) => useQuery(auditQueryOptions(farmId, before));

/** Every team change can alter who sees which farm: refresh all of it. */
function useTeamMutation<V, R>(fn: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}

export const useInviteMember = (farmId: string) =>
  useTeamMutation((v: { email: string; role: InvitableRole }) =>
    call('inviteMember', { params: { farm_id: farmId }, body: v }),
  );
export const useChangeMemberRole = (farmId: string) =>
  useTeamMutation((v: { member: string; role: InvitableRole }) =>
    call('changeMemberRole', { params: { farm_id: farmId, member: v.member }, body: { role: v.role } }),
  );
export const useRemoveMember = (farmId: string) =>
  useTeamMutation((member: string) => call('removeMember', { params: { farm_id: farmId, member } }));
export const useRevokeInvitation = (farmId: string) =>
  useTeamMutation((invitationId: string) =>
    call('revokeInvitation', { params: { farm_id: farmId, invitation_id: invitationId } }),
  );
export const useAcceptInvitation = () =>
  useTeamMutation((invitationId: string) => call('acceptInvitation', { params: { invitation_id: invitationId } }));
export const useTransferFarm = (farmId: string) =>
  useTeamMutation((to: string) => call('transferFarm', { params: { farm_id: farmId }, body: { to } }));
export const useCancelTransfer = (farmId: string) =>
  useTeamMutation(() => call('cancelTransfer', { params: { farm_id: farmId } }));
export const useAcceptTransfer = () =>
  useTeamMutation((farmId: string) => call('acceptTransfer', { params: { farm_id: farmId } }));
export const useDeclineTransfer = () =>
  useTeamMutation((farmId: string) => call('declineTransfer', { params: { farm_id: farmId } }));
