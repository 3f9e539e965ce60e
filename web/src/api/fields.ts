/**
 * fields: the caller's fields, one list for every page (GET /api/v2/field under `['fields']`, so a
 * change anywhere refreshes the dashboard, management and alert settings alike), a new field
 * (POST /api/field/addField), an edit (PUT /api/field/{fieldId}) and a delete (DELETE /api/field/{fieldId}).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Polygon } from '@shared/geo';
import type { CropType } from '@shared/management/constants';
import { call } from './client';
import { addFarm } from './farms';
import { FIELD_CONTENTS, invalidateResources } from './resources';

export const fieldKeys = {
  all: ['fields'] as const,
  list: () => ['fields', 'list'] as const,
};

export const fieldsQuery = () =>
  queryOptions({
    queryKey: fieldKeys.list(),
    queryFn: ({ signal }) => call('listFieldsV2', { signal }).then((r) => r.data.data),
  });
export const useFields = () => useQuery(fieldsQuery());

export interface FieldDraft {
  fieldName: string;
  farmName: string;
  /** Absent: a new field takes the default crop, an edited one keeps its own. */
  cropType?: CropType;
  geom: Polygon;
}

/**
 * Create: when the farm name is new the farm is created first, then the field; edit: PUT with the
 * same draft. A field's name, farm or outline shows in its zones, sensors and gateways too.
 */
export function useSaveField() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ draft, fieldId, farmIsNew }: { draft: FieldDraft; fieldId?: string; farmIsNew: boolean }) => {
      if (farmIsNew) await addFarm(draft.farmName);
      const { data } = fieldId
        ? await call('updateField', { params: { fieldId }, body: draft })
        : await call('addField', { body: draft });
      return data;
    },
    onSettled: () => invalidateResources(client, ['farms', ...FIELD_CONTENTS]),
  });
}

/** A field goes to Recently deleted with its zones and sensors: every view of any of them is refreshed. */
export function useDeleteField() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fieldId: string) => call('deleteField', { params: { fieldId } }).then((r) => r.data),
    onSettled: () => invalidateResources(client, FIELD_CONTENTS),
  });
}

export interface FrostThresholdChange {
  fieldId: string;
  value: number;
}

/** The fields' frost thresholds, saved with the alert settings. */
export function useSaveFrostThresholds() {
  const client = useQueryClient();
  return useMutation({
    // One field at a time: a grower changes a few, and a refusal names the field it was about.
    mutationFn: async (changes: readonly FrostThresholdChange[]) => {
      for (const c of changes)
        await call('updateField', { params: { fieldId: c.fieldId }, body: { frost_threshold_c: c.value } });
    },
    // The threshold decides the frost warnings of the field's forecasts and alerts.
    onSettled: () => invalidateResources(client, ['fields', 'weather', 'alert-preferences', 'notifications']),
  });
}
