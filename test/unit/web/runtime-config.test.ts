import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  loadRuntimeConfig,
  parseRuntimeConfig,
  provideRuntimeConfig,
  runtimeConfig,
  RuntimeConfigError,
} from '../../../web/src/lib/runtime-config';

const valid = {
  stage: 'local',
  region: 'ap-southeast-2',
  userPoolId: 'local_abc',
  userPoolClientId: 'client',
  userPoolEndpoint: 'http://127.0.0.1:9229',
  authFlowType: 'USER_PASSWORD_AUTH',
  apiBaseUrl: '',
};

afterEach(() => provideRuntimeConfig(undefined));

describe('runtime config (/config.json)', () => {
  it('names every invalid key', () => {
    expect(() => parseRuntimeConfig({ ...valid, userPoolId: '', authFlowType: 'CUSTOM' })).toThrow(
      /userPoolId: .*authFlowType: /,
    );
  });
  it('is fetched once and shared', async () => {
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify(valid), { status: 200 }));
    const [a, b] = await Promise.all([loadRuntimeConfig(fetchImpl), loadRuntimeConfig(fetchImpl)]);
    expect(a).toEqual(valid);
    expect(b).toBe(a);
    await loadRuntimeConfig(fetchImpl);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(runtimeConfig().userPoolId).toBe('local_abc');
  });
  it('explains an HTTP failure and lets a later attempt succeed', async () => {
    const failing = vi.fn(async () => new Response('nope', { status: 404, statusText: 'Not Found' }));
    await expect(loadRuntimeConfig(failing)).rejects.toThrow(
      new RuntimeConfigError('/config.json answered 404 Not Found.'),
    );
    expect(() => runtimeConfig()).toThrow(RuntimeConfigError);
    const working = vi.fn(async () => new Response(JSON.stringify(valid), { status: 200 }));
    await expect(loadRuntimeConfig(working)).resolves.toEqual(valid);
  });
  it('explains a document that is not JSON', async () => {
    const html = vi.fn(async () => new Response('<!doctype html>', { status: 200 }));
    await expect(loadRuntimeConfig(html)).rejects.toThrow('/config.json is not valid JSON.');
  });
});
