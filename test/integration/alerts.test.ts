/**
 * Alerts end to end on the local stack: readings ingested through the gateway route, messages read
 * from the dev outbox exactly as the grower would receive them, the notifications API.
 */
import { AdminUpdateUserAttributesCommand } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Forecasts are written by the test itself here (the model's own would race with them).
vi.hoisted(() => {
  process.env.FORECASTS = 'off';
});
import { ALERT_CHANNELS, ALERT_KINDS } from '@shared/alerts/kinds';
import { alertsOnForecasts, runScheduledAlerts } from '../../lambdas/alerts/services/alerts-run';
import { flipState, noteId } from '../../lambdas/alerts/adapters/alerts';
import { keys, queryPrefix } from '../../lambdas/platform/aws/items';
import { putForecast } from '../../lambdas/forecasts/adapters/forecasts';
import { forecastsSettled } from '../../lambdas/ingest/services/forecast-queue';
import { readingsStore } from '../../lambdas/readings/adapters/readings';
import type { OutboxMessage } from '../../infra/local/outbox';
import { currentSeries } from '../support/readings';
import { api, newGrower, startTestStack, type TestStack } from '../support/local-stack';
import { buildField, buildSensorForm, buildZone } from '../support/management';

type Body = Record<string, any>;
let stack: TestStack;

interface Grower {
  username: string;
  token: string;
  email: string;
  phone?: string;
  fieldId: string;
  sensorId: string;
  gatewayId: string;
  credential: string;
}

/** Clay: wilting point 25, field capacity 40, so the refill point is 32.5 % at 10 cm. */
const WET = 38;
const DRY = 30;
const HOUR = 3_600_000;

async function setAttributes(username: string, attributes: Record<string, string>) {
  await stack.cognito.send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: stack.userPoolId,
      Username: username,
      UserAttributes: Object.entries(attributes).map(([Name, Value]) => ({ Name, Value })),
    }),
  );
}

async function grower(phone?: string): Promise<Grower> {
  const g = await newGrower(stack);
  const token = g.tokens.IdToken!;
  if (phone) await setAttributes(g.username, { phone_number: phone });
  // The scheduled run also judges each field's frost warning from its (simulated, seasonal) weather:
  // a threshold below any simulated night near Sydney keeps these counts the same in winter
  // (frost.test.ts tests the warning).
  const field = (
    await api(stack, 'POST', '/api/field/addField', {
      token,
      json: buildField({ fieldName: `Block ${g.username.slice(-3)}`, frost_threshold_c: -10 }),
    })
  ).body.data as Body;
  expect(
    (await api(stack, 'POST', `/api/v2/zone/${field.field_id}`, { token, json: buildZone({ zoneName: 'Vines A' }) }))
      .status,
  ).toBe(201);
  const gatewayId = `gw-${g.username.slice(-8)}`;
  const credential = (await api(stack, 'POST', '/api/v2/gateway', { token, json: { gatewayId } })).body
    .credential as string;
  const form = buildSensorForm(field.field_id, { gatewayId, alias: 'Row 4' });
  expect((await api(stack, 'POST', '/api/sensor/v2/new', { token, form })).status).toBeLessThan(300);
  return {
    username: g.username,
    token,
    email: `${g.username}@example.com`,
    ...(phone ? { phone } : {}),
    fieldId: field.field_id,
    sensorId: form.sensorId,
    gatewayId,
    credential,
  };
}

let clock = Date.now() - 2 * HOUR;
/** Ingest one reading of the grower's sensor (times move on a minute a reading). */
async function ingest(g: Grower, cap50: number, extra: Record<string, number | null> = {}, sensorId = g.sensorId) {
  clock += 60_000;
  const reading = {
    sensor_id: sensorId,
    time: new Date(clock).toISOString(),
    cap50,
    cap100: 35,
    cap150: 36,
    temperature: 18,
    battery_vol: 3.9,
    ...extra,
  };
  const res = await fetch(`${stack.url}/api/v2/ingest`, {
    method: 'POST',
    headers: { authorization: `Gateway ${g.credential}`, 'content-type': 'application/json' },
    body: JSON.stringify({ readings: [reading] }),
  });
  const body = (await res.json()) as Body;
  expect(res.status).toBe(200);
  expect(body.data.stored).toBe(1);
}

const outbox = (to: string): OutboxMessage[] => stack.outbox.list(to);
const sms = (g: Grower) => outbox(g.phone!).filter((m) => m.channel === 'sms');
const notifications = async (g: Grower, query = '') =>
  (await api(stack, 'GET', `/api/v2/notifications${query}`, { token: g.token })).body.data as Body;

let alice: Grower;
let bob: Grower;

beforeAll(async () => {
  stack = await startTestStack({ alertsEveryMs: 0 });
  alice = await grower('+61412345678');
  bob = await grower();
  // Alice asks for every kind by SMS through her preferences (by default battery, silence and
  // gateway alerts go by e-mail and in-app only; only moisture alerts are texted).
  const everyChannel = Object.fromEntries(ALERT_KINDS.map((k) => [k, [...ALERT_CHANNELS]]));
  const prefs = { channels: everyChannel, timeZone: 'Australia/Sydney', quietHours: null, mutes: [] };
  expect((await api(stack, 'PUT', '/api/v2/alerts/preferences', { token: alice.token, json: prefs })).status).toBe(200);
}, 60_000);
afterAll(async () => {
  await stack?.close();
});

describe('moisture alerts', () => {
  it('sends one SMS when the zone dries below its refill point, then one back to normal after irrigation', async () => {
    await ingest(alice, WET);
    await ingest(alice, WET - 3);
    expect(sms(alice)).toEqual([]);
    await ingest(alice, DRY);
    await ingest(alice, DRY - 1);
    await ingest(alice, 32.9); // below the refill point + margin: still dry, no repeat
    const dry = sms(alice);
    expect(dry).toHaveLength(1);
    expect(dry[0]!.text).toMatch(
      new RegExp(
        String.raw`^Fieldwise: Block \w+, Home Farm: zone Vines A is dry, 30\.0% at 10 cm, ` +
          String.raw`below its refill point of 32\.5%\. Irrigate now\. ` +
          String.raw`http://127\.0\.0\.1:\d+/app/Home/Dashboard\?field=`,
      ),
    );
    expect(dry[0]!.text).toContain(`sensor=${alice.sensorId}`);
    // The same alert by e-mail, to the account's address.
    const mail = outbox(alice.email).filter((m) => m.channel === 'email');
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('Fieldwise: Irrigate zone Vines A now');

    await ingest(alice, WET); // irrigated
    await ingest(alice, WET + 1);
    const after = sms(alice);
    expect(after).toHaveLength(2);
    expect(after[0]!.text).toContain(
      'zone Vines A is back to normal, 38.0% at 10 cm (refill point 32.5%). No action needed.',
    );
  });

  it('warns from the forecast before the crossing; the crossing itself sends no second "back to normal"', async () => {
    const before = sms(alice).length;
    const series = await currentSeries(alice.sensorId);
    await ingest(alice, 36);
    // The forecast made from that reading: 10 cm reaches 31 % in 10 h. Where forecasts are made,
    // each stored forecast is then looked at for the warning.
    const forecast = {
      issued_at: clock,
      depths: [10, 50, 100],
      steps: [
        [2, 36, 35, 36, 18],
        [10, 31, 35, 36, 18],
        [30, 28, 35, 36, 18],
      ],
      origin: [36, 35, 36, 18],
    };
    await putForecast(series, forecast);
    await alertsOnForecasts(new Map([[series, forecast]]));
    await alertsOnForecasts(new Map([[series, forecast]])); // the same forecast looked at twice warns once
    const warned = sms(alice);
    expect(warned).toHaveLength(before + 1);
    expect(warned[0]!.text).toMatch(
      new RegExp(
        String.raw`zone Vines A is forecast to reach its refill point of 32\.5% at 10 cm ` +
          String.raw`by \w{3} \d{1,2}(:\d\d)? (am|pm)\. Irrigate by then\.`,
      ),
    );
    await ingest(alice, DRY); // the crossing: the moisture alert, and the warning ends quietly
    const crossed = sms(alice);
    expect(crossed).toHaveLength(before + 2);
    expect(crossed[0]!.text).toContain('is dry');
    await ingest(alice, WET);
    expect(sms(alice)).toHaveLength(before + 3);
    expect(sms(alice)[0]!.text).toContain('back to normal');
  });
});

describe('battery, silence and gateways', () => {
  it('sends one low-battery alert below the sensor’s threshold (80 % of 4 V)', async () => {
    const before = sms(alice).length;
    await ingest(alice, WET, { battery_vol: 3.1 });
    await ingest(alice, WET, { battery_vol: 3.05 });
    const now = sms(alice);
    expect(now).toHaveLength(before + 1);
    expect(now[0]!.text).toContain('sensor Row 4');
    expect(now[0]!.text).toContain('battery is low, 3.10 V (alert below 3.20 V). Replace or recharge it soon.');
  });

  it('the scheduled run reports a silent sensor and an offline gateway once, and ingest clears them', async () => {
    const before = sms(alice).length;
    const later = Date.now() + 7 * HOUR;
    await runScheduledAlerts(readingsStore(), later);
    await runScheduledAlerts(readingsStore(), later + 15 * 60_000);
    const texts = sms(alice)
      .slice(0, sms(alice).length - before)
      .map((m) => m.text);
    expect(texts).toHaveLength(2);
    expect(texts.find((t) => t.includes('has sent nothing since'))).toContain(
      'Check its battery and that its gateway is in range.',
    );
    expect(texts.find((t) => t.includes('has been offline since'))).toContain(
      `Gateway ${alice.gatewayId} has been offline since`,
    );
    // The next reading (and the gateway's contact) clears both.
    await ingest(alice, WET, { battery_vol: 3.05 });
    const cleared = sms(alice)
      .slice(0, 2)
      .map((m) => m.text);
    expect(cleared.some((t) => t.includes('is sending readings again'))).toBe(true);
    expect(cleared.some((t) => t.includes('is back online'))).toBe(true);
  });
});

describe('who receives what', () => {
  it('a grower without a phone gets e-mail and in-app only, and never another grower’s alert', async () => {
    await ingest(bob, WET);
    await ingest(bob, DRY);
    const bobMail = outbox(bob.email);
    // (the scheduled run above found his sensor silent, and his first reading ended that)
    expect(bobMail.every((m) => m.channel === 'email')).toBe(true);
    expect(bobMail[0]!.subject).toBe('Fieldwise: Irrigate zone Vines A now');
    expect(bobMail[0]!.text).toContain(bob.sensorId);
    // Nothing of Bob's reached Alice, nothing of Alice's reached Bob.
    expect(
      [...outbox(alice.email), ...outbox(alice.phone!)].some(
        (m) => m.text.includes(bob.sensorId) || m.text.includes(bob.fieldId),
      ),
    ).toBe(false);
    expect(bobMail.some((m) => m.text.includes(alice.sensorId))).toBe(false);
    const bobs = await notifications(bob);
    expect(bobs.notifications.length).toBeGreaterThan(0);
    expect(bobs.notifications.every((n: Body) => n.sensor_id === bob.sensorId)).toBe(true);
  });

  it('sends nothing for a grower whose plan lapsed', async () => {
    const carol = await grower('+61400000001');
    await setAttributes(carol.username, { 'custom:sub_expiry_date': '01-01-2020' });
    await ingest(carol, WET);
    await ingest(carol, DRY);
    expect(outbox(carol.phone!)).toEqual([]);
    expect(outbox(carol.email)).toEqual([]);
  });
});

describe('a backlog (a gateway catching up, a history import)', () => {
  it('starts no alert from readings more than a day old; the next current reading does', async () => {
    const erin = await grower();
    const send = async (readings: Body[]) => {
      const res = await fetch(`${stack.url}/api/v2/ingest`, {
        method: 'POST',
        headers: { authorization: `Gateway ${erin.credential}`, 'content-type': 'application/json' },
        body: JSON.stringify({ readings }),
      });
      expect(((await res.json()) as Body).data.stored).toBe(readings.length);
    };
    const at = (ago: number, cap50: number) => ({
      sensor_id: erin.sensorId,
      time: new Date(Date.now() - ago).toISOString(),
      cap50,
      cap100: 35,
      cap150: 36,
      temperature: 18,
      battery_vol: 2.5,
    });
    // Three days ago the zone went dry and the battery low, then it was irrigated, then dry again.
    await send([at(72 * HOUR, WET), at(71 * HOUR, DRY)]);
    await send([at(60 * HOUR, WET), at(50 * HOUR, DRY), at(26 * HOUR, DRY - 2)]);
    await forecastsSettled();
    expect(outbox(erin.email)).toEqual([]);
    expect((await notifications(erin)).notifications).toEqual([]);
    // A current reading is judged: dry now, and the battery low.
    await send([at(5 * 60_000, DRY)]);
    const subjects = outbox(erin.email).map((m) => m.subject);
    expect(subjects).toContain('Fieldwise: Irrigate zone Vines A now');
    expect(subjects.filter((t) => /Irrigate/.test(t!))).toHaveLength(1);
    expect(subjects.some((t) => /battery/i.test(t!))).toBe(true);
  });
});

describe('a crash between the writes of a transition', () => {
  it('the scheduled run writes the notification the flipped state carries and sends it once', async () => {
    const dave = await grower();
    const key = `battery:${dave.sensorId}`;
    const now = Date.now();
    const note = {
      id: noteId(now, key, 1),
      key,
      kind: 'battery' as const,
      phase: 'start' as const,
      title: 'Low battery: sensor Row 4',
      body: 'A crash left this one half-done.',
      path: '/app/Home/Dashboard',
      sms: 'Fieldwise: A crash left this one half-done.',
      email: 'A crash left this one half-done.',
      sensor_id: dave.sensorId,
      field_id: dave.fieldId,
      created_at: now,
      channels: ['email' as const, 'in-app' as const],
      pending: ['email' as const],
    };
    // The state flipped, then the process died: no notification, nothing sent.
    expect(
      await flipState(dave.username, undefined, {
        key,
        kind: 'battery',
        active: true,
        gen: 1,
        since: now,
        noted: false,
        note,
        sensor_id: dave.sensorId,
      }),
    ).toBe(true);
    expect(
      await flipState(dave.username, undefined, {
        key,
        kind: 'battery',
        active: true,
        gen: 1,
        since: now,
        noted: false,
        note,
      }),
    ).toBe(false); // a second flip loses
    expect((await notifications(dave)).notifications).toEqual([]);
    await runScheduledAlerts(readingsStore(), Date.now());
    await runScheduledAlerts(readingsStore(), Date.now());
    expect(outbox(dave.email).map((m) => m.text)).toEqual(['A crash left this one half-done.']);
    expect((await notifications(dave)).notifications.map((n: Body) => n.body)).toEqual([
      'A crash left this one half-done.',
    ]);
  });
});

describe('notifications API', () => {
  it('lists the history newest first with the unread count, filters by kind and field, marks read', async () => {
    const all = await notifications(alice);
    expect(all.notifications.length).toBeGreaterThanOrEqual(8);
    const times = all.notifications.map((n: Body) => n.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(all.unread).toBe(all.notifications.length);
    const battery = await notifications(alice, '?kind=battery');
    expect(battery.notifications.every((n: Body) => n.kind === 'battery')).toBe(true);
    expect(battery.notifications.length).toBeGreaterThan(0);
    expect((await notifications(alice, `?field=${bob.fieldId}`)).notifications).toEqual([]);

    const first = all.notifications[0].id as string;
    // Bob cannot mark Alice's notification.
    expect(
      (await api(stack, 'POST', '/api/v2/notifications/read', { token: bob.token, json: { ids: [first] } })).body.data,
    ).toMatchObject({ marked: 0 });
    const marked = await api(stack, 'POST', '/api/v2/notifications/read', {
      token: alice.token,
      json: { ids: [first, first] },
    });
    expect(marked.body.data).toEqual({ marked: 1, unread: all.unread - 1 });
    expect((await api(stack, 'GET', '/api/v2/notifications/unread', { token: alice.token })).body.data).toEqual({
      unread: all.unread - 1,
    });
    expect((await notifications(alice)).notifications[0].read).toBe(true);
    const everything = await api(stack, 'POST', '/api/v2/notifications/read', {
      token: alice.token,
      json: { all: true },
    });
    expect(everything.body.data).toMatchObject({ unread: 0 });
  });

  it('keeps each notification a year: its item carries the table’s TTL', async () => {
    const items = await queryPrefix<{ created_at: number; ttl?: number }>(keys.user(alice.username), 'NOTE#');
    expect(items.length).toBeGreaterThanOrEqual(8);
    for (const n of items) expect(n.ttl).toBe(Math.ceil(n.created_at / 1000) + 365 * 86_400);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const badKind = await api(stack, 'GET', '/api/v2/notifications?kind=__proto__', { token: alice.token });
    expect(badKind.status).toBe(400);
    expect(JSON.stringify(badKind.body)).toContain('kind');
    expect(
      (await api(stack, 'POST', '/api/v2/notifications/read', { token: alice.token, json: { ids: [] } })).status,
    ).toBe(400);
    expect(
      (await api(stack, 'POST', '/api/v2/notifications/read', { token: alice.token, json: { constructor: true } }))
        .status,
    ).toBe(400);
    expect((await api(stack, 'GET', '/api/v2/notifications')).status).toBe(401);
  });
});
