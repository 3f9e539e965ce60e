import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  farmDataKeys,
  farmKeys,
  fieldKeys,
  gatewayKeys,
  sensorKeys,
  zoneKeys,
} from '../../../web/src/features/management/api/keys';

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );

describe('query invalidation', () => {
  it('never invalidates the whole cache: every invalidateQueries names its key', () => {
    const bare = files('web/src').filter((f) => /invalidateQueries\(\s*\)/.test(readFileSync(f, 'utf8')));
    expect(bare).toEqual([]);
  });
  it('a farm or field change reaches the farms, fields, zones, sensors and gateways', () => {
    for (const key of [farmKeys.all, fieldKeys.all, zoneKeys.all, sensorKeys.all, gatewayKeys.all])
      expect(farmDataKeys).toContainEqual(key);
  });
});
