/**
 * The frost warning end to end on the local stack: fields without a single sensor, their weather
 * from the Visual Crossing stand-in (a cold or a warm forecast per place), the scheduled run that
 * judges it, messages read from the dev outbox and the notifications API exactly as the grower gets
 * them. One start per episode however often (or however many at once) the run looks, one "back to
 * normal", one message after a crash half-way through a transition; none when the grower turned
 * the kind off or the field's own threshold is colder than the forecast. The threshold is saved,
 * validated and refused to anyone but the owner.
 */
import { AdminUpdateUserAttributesCommand } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALERT_KINDS } from '@shared/alerts/kinds';
import { DEFAULT_ALERT_PREFERENCES } from '@shared/alerts/preferences';
import { runScheduledAlerts } from '../../lambdas/alerts/services/alerts-run';
import { cachePlace, fieldCentroid } from '../../lambdas/weather/services/weather';
import { resetWeatherProvider } from '../../lambdas/weather/adapters/weather';
import { readingsStore } from '../../lambdas/readings/adapters/readings';
import { failWhen } from '../support/faults';
import { FAKE_KEY, startFakeVisualCrossing, type FakeVisualCrossing } from '../support/fake-visualcrossing';
import { api, newGrower, startTestStack, type TestStack } from '../support/local-stack';
import { buildField, squarePolygon } from '../support/management';

type Body = Record<string, any>;
const HOUR = 3_600_000;
let stack: TestStack;
let fake: FakeVisualCrossing;
/** The forecast at each weather place ("lat,lon" on the cache grid): frosty nights or mild ones. */
const weather = new Map<string, 'cold' | 'warm'>();
const COLD = { tempmin: -1.5, tempmax: 12 };
const WARM = { tempmin: 9, tempmax: 24 };

interface Grower {
  username: string;
  token: string;
  email: string;
  phone: string;
  fieldId: string;
}

let lon = 149.0;
/** A grower with a phone and one field (no zone, no sensor) on a weather place of its own. */
async function grower(forecast: 'cold' | 'warm', field: Record<string, unknown> = {}): Promise<Grower> {
  const g = await newGrower(stack);
  const token = g.tokens.IdToken!;
  const phone = `+614${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  await stack.cognito.send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: stack.userPoolId,
      Username: g.username,
      UserAttributes: [{ Name: 'phone_number', Value: phone }],
    }),
  );
  const geom = squarePolygon((lon += 0.2), -35.2);
  const place = cachePlace(fieldCentroid(geom.coordinates[0] as [number, number][]));
  weather.set(`${place.lat},${place.lon}`, forecast);
  const res = await api(stack, 'POST', '/api/field/addField', {
    token,
    json: buildField({ fieldName: `Frosty ${g.username.slice(-4)}`, geom, ...field }),
  });
  expect(res.status).toBe(201);
  return {
    username: g.username,
    token,
    email: `${g.username}@example.com`,
    phone,
    fieldId: (res.body.data as Body).field_id,
  };
}

const sms = (g: Grower) => stack.outbox.list(g.phone).filter((m) => m.channel === 'sms');
const mail = (g: Grower) => stack.outbox.list(g.email).filter((m) => m.channel === 'email');
const frostNotes = async (g: Grower) =>
  ((await api(stack, 'GET', '/api/v2/notifications?kind=frost', { token: g.token })).body.data as Body)
    .notifications as Body[];
const run = (at: number) => runScheduledAlerts(readingsStore(), at);

beforeAll(async () => {
  fake = await startFakeVisualCrossing();
  fake.dayOverride = (_date, place) => {
    const kind = weather.get(`${place.lat},${place.lon}`);
    return kind === 'cold' ? COLD : kind === 'warm' ? WARM : undefined;
  };
  Object.assign(process.env, { WEATHER_API_KEY: FAKE_KEY, WEATHER_API_BASE_URL: fake.baseUrl });
  stack = await startTestStack({ seed: false, alertsEveryMs: 0 });
}, 60_000);
afterAll(async () => {
  await stack?.close();
  for (const k of ['WEATHER_API_KEY', 'WEATHER_API_BASE_URL']) delete process.env[k];
  resetWeatherProvider();
  await fake?.close();
});

describe('the frost warning', () => {
  let frank: Grower;
  const t0 = Date.now();

  it('a field without sensors, a frosty forecast: one warning by SMS, e-mail, in-app, however many runs', async () => {
    frank = await grower('cold');
    // The same run twice at once (a retried invocation meeting the first), then twice more.
    await Promise.all([run(t0), run(t0)]);
    await run(t0 + 60_000);
    await run(t0 + 120_000);
    const texts = sms(frank).map((m) => m.text);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatch(
      new RegExp(
        String.raw`^Fieldwise: Frost risk at Frosty \w+, Home Farm( within about \d h| from now)?: ` +
          String.raw`-?\d+(\.\d)?C forecast \w{3} \d{1,2} am \(threshold 1C\)\. Protect frost-sensitive crops\. ` +
          String.raw`http://127\.0\.0\.1:\d+/app/Home/Dashboard\?field=fld_`,
      ),
    );
    expect(texts[0]).toContain(frank.fieldId);
    // Real weather (the stand-in answers as Visual Crossing): no "simulated" note.
    expect(texts[0]).not.toContain('simulated');
    expect(mail(frank).map((m) => m.subject)).toEqual([expect.stringMatching(/^Fieldwise: Frost risk at Frosty \w+/)]);
    const notes = await frostNotes(frank);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ kind: 'frost', phase: 'start', field_id: frank.fieldId, sensor_id: null });
    expect(notes[0]!.body).toMatch(/°C forecast .* \(threshold 1 °C\)/);
  }, 60_000);

  it('once the forecast is warm, one "back to normal" (the forecast is read again when 3 h old)', async () => {
    weather.set([...weather].find(([, v]) => v === 'cold')![0], 'warm');
    // Within the 3 h the cached forecast stands: nothing changes.
    await run(t0 + 2 * HOUR);
    expect(sms(frank)).toHaveLength(1);
    const later = t0 + 3 * HOUR + 5 * 60_000;
    await run(later);
    await run(later + 15 * 60_000);
    const texts = sms(frank).map((m) => m.text);
    expect(texts).toHaveLength(2);
    expect(texts[0]).toMatch(
      /^Fieldwise: Frosty \w+, Home Farm: no frost forecast in the next 48 h \(threshold 1C\)\. No action needed\./,
    );
    expect((await frostNotes(frank)).map((n) => n.phase)).toEqual(['clear', 'start']);
  }, 60_000);

  it('a crash after the state flipped: the next run writes and sends the warning, once', async () => {
    const gail = await grower('cold');
    const stop = failWhen(
      (input) =>
        typeof input.Item?.SK === 'string' &&
        input.Item.SK.startsWith('NOTE#') &&
        input.Item.kind === 'frost' &&
        input.Item.field_id === gail.fieldId,
    );
    try {
      await run(t0);
    } finally {
      stop();
    }
    expect(sms(gail)).toEqual([]);
    expect(await frostNotes(gail)).toEqual([]);
    await run(t0 + 60_000);
    await run(t0 + 120_000);
    expect(sms(gail)).toHaveLength(1);
    expect(mail(gail)).toHaveLength(1);
    expect(await frostNotes(gail)).toHaveLength(1);
  }, 60_000);

  it('sends nothing when the grower turned frost warnings off', async () => {
    const hal = await grower('cold');
    const channels = { ...DEFAULT_ALERT_PREFERENCES.channels, frost: [] };
    expect(Object.keys(channels).sort()).toEqual([...ALERT_KINDS].sort());
    expect(
      (
        await api(stack, 'PUT', '/api/v2/alerts/preferences', {
          token: hal.token,
          json: { ...DEFAULT_ALERT_PREFERENCES, channels },
        })
      ).status,
    ).toBe(200);
    await run(t0);
    expect(stack.outbox.list(hal.phone)).toEqual([]);
    expect(stack.outbox.list(hal.email)).toEqual([]);
    expect(await frostNotes(hal)).toEqual([]);
  }, 60_000);

  it('warns at the field’s own threshold: none at −3 °C for a −1.5 °C night, one once raised to 0 °C', async () => {
    const ivy = await grower('cold', { frost_threshold_c: -3 });
    await run(t0);
    expect(sms(ivy)).toEqual([]);
    const raised = await api(stack, 'PUT', `/api/field/${ivy.fieldId}`, {
      token: ivy.token,
      json: { frost_threshold_c: 0 },
    });
    expect(raised.status).toBe(200);
    await run(t0 + 60_000);
    expect(sms(ivy).map((m) => m.text)).toEqual([expect.stringContaining('(threshold 0C)')]);
  }, 60_000);
});

describe('the frost threshold of a field', () => {
  let owner: Grower;
  let stranger: Grower;
  beforeAll(async () => {
    owner = await grower('warm');
    stranger = await grower('warm');
  }, 60_000);
  const put = (g: Grower, fieldId: string, json: Body) =>
    api(stack, 'PUT', `/api/field/${fieldId}`, { token: g.token, json });
  const read = async (g: Grower, fieldId: string) =>
    ((await api(stack, 'GET', `/api/field/${fieldId}`, { token: g.token })).body.data as Body).frost_threshold_c;

  it('is 1 °C until the grower sets one; saved, it is in every field answer', async () => {
    expect(await read(owner, owner.fieldId)).toBe(1);
    const saved = await put(owner, owner.fieldId, { frost_threshold_c: -2.5 });
    expect(saved.status).toBe(200);
    expect((saved.body.data as Body).frost_threshold_c).toBe(-2.5);
    // The edit changed nothing else.
    expect((saved.body.data as Body).field_name).toMatch(/^Frosty/);
    expect(await read(owner, owner.fieldId)).toBe(-2.5);
    const list = (await api(stack, 'GET', '/api/v2/field', { token: owner.token })).body.data as Body;
    expect(list.data.find((f: Body) => f.field_id === owner.fieldId).frost_threshold_c).toBe(-2.5);
    const legacy = (await api(stack, 'POST', '/api/field', { token: owner.token, form: { userName: owner.username } }))
      .body as Body;
    expect(legacy.data.find((f: Body) => f.field_id === owner.fieldId).frost_threshold_c).toBe(-2.5);
    // A form body's numeric text, as the legacy routes send it.
    expect((await put(owner, owner.fieldId, { frost_threshold_c: '2' })).status).toBe(200);
    expect(await read(owner, owner.fieldId)).toBe(2);
  });

  it('refuses off-scale, unstorable, empty or non-numbers with 400 naming the field; keeps the value', async () => {
    for (const bad of [1e300, -1e300, 1e-200, '', '  ', 'cold', 10.5, -11, null, true, [1]]) {
      const res = await put(owner, owner.fieldId, { frost_threshold_c: bad });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect((res.body as Body).err, JSON.stringify(bad)).toMatch(/^frost_threshold_c: /);
    }
    const created = await api(stack, 'POST', '/api/field/addField', {
      token: owner.token,
      json: buildField({ fieldName: 'Cold Hollow', frost_threshold_c: '' }),
    });
    expect(created.status).toBe(400);
    expect((created.body as Body).err).toMatch(/^frost_threshold_c: /);
    expect(await read(owner, owner.fieldId)).toBe(2);
  });

  it('another grower cannot read or change it: 404, and the value stands', async () => {
    const res = await put(stranger, owner.fieldId, { frost_threshold_c: 5 });
    expect(res.status).toBe(404);
    expect((await api(stack, 'GET', `/api/field/${owner.fieldId}`, { token: stranger.token })).status).toBe(404);
    expect(await read(owner, owner.fieldId)).toBe(2);
  });
});

describe('the frost warning in the grower’s language and units', () => {
  it('a Spanish grower on US units gets the SMS, the e-mail and the notification in Spanish, in °F', async () => {
    const sofia = await grower('cold');
    const saved = await api(stack, 'PUT', '/api/v2/settings', {
      token: sofia.token,
      json: { units: 'us', locale: 'es' },
    });
    expect(saved.status).toBe(200);
    await run(Date.now());
    const texts = sms(sofia).map((m) => m.text);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatch(
      new RegExp(
        String.raw`^Fieldwise: Riesgo de helada en Frosty \w+, Home Farm( en unas \d+ h| en mas o menos 1 h| ya)?: ` +
          String.raw`se prevén -?\d+(,\d)?F \w{3} \d{2}:\d{2} \(umbral 33,8F\)\. ` +
          String.raw`Protege los cultivos sensibles a la helada\. `,
      ),
    );
    const mails = mail(sofia);
    expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/^Fieldwise: Riesgo de helada en Frosty \w+/)]);
    expect(mails[0]!.text).toMatch(/se prevén -?\d+(,\d)? °F .* \(umbral 33,8 °F\)/);
    expect(mails[0]!.text).toContain('Recibes este correo porque tienes las alertas activadas.');
    const notes = await frostNotes(sofia);
    expect(notes[0]!.title).toMatch(/^Riesgo de helada en Frosty/);
    expect(notes[0]!.body).toContain('°F');
  }, 60_000);
});
