/** GET /api/v2/field: the grower's fields, named for the per-field mutes. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FieldView } from '@shared/management/views';
import { apiRequest } from '../../../lib/api-client';

export type FieldLabel = Pick<FieldView, 'field_id' | 'field_name' | 'farm_name'>;

export const ownFieldsQuery = () =>
  queryOptions({
    queryKey: ['alert-preferences', 'fields'],
    queryFn: ({ signal }) =>
      apiRequest<{ data: { data: FieldView[] } }>('/api/v2/field', { signal }).then((r) =>
        r.data.data.map(({ field_id, field_name, farm_name }): FieldLabel => ({ field_id, field_name, farm_name })),
      ),
  });

export const useOwnFields = () => useQuery(ownFieldsQuery());
