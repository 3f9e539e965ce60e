/**
 * addField is two ordered writes (farm, then field) because dynalite has no transactions. When the
 * field write fails after a new farm was created, the farm stays: it is listed and usable, and no
 * half field is left. The integration test checks the farm is usable; this one makes step 2 fail.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Polygon } from '../../../shared/geo';

const farms = new Set<string>();
const fields: unknown[] = [];

vi.mock('../../../lambdas/store/farms', () => ({
  createFarm: vi.fn(async (_user: string, name: string) => (farms.has(name) ? false : (farms.add(name), true))),
  deleteFarm: vi.fn(async (_user: string, name: string) => void farms.delete(name)),
  getFarm: vi.fn(),
  listFarms: vi.fn(async () => [...farms].map((farm_name) => ({ farm_name }))),
}));
vi.mock('../../../lambdas/store/fields', () => ({
  putField: vi.fn(async () => {
    throw new Error('ProvisionedThroughputExceededException');
  }),
  listFields: vi.fn(async () => fields),
  getField: vi.fn(),
  updateField: vi.fn(),
  deleteField: vi.fn(),
}));

const { addField } = await import('../../../lambdas/services/fields');
const { listFarms } = await import('../../../lambdas/store/farms');

const square: Polygon = {
  type: 'Polygon',
  coordinates: [[[150, -34], [150.01, -34], [150.01, -34.01], [150, -34.01], [150, -34]]],
};

describe('addField when the field write fails after a new farm', () => {
  beforeEach(() => {
    farms.clear();
    fields.length = 0;
  });

  it('fails as a whole for the caller, keeps the new farm listed, and writes no field', async () => {
    await expect(
      addField('alice', { userName: 'alice', fieldName: 'North', farmName: 'New Farm', cropType: 'Rice', geom: square }),
    ).rejects.toThrow('ProvisionedThroughputExceededException');
    expect(await listFarms('alice')).toEqual([{ farm_name: 'New Farm' }]);
    expect(fields).toEqual([]);
  });
});
