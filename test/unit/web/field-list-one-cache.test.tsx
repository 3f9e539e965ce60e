// @vitest-environment jsdom
/**
 * Every page reads the field list from one cache entry (`['fields', …]`, web/src/api/fields.ts):
 * a field deleted on the management page is gone from the dashboard's chooser the moment the
 * grower comes back to it, without a refetch on the way and without waiting for the list to age.
 */
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FieldView } from '@shared/management/views';
import { provideRuntimeConfig } from '../../../web/src/lib/runtime-config';
import { fakeSession, grower, renderApp, provideTestConfig, fieldView } from './support/fakes';

const field = (field_id: string, field_name: string): FieldView => fieldView(field_id, field_name);

let fields: FieldView[] = [];
let fieldListReads = 0;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  fields = [field('f1', 'North Block'), field('f2', 'South Block')];
  fieldListReads = 0;
  // The dashboard's other panels ask for what this fake server does not serve: expected here.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  provideTestConfig();
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const path = new URL(String(url)).pathname;
    const method = init?.method ?? 'GET';
    if (method === 'GET' && path === '/api/v2/field') {
      fieldListReads++;
      return json(200, { data: { data: fields } });
    }
    if (method === 'POST' && path === '/api/farm')
      return json(200, { data: [{ farm_name: 'Riverbend Farm' }], err: null });
    if (method === 'GET' && path === '/api/v2/zone/') return json(200, { data: [] });
    const deleted = /^\/api\/field\/([^/]+)$/.exec(path);
    if (method === 'DELETE' && deleted) {
      fields = fields.filter((f) => f.field_id !== deleted[1]);
      return json(200, { data: { field_id: deleted[1], deleted: { zones: 0, sensors: 0 } }, err: null });
    }
    return json(404, { error: 'not served here' });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  provideRuntimeConfig(undefined);
});

/** The names the dashboard's field chooser offers. */
async function chooserNames(): Promise<string[]> {
  const button = await screen.findByRole('button', { name: /^Farm and field / }, { timeout: 15_000 });
  fireEvent.click(button);
  const names = within(screen.getByRole('menu', { name: 'Farm and field' }))
    .getAllByRole('menuitemradio')
    .map((i) => i.textContent);
  fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
  return names;
}

describe('the field list, one cache for every page', () => {
  it('a field deleted on the management page is gone from the dashboard chooser at once', async () => {
    const { router } = renderApp('/app/Home', { session: fakeSession(grower()) });
    await screen.findByRole('button', { name: /^Farm and field (?!Loading)/ }, { timeout: 15_000 });
    expect(await chooserNames()).toEqual(['North Block', 'South Block']);

    await act(() => router.navigate('/app/Management/FieldManagement'));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete North Block' }, { timeout: 15_000 }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    // The management table loses the row once the list is read again after the delete.
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Delete North Block' })).toBeNull(), {
      timeout: 15_000,
    });
    expect(fields.map((f) => f.field_id)).toEqual(['f2']);
    const readsBeforeReturn = fieldListReads;

    await act(() => router.navigate('/app/Home'));
    // Straight from the cache the delete refreshed: no second read is needed to drop the field.
    expect(await chooserNames()).toEqual(['South Block']);
    expect(fieldListReads).toBe(readsBeforeReturn);
  }, 60_000);
});
