/** The caller's fields for the dashboard's chooser and maps: GET /api/v2/field. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FieldView } from '@shared/management/views';
import { apiRequest } from '../../../lib/api-client';

export type DashboardField = FieldView;

export const dashboardFieldsQuery = () =>
  queryOptions({
    queryKey: ['dashboard', 'fields'] as const,
    queryFn: ({ signal }) =>
      apiRequest<{ data: { data: DashboardField[] } }>('/api/v2/field', { signal }).then((r) => r.data.data),
  });

export const useDashboardFields = () => useQuery(dashboardFieldsQuery());
