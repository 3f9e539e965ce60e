/** The caller's fields for the dashboard's chooser: GET /api/v2/field. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface DashboardField {
  field_id: string;
  field_name: string;
  farm_name: string;
}

export const dashboardFieldsQuery = () =>
  queryOptions({
    queryKey: ['dashboard', 'fields'] as const,
    queryFn: ({ signal }) => apiRequest<{ data: { data: DashboardField[] } }>('/api/v2/field', { signal }).then((r) => r.data.data),
  });

export const useDashboardFields = () => useQuery(dashboardFieldsQuery());
