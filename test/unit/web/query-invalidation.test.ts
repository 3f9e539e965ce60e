import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { FIELD_CONTENTS, invalidateResources } from '../../../web/src/api/resources';

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );

describe('query invalidation', () => {
  it('never invalidates the whole cache: every invalidateQueries names its key', () => {
    const bare = files('web/src').filter((f) => /invalidateQueries\(\s*\)/.test(readFileSync(f, 'utf8')));
    expect(bare).toEqual([]);
  });
  it('a field change reaches every resource that lives in the field, and nothing else', async () => {
    const client = new QueryClient();
    const keys = [
      ['fields', 'list'],
      ['fields', 'f1', 'moisture', '7d'],
      ['zones', 'all'],
      ['sensors', 'f1'],
      ['gateways'],
      ['readings', 'S1', 'latest'],
      ['events', 'f1'],
      ['deleted'],
      ['payments'],
      ['accounts', 'me'],
    ];
    for (const key of keys) client.setQueryData(key, 'cached');
    await invalidateResources(client, FIELD_CONTENTS);
    const stale = keys.filter((key) => client.getQueryState(key)?.isInvalidated).map((key) => key[0]);
    expect(stale).toEqual(['fields', 'fields', 'zones', 'sensors', 'gateways', 'readings', 'events', 'deleted']);
  });
});
