/** Fields: POST /api/field (list), POST /api/field/addField, PUT/DELETE /api/field/{id}. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Polygon } from '@shared/geo';
import { apiRequest } from '../../../lib/api-client';
import { addFarm } from './farms';
import { farmDataKeys, fieldKeys } from './keys';
import type { Field } from './types';

export { fieldKeys };

export const listFields = (userName: string, signal?: AbortSignal) =>
  apiRequest<{ data: Field[] }>('/api/field', { form: { userName }, signal, withCredentials: true }).then(
    (r) => r.data,
  );

export const fieldsQuery = (userName: string) =>
  queryOptions({ queryKey: [...fieldKeys.all, userName], queryFn: ({ signal }) => listFields(userName, signal) });
export const useFields = (userName: string) => useQuery(fieldsQuery(userName));

export interface FieldDraft {
  fieldName: string;
  farmName: string;
  cropType: string;
  geom: Polygon;
}

/**
 * Create: when the farm name is new the farm is created first, then the field;
 * edit: PUT with the same draft.
 */
export function useSaveField(userName: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ draft, fieldId, farmIsNew }: { draft: FieldDraft; fieldId?: string; farmIsNew: boolean }) => {
      if (farmIsNew) await addFarm(userName, draft.farmName);
      if (fieldId)
        return apiRequest<{ data: Field }>(`/api/field/${encodeURIComponent(fieldId)}`, {
          method: 'PUT',
          json: draft,
        }).then((r) => r.data);
      return apiRequest<{ data: Field }>('/api/field/addField', { json: { ...draft, userName } }).then((r) => r.data);
    },
    onSettled: () => Promise.all(farmDataKeys.map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}

export function useDeleteField() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fieldId: string) =>
      apiRequest<{ data: { field_id: string; deleted: { zones: number; sensors: number } } }>(
        `/api/field/${encodeURIComponent(fieldId)}`,
        { method: 'DELETE' },
      ).then((r) => r.data),
    onSettled: () => Promise.all(farmDataKeys.map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}
