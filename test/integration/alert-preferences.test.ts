/**
 * The caller's alert preferences through the local gateway: defaults until saved, saved as a whole,
 * read back by the alert engine (preferencesFor); the user is the token's, bad input is a 400 that
 * names the field and changes nothing, prototype names are refused, mutes name the caller's fields.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ALERT_PREFERENCES, deliveryChannels, type AlertPreferences } from '@shared/alerts/preferences';
import { preferencesFor } from '../../lambdas/alerts/services/alert-preferences';
import { api, newGrower, startTestStack, type TestStack } from '../support/local-stack';
import { buildField } from '../support/management';

type Body = Record<string, any>;
type Who = { username: string; token: string };
const PATH = '/api/v2/alerts/preferences';

let stack: TestStack;
let alice: Who;
let bob: Who;
let aliceField: string;
let bobField: string;

const get = (who: Who) => api(stack, 'GET', PATH, { token: who.token }) as Promise<{ status: number; body: Body }>;
const put = (who: Who, json: unknown) =>
  api(stack, 'PUT', PATH, { token: who.token, json }) as Promise<{ status: number; body: Body }>;
const putRaw = (who: Who, raw: string) =>
  api(stack, 'PUT', PATH, { token: who.token, raw }) as Promise<{ status: number; body: Body }>;

async function newField(who: Who): Promise<string> {
  const res = await api(stack, 'POST', '/api/field/addField', {
    token: who.token,
    json: buildField({ userName: who.username }),
  });
  expect(res.status).toBe(201);
  return (res.body.data as Body).field_id as string;
}

function chosen(fieldId: string): AlertPreferences {
  return {
    channels: { ...DEFAULT_ALERT_PREFERENCES.channels, battery: ['in-app'], 'gateway-offline': [] },
    timeZone: 'Europe/Berlin',
    quietHours: { start: '22:00', end: '06:00', moistureBreaksThrough: true },
    mutes: [{ fieldId, until: '2027-03-31' }],
    farms: {},
  };
}

beforeAll(async () => {
  stack = await startTestStack({ seed: false });
  const [a, b] = [await newGrower(stack), await newGrower(stack)];
  alice = { username: a.username, token: a.tokens.IdToken! };
  bob = { username: b.username, token: b.tokens.IdToken! };
  aliceField = await newField(alice);
  bobField = await newField(bob);
});
afterAll(async () => {
  await stack?.close();
});

describe('reading and saving', () => {
  it('answers the defaults, unsaved, before the grower saves anything', async () => {
    const res = await get(bob);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: DEFAULT_ALERT_PREFERENCES, saved: false });
    expect(await preferencesFor(bob.username)).toEqual(DEFAULT_ALERT_PREFERENCES);
  });

  it('saves them as a whole, reads them back, and the alert engine sees them', async () => {
    const res = await put(alice, chosen(aliceField));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: chosen(aliceField), saved: true });
    expect((await get(alice)).body).toEqual({ data: chosen(aliceField), saved: true });

    const prefs = await preferencesFor(alice.username);
    expect(prefs).toEqual(chosen(aliceField));
    // 21:30Z in June is 23:30 in Berlin: quiet. The muted field gets nothing.
    expect(deliveryChannels(prefs, { kind: 'battery', at: new Date('2026-06-15T21:30:00Z') }, true)).toEqual([
      'in-app',
    ]);
    expect(deliveryChannels(prefs, { kind: 'moisture', at: new Date('2026-06-15T21:30:00Z') }, true)).toEqual([
      'sms',
      'email',
      'in-app',
    ]);
    expect(
      deliveryChannels(prefs, { kind: 'moisture', fieldId: aliceField, at: new Date('2026-06-15T10:00:00Z') }, true),
    ).toEqual([]);
  });

  it('gives the same answer to the same request sent twice', async () => {
    const first = await put(alice, chosen(aliceField));
    const second = await put(alice, chosen(aliceField));
    expect(second).toEqual(first);
    expect((await get(alice)).body.data).toEqual(chosen(aliceField));
  });

  it('keeps one grower’s preferences away from another', async () => {
    await put(alice, chosen(aliceField));
    expect((await get(bob)).body).toEqual({ data: DEFAULT_ALERT_PREFERENCES, saved: false });
    expect(await preferencesFor(bob.username)).toEqual(DEFAULT_ALERT_PREFERENCES);
  });
});

describe('access', () => {
  it('needs a token', async () => {
    expect((await api(stack, 'GET', PATH)).status).toBe(401);
    expect((await api(stack, 'PUT', PATH, { json: chosen(aliceField) })).status).toBe(401);
  });

  it('takes the user from the token only: a userName in the body or query is refused or ignored', async () => {
    const before = (await get(alice)).body;
    const res = await put(bob, { ...chosen(bobField), userName: alice.username });
    expect(res.status).toBe(400);
    expect((await api(stack, 'GET', `${PATH}?userName=${alice.username}`, { token: bob.token })).body.saved).toBe(
      false,
    );
    expect((await get(alice)).body).toEqual(before);
  });

  it('refuses a mute on another grower’s field (or one that does not exist)', async () => {
    const res = await put(bob, chosen(aliceField));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('mutes.0.fieldId: no field of yours has this id');
    expect((await put(bob, chosen('no-such-field'))).status).toBe(400);
    expect((await get(bob)).body.saved).toBe(false);
  });
});

describe('bad input', () => {
  it.each([
    ['timeZone', { timeZone: 'Mars/Olympus' }, /^timeZone: /],
    ['quiet hours that end when they start', { quietHours: { start: '06:00', end: '06:00' } }, /^quietHours\.end: /],
    ['a 25th hour', { quietHours: { start: '25:00', end: '06:00' } }, /^quietHours\.start: /],
    [
      'an unknown channel',
      { channels: { ...DEFAULT_ALERT_PREFERENCES.channels, moisture: ['pager'] } },
      /^channels\.moisture\.0: /,
    ],
    ['a date that does not exist', { mutes: [{ fieldId: 'x', until: '2027-02-29' }] }, /^mutes\.0\.until: /],
    ['an empty time zone', { timeZone: '' }, /^timeZone: /],
    ['a number for a time', { quietHours: { start: 1e300, end: '06:00' } }, /^quietHours\.start: /],
    ['a tiny number for a time zone', { timeZone: 1e-200 }, /^timeZone: /],
  ])('answers 400 naming the field for %s, and changes nothing', async (_label, change, message) => {
    const before = (await get(alice)).body;
    const res = await put(alice, { ...chosen(aliceField), ...change });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(message);
    expect((await get(alice)).body).toEqual(before);
  });

  it('refuses a body that is not JSON, an array, or empty', async () => {
    expect((await putRaw(alice, '{not json')).status).toBe(400);
    expect((await put(alice, [])).status).toBe(400);
    expect((await putRaw(alice, '')).status).toBe(400);
  });

  it('refuses __proto__ and constructor as keys, and the preferences stay as they were', async () => {
    const before = (await get(alice)).body;
    const body = JSON.stringify(chosen(aliceField));
    const topLevel = await putRaw(alice, `{"__proto__":{"admin":true},${body.slice(1)}`);
    expect(topLevel.status).toBe(400);
    expect(topLevel.body.error).toMatch(/__proto__/);
    const inChannels = await putRaw(alice, body.replace('"channels":{', '"channels":{"constructor":["sms"],'));
    expect(inChannels.status).toBe(400);
    expect(inChannels.body.error).toMatch(/^channels: .*constructor/);
    const inMute = await putRaw(alice, body.replace('"mutes":[{', '"mutes":[{"__proto__":{"until":"2099-01-01"},'));
    expect(inMute.status).toBe(400);
    expect((await get(alice)).body).toEqual(before);
  });
});

describe('stored preferences from an older or damaged item', () => {
  it('keeps every part that still parses, defaults the rest, drops mutes of deleted fields from the page', async () => {
    const carol = await newGrower(stack);
    const who = { username: carol.username, token: carol.tokens.IdToken! };
    const table = DynamoDBDocumentClient.from(
      new DynamoDBClient({
        endpoint: stack.dynamoEndpoint,
        region: 'ap-southeast-2',
        credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
      }),
    );
    await table.send(
      new PutCommand({
        TableName: stack.tableName,
        Item: {
          PK: `USER#${who.username}`,
          SK: 'ALERT_PREFS',
          channels: { moisture: ['sms'], battery: 'email', retired: ['sms'] },
          timeZone: 'Nowhere/Special',
          quietHours: { start: '21:00', end: '05:00', moistureBreaksThrough: false },
          mutes: [{ fieldId: 'deleted-field', until: '2027-01-01' }],
          farms: { fm_AAAAAAAAAAAA: ['frost', 'pager'], fm_BBBBBBBBBBBB: ['battery'], 'not-a-farm': ['frost'] },
        },
      }),
    );
    const expected = {
      channels: { ...DEFAULT_ALERT_PREFERENCES.channels, moisture: ['sms'] },
      timeZone: DEFAULT_ALERT_PREFERENCES.timeZone,
      quietHours: { start: '21:00', end: '05:00', moistureBreaksThrough: false },
    };
    // A farm's stored choice that no longer parses is dropped alone (that farm's defaults apply).
    expect(await preferencesFor(who.username)).toEqual({
      ...expected,
      mutes: [{ fieldId: 'deleted-field', until: '2027-01-01' }],
      farms: { fm_BBBBBBBBBBBB: ['battery'] },
    });
    // The page shows no choice for a farm not shared with the user (here: none is).
    expect((await get(who)).body).toEqual({ data: { ...expected, mutes: [], farms: {} }, saved: true });
    table.destroy();
  });
});
