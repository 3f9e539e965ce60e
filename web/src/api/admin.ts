/**
 * admin: the accounts of the user pool (GET /api/v2/admin/users), a plan grant
 * (PUT /api/v2/admin/users/{userName}/plan) and the grants' audit trail (GET /api/v2/admin/plan-grants).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlanGrantInput } from '@shared/admin/users';
import { call } from './client';
import { invalidateResources } from './resources';

export const adminKeys = {
  all: ['admin'] as const,
  users: () => ['admin', 'users'] as const,
  grants: () => ['admin', 'plan-grants'] as const,
};

export const adminUsersQuery = () =>
  queryOptions({
    queryKey: adminKeys.users(),
    queryFn: ({ signal }) => call('listUsers', { signal }).then((r) => r.data),
  });
export const useAdminUsers = () => useQuery(adminUsersQuery());

export const planGrantsQuery = () =>
  queryOptions({
    queryKey: adminKeys.grants(),
    queryFn: ({ signal }) => call('listGrants', { signal }).then((r) => r.data),
  });
export const usePlanGrants = () => useQuery(planGrantsQuery());

export function useGrantPlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userName, input }: { userName: string; input: PlanGrantInput }) =>
      call('grantPlan', { params: { userName }, body: input }).then((r) => r.data),
    // The users list and the audit trail; an admin granting their own account sees it in their profile.
    onSettled: () => invalidateResources(client, ['admin', 'accounts']),
  });
}
