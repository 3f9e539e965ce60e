/** Farms: POST /api/farm (list), POST /api/farm/addFarm, DELETE /api/farm/{userName}/{farmName}. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { farmDataKeys, farmKeys } from './keys';

export { farmKeys };

export const listFarms = (userName: string, signal?: AbortSignal) =>
  apiRequest<{ data: { farm_name: string }[] }>('/api/farm', { form: { userName }, signal }).then((r) =>
    r.data.map((f) => f.farm_name),
  );

export const farmsQuery = (userName: string) =>
  queryOptions({ queryKey: [...farmKeys.all, userName], queryFn: ({ signal }) => listFarms(userName, signal) });
export const useFarms = (userName: string) => useQuery(farmsQuery(userName));

export const addFarm = (userName: string, farmName: string) =>
  apiRequest('/api/farm/addFarm', { form: { userName, farmName } });

export interface FarmDeletion {
  farm_name: string;
  deleted: { fields: number; zones: number; sensors: number };
}

export function useDeleteFarm(userName: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (farmName: string) =>
      apiRequest<{ data: FarmDeletion }>(`/api/farm/${encodeURIComponent(userName)}/${encodeURIComponent(farmName)}`, {
        method: 'DELETE',
      }).then((r) => r.data),
    onSettled: () => Promise.all(farmDataKeys.map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}
