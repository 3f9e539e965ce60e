/**
 * farms: the caller's farms (POST /api/farm), a new one (POST /api/farm/addFarm), a delete
 * (DELETE /api/farm/{userName}/{farmname}).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './client';
import { FIELD_CONTENTS, invalidateResources } from './resources';

export const farmKeys = { all: ['farms'] as const };

/** The server lists the token's user: the spec's form needs no name. */
export const farmsQuery = () =>
  queryOptions({
    queryKey: farmKeys.all,
    queryFn: ({ signal }) =>
      call('listFarms', { body: {}, form: true, signal }).then((r) => r.data.map((f) => f.farm_name)),
  });
export const useFarms = () => useQuery(farmsQuery());

export const addFarm = (farmName: string) => call('addFarm', { body: { farmName }, form: true });

/** A farm goes to Recently deleted with its fields and everything in them. */
export function useDeleteFarm(userName: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (farmname: string) => call('deleteFarm', { params: { userName, farmname } }).then((r) => r.data),
    onSettled: () => invalidateResources(client, ['farms', ...FIELD_CONTENTS]),
  });
}
