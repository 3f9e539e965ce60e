/**
 * THE farm filter of the list routes (a contract scope `list`): in a shared farm a list answers
 * only that farm's rows; in the caller's own account, every row, as before teams.
 */
import type { FarmResourceKind } from '@shared/contract/define';
import type { Caller } from '../auth';
import { farmsOf } from './resources';

/** The farm a list is limited to; undefined in the caller's own account (all their farms). */
export const listedFarm = (caller: Caller): string | undefined => caller.farm?.farmName;

/** The rows of the farm the request acts in, by the farm name each row carries. */
export function inListedFarm<T>(caller: Caller, rows: readonly T[], farmOf: (row: T) => string | undefined): T[] {
  const farm = listedFarm(caller);
  return farm === undefined ? [...rows] : rows.filter((row) => farmOf(row) === farm);
}

/** The same, for rows that carry no farm name: each row's resource is resolved (a read or two a row). */
export async function inListedFarmBy<T>(
  caller: Caller,
  rows: readonly T[],
  kind: Exclude<FarmResourceKind, 'farmId'>,
  idOf: (row: T) => string,
): Promise<T[]> {
  const farm = listedFarm(caller);
  if (farm === undefined) return [...rows];
  const farms = await Promise.all(rows.map((row) => farmsOf(caller.userName, kind, idOf(row))));
  return rows.filter((_, i) => farms[i]!.includes(farm));
}
