/** Farms of a user. */
import { deleteItem, getItem, keys, putItem, queryPrefix } from '../../platform/aws/items';

export interface FarmItem {
  farm_name: string;
  created_at?: string;
  /** The farm's id (members, invitations, the audit log): lambdas/platform/farm-access/farm-ids.ts writes it. */
  farm_id?: string;
}

export async function listFarms(userName: string): Promise<FarmItem[]> {
  const items = await queryPrefix<FarmItem>(keys.user(userName), 'FARM#');
  return items.map((f) => ({
    farm_name: f.farm_name,
    created_at: f.created_at,
    ...(f.farm_id ? { farm_id: f.farm_id } : {}),
  }));
}

export const getFarm = (userName: string, farmName: string) =>
  getItem<FarmItem>(keys.user(userName), keys.farm(farmName));

/** Create the farm; false when it already exists. */
export const createFarm = (userName: string, farmName: string) =>
  putItem(
    { PK: keys.user(userName), SK: keys.farm(farmName), farm_name: farmName, created_at: new Date().toISOString() },
    { onlyIfNew: true },
  );

export const deleteFarm = (userName: string, farmName: string) => deleteItem(keys.user(userName), keys.farm(farmName));
