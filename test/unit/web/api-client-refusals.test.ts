/** A refusal the API names by code reaches the reader in the language shown; anything else as it came. */
import { afterEach, describe, expect, it } from 'vitest';
import { ENGLISH_MESSAGES, flatten } from '@shared/i18n/catalogue';
import { ES } from '@shared/i18n/messages/es';
import { ApiError, createApiClient, isRefusal } from '../../../web/src/lib/api-client';
import { publishShownMessages } from '../../../web/src/lib/i18n/shown-messages';

const answering = (status: number, body: unknown) =>
  createApiClient({
    fetch: async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    baseUrl: () => 'https://api.example',
    token: async () => undefined,
  });
const refusedWith = async (status: number, body: unknown) =>
  (await answering(status, body)('/api/x').catch((e: unknown) => e)) as ApiError;

afterEach(() => publishShownMessages('en-AU', ENGLISH_MESSAGES));

describe('api client: coded refusals', () => {
  it('turns a coded refusal into Spanish for a Spanish reader, with its values, keeping the body', async () => {
    publishShownMessages('es', flatten(ES));
    const body = { err: 'Farm North already exists.', code: 'farmNameTaken', values: { name: 'North' } };
    const err = await refusedWith(409, body);
    expect(err).toBeInstanceOf(ApiError);
    expect(err.message).toBe('Ya existe una finca llamada North.');
    expect(err.messageKey).toBe('refusals.farmNameTaken');
    expect(err.body).toEqual(body);
    expect(isRefusal(err, 'refusals.farmNameTaken')).toBe(true);
    expect(isRefusal(err, 'refusals.fieldNotFound')).toBe(false);
  });
  it('formats a number value in the reader’s language', async () => {
    publishShownMessages('es', flatten(ES));
    const err = await refusedWith(400, {
      error: 'name: you can hold at most 20 keys; revoke one first',
      code: 'apiKeyLimit',
      values: { max: 20 },
    });
    expect(err.message).toBe('Nombre: puedes tener como mucho 20 claves; anula una antes.');
  });
  it('gives an English reader the catalogue’s English, which is the server’s text', async () => {
    const err = await refusedWith(404, { error: 'Field not found.', code: 'fieldNotFound', values: {} });
    expect(err.message).toBe('Field not found.');
    expect(err.messageKey).toBe('refusals.fieldNotFound');
  });
  it('leaves an uncoded refusal as it came, even to a Spanish reader', async () => {
    publishShownMessages('es', flatten(ES));
    const err = await refusedWith(409, { error: 'Email has been taken' });
    expect(err.message).toBe('Email has been taken');
    expect(err.messageKey).toBeUndefined();
  });
  it.each([
    ['an unknown code', 'noSuchRefusal'],
    ['a key of another area', 'genericError'],
    ['an inherited name', '__proto__'],
    ['constructor', 'constructor'],
    ['a number', 7],
    ['an empty string', ''],
  ])('takes the server’s words for %s', async (_, code) => {
    publishShownMessages('es', flatten(ES));
    const err = await refusedWith(409, { error: 'As the server said.', code, values: {} });
    expect(err.message).toBe('As the server said.');
    expect(err.messageKey).toBeUndefined();
  });
  it('takes the server’s words when the values do not fit the text (a missing argument)', async () => {
    publishShownMessages('es', flatten(ES));
    const err = await refusedWith(409, { error: 'Farm X already exists.', code: 'farmNameTaken' });
    expect(err.message).toBe('Farm X already exists.');
  });
  it('uses only string and number values', async () => {
    publishShownMessages('es', flatten(ES));
    const err = await refusedWith(409, {
      error: 'Farm X already exists.',
      code: 'farmNameTaken',
      values: { name: { toString: 'evil' } },
    });
    expect(err.message).toBe('Farm X already exists.');
  });
});
