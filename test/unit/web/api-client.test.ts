import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENGLISH_MESSAGES, flatten } from '@shared/i18n/catalogue';
import { ES } from '@shared/i18n/messages/es';
import { ApiError, createApiClient, serverMessageFrom } from '../../../web/src/lib/api-client';
import { publishShownMessages } from '../../../web/src/lib/i18n/shown-messages';

interface Call {
  url: string;
  init: RequestInit;
}

function client(respond: (call: Call) => Response, token: () => string | undefined = () => 'id.token.value') {
  const calls: Call[] = [];
  const request = createApiClient({
    fetch: async (url, init) => {
      const call = { url: String(url), init: init ?? {} };
      calls.push(call);
      return respond(call);
    },
    baseUrl: () => 'https://api.example/',
    token: async () => token(),
  });
  return { request, calls };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const header = (call: Call | undefined, name: string) => (call?.init.headers as Record<string, string>)[name];

describe('api client', () => {
  it('sends the ID token as bearer and parses JSON', async () => {
    const { request, calls } = client(() => json(200, { userName: 'demo' }));
    await expect(request('/api/me')).resolves.toEqual({ userName: 'demo' });
    expect(calls[0]?.url).toBe('https://api.example/api/me');
    expect(calls[0]?.init.method).toBe('GET');
    expect(header(calls[0], 'authorization')).toBe('Bearer id.token.value');
  });
  it('sends JSON bodies as JSON and form bodies url-encoded (the spec uses both)', async () => {
    const { request, calls } = client(() => json(200, {}));
    await request('/api/field/addField', { json: { fieldName: 'North', geom: { type: 'Polygon' } } });
    expect(calls[0]?.init.method).toBe('POST');
    expect(header(calls[0], 'content-type')).toBe('application/json');
    expect(calls[0]?.init.body).toBe('{"fieldName":"North","geom":{"type":"Polygon"}}');
    await request('/api/farm', { form: { userName: 'demo & co', skip: undefined } });
    expect(header(calls[1], 'content-type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(calls[1]?.init.body).toBe('userName=demo+%26+co');
  });
  it('adds query parameters and can include cookies', async () => {
    const { request, calls } = client(() => json(200, []));
    await request('/api/sensor/ABC123', { query: { username: 'demo', fieldId: 7, none: null }, withCredentials: true });
    expect(calls[0]?.url).toBe('https://api.example/api/sensor/ABC123?username=demo&fieldId=7');
    expect(calls[0]?.init.credentials).toBe('include');
  });
  it('sends no authorization header without a session or for anonymous calls', async () => {
    const { request, calls } = client(
      () => json(200, {}),
      () => undefined,
    );
    await request('/api/public');
    expect(header(calls[0], 'authorization')).toBeUndefined();
    const signedIn = client(() => json(200, {}));
    await signedIn.request('/api/public', { anonymous: true });
    expect(header(signedIn.calls[0], 'authorization')).toBeUndefined();
  });
  it.each([
    [
      { error: 'fieldName: Minimum 3 characters, and must start with letters' },
      'fieldName: Minimum 3 characters, and must start with letters',
    ],
    [{ err: 'Farm not found' }, 'Farm not found'],
    [{ message: 'Unauthorized' }, 'Unauthorized'],
  ])('turns a non-2xx answer %j into an ApiError with that message', async (body, message) => {
    const { request } = client(() => json(400, body));
    const err = await request('/api/x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 400, message, body });
  });
  it('keeps the status of errors without a message', async () => {
    const { request } = client(
      () => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }),
    );
    await expect(request('/api/x')).rejects.toMatchObject({
      status: 502,
      message: 'Something went wrong, please come back later',
    });
  });
  it('reports network failures as status 0, but lets cancellations through untouched', async () => {
    const failing = createApiClient({
      fetch: vi.fn().mockRejectedValue(new TypeError('Failed to fetch')),
      baseUrl: () => '',
      token: async () => undefined,
    });
    await expect(failing('/api/x')).rejects.toMatchObject({ name: 'ApiError', status: 0 });
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    const cancelled = createApiClient({
      fetch: vi.fn().mockRejectedValue(abort),
      baseUrl: () => '',
      token: async () => undefined,
    });
    await expect(cancelled('/api/x')).rejects.toBe(abort);
  });
  it('reads a short plain-text error body as the message, and nothing from an empty or HTML one', () => {
    expect(serverMessageFrom('Email has been taken')).toBe('Email has been taken');
    expect(serverMessageFrom(undefined)).toBeUndefined();
    expect(serverMessageFrom('<html>Bad gateway</html>')).toBeUndefined();
    expect(serverMessageFrom({ error: '  ' })).toBeUndefined();
  });
  it('names the status when the server said nothing of its own, and marks the text as the app’s', async () => {
    const { request } = client(() => new Response('', { status: 404 }));
    await expect(request('/api/x')).rejects.toMatchObject({
      status: 404,
      message: 'Something went wrong, please come back later (404)',
      messageKey: 'common.genericErrorStatus',
    });
    const { request: said } = client(() => json(404, { error: 'Farm not found' }));
    const err = (await said('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(err.messageKey).toBeUndefined();
  });
});

describe('api client: its own failure text speaks the language shown', () => {
  afterEach(() => publishShownMessages('en-AU', ENGLISH_MESSAGES));
  const offline = () =>
    createApiClient({
      fetch: vi.fn().mockRejectedValue(new TypeError('Failed to fetch')),
      baseUrl: () => '',
      token: async () => undefined,
    });

  it('says "no answer" in Spanish to a Spanish reader, and in English again once English is shown', async () => {
    publishShownMessages('es', flatten(ES));
    await expect(offline()('/api/x')).rejects.toMatchObject({
      status: 0,
      message: 'Algo salió mal. Vuelve a intentarlo más tarde.',
      messageKey: 'common.genericError',
    });
    const { request } = client(() => new Response('', { status: 403 }));
    await expect(request('/api/x')).rejects.toMatchObject({
      message: 'Algo salió mal. Vuelve a intentarlo más tarde (403).',
    });
    publishShownMessages('en-US', ENGLISH_MESSAGES);
    await expect(offline()('/api/x')).rejects.toMatchObject({
      message: 'Something went wrong, please come back later',
    });
  });
  it('leaves the server’s own words as they came (the API speaks English)', async () => {
    publishShownMessages('es', flatten(ES));
    const { request } = client(() => json(409, { error: 'Email has been taken' }));
    await expect(request('/api/x')).rejects.toMatchObject({ message: 'Email has been taken' });
  });
});
