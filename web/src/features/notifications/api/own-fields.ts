/** GET /api/v2/field: the grower's fields, named for the per-field mutes, with their frost thresholds. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FieldView } from '@shared/management/views';
import { apiRequest } from '../../../lib/api-client';

export type FieldLabel = Pick<FieldView, 'field_id' | 'field_name' | 'farm_name' | 'frost_threshold_c'>;

export const ownFieldsQuery = () =>
  queryOptions({
    queryKey: ['alert-preferences', 'fields'],
    queryFn: ({ signal }) =>
      apiRequest<{ data: { data: FieldView[] } }>('/api/v2/field', { signal }).then((r) =>
        r.data.data.map(({ field_id, field_name, farm_name, frost_threshold_c }): FieldLabel => ({
          field_id,
          field_name,
          farm_name,
          frost_threshold_c,
        })),
      ),
  });

export const useOwnFields = () => useQuery(ownFieldsQuery());
