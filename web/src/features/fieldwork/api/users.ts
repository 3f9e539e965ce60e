/**
 * The admin users page: GET /api/v2/admin/users (accounts with plan, expiry, sensors and last
 * sign-in), PUT /api/v2/admin/users/{userName}/plan (grant a plan and an expiry) and
 * GET /api/v2/admin/plan-grants (the grants' audit trail).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUserRow, PlanGrantInput, PlanGrantRecord } from '@shared/admin/users';
import { apiRequest } from '../../../lib/api-client';

const keys = { users: ['admin-users'] as const, grants: ['admin-plan-grants'] as const };

export const adminUsersQuery = () =>
  queryOptions({
    queryKey: keys.users,
    queryFn: ({ signal }) =>
      apiRequest<{ data: AdminUserRow[] }>('/api/v2/admin/users', { signal }).then((r) => r.data),
  });
export const useAdminUsers = () => useQuery(adminUsersQuery());

export const planGrantsQuery = () =>
  queryOptions({
    queryKey: keys.grants,
    queryFn: ({ signal }) =>
      apiRequest<{ data: PlanGrantRecord[] }>('/api/v2/admin/plan-grants', { signal }).then((r) => r.data),
  });
export const usePlanGrants = () => useQuery(planGrantsQuery());

export function useGrantPlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userName, input }: { userName: string; input: PlanGrantInput }) =>
      apiRequest<{ data: PlanGrantRecord }>(`/api/v2/admin/users/${encodeURIComponent(userName)}/plan`, {
        method: 'PUT',
        json: input,
      }).then((r) => r.data),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: keys.users }),
        client.invalidateQueries({ queryKey: keys.grants }),
      ]),
  });
}
