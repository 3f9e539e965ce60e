// @vitest-environment jsdom
/**
 * The Formula page checks a row with the server's schema before it saves: an empty formula or a
 * parameter the formula names without a value shows the API's own message and sends nothing.
 */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { provideRuntimeConfig } from '../../../web/src/lib/runtime-config';
import { admin, fakeSession, renderApp } from './support/fakes';

/** The network (an outside system): the formula list is empty; every request is recorded. */
let requests: { method: string; url: string; body?: string }[] = [];
beforeEach(() => {
  requests = [];
  provideRuntimeConfig({
    stage: 'test',
    region: 'ap-southeast-2',
    userPoolId: 'local_x',
    userPoolClientId: 'c',
    authFlowType: 'USER_PASSWORD_AUTH',
    apiBaseUrl: '',
  });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    requests.push({ method: init.method ?? 'GET', url: String(url), body: init.body as string | undefined });
    return new Response(JSON.stringify({ data: [], error: null }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  provideRuntimeConfig(undefined);
});

async function newRow(values: Record<string, string>) {
  renderApp('/fieldwork-admin/formula', { session: fakeSession(admin()) });
  fireEvent.click(await screen.findByRole('button', { name: 'New formula' }, { timeout: 15_000 }));
  await screen.findByLabelText('Sensor id', {}, { timeout: 15_000 }); // the row opens once the list has loaded
  for (const [label, value] of Object.entries(values))
    fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Save row' }));
}

const saves = () => requests.filter((r) => r.method !== 'GET');

describe('formula page', () => {
  it('an empty formula: the message names the field and nothing is sent', async () => {
    await newRow({ 'Sensor id': 'ABC123456789', Formula: '   ', Parameter: 'x1=1, x2=2' });
    await screen.findByText('ERROR: formula: the formula is required');
    expect(saves()).toEqual([]);
  });
  it('a parameter the formula names without a value', async () => {
    await newRow({ 'Sensor id': 'ABC123456789', Formula: 'val + x1' });
    await screen.findByText('ERROR: parameter: the formula uses x1: give its value (x1=…)');
    expect(saves()).toEqual([]);
  });
  it('a lowest ADT of 1e200', async () => {
    await newRow({ 'Sensor id': 'ABC123456789', Formula: 'val', 'Lowest ADT': '1e200' });
    await screen.findByText('ERROR: lowest_adt: must be a number between -1e9 and 1e9');
    expect(saves()).toEqual([]);
  });
  it('a row that calibrates is sent', async () => {
    await newRow({ 'Sensor id': 'ABC123456789', Formula: 'val + x1', Parameter: 'x1=3', 'Lowest ADT': '480' });
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(JSON.parse(saves()[0]!.body!)).toMatchObject({
      sensor_id: 'ABC123456789',
      formula: 'val + x1',
      parameter: 'x1=3',
      lowest_adt: 480,
    });
  });
});
