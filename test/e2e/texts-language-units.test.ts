/**
 * The server's words in the grower's language and units, end to end: the demo grower chooses
 * Spanish and US units, a zone of theirs dries below its refill point (readings through the real
 * ingest route), and the SMS and e-mail in the dev outbox are Spanish with inches, as is the
 * notification the app shows; the sensor's CSV, downloaded with the browser's session, has its
 * depths in inches under 'Depth (in)' (moisture stays %, a decimal point).
 */
import {
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../infra/local/demo-accounts';
import { buildField, buildSensorForm, buildZone } from '../support/management';
import { outboxTo } from './support/mailbox';
import { useE2E } from './support/harness';
import { signedIn } from './support/ui';

type Body = Record<string, any>;
const e2e = useE2E();
const { grower } = DEMO_ACCOUNTS;
const PHONE = '+61400000027';
/** Clay: the refill point is 32.5 % at 10 cm. */
const WET = 38;
const DRY = 30;
let sensorId = '';
let fieldId = '';

/** The signed-in page's ID token (as the app keeps it). */
const tokenOf = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.endsWith('.idToken'));
    return key ? localStorage.getItem(key)! : '';
  });

async function ingest(credential: string, cap50: number, at: number) {
  const res = await fetch(`${e2e.env.stack.url}/api/v2/ingest`, {
    method: 'POST',
    headers: { authorization: `Gateway ${credential}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      readings: [{ sensor_id: sensorId, time: at, cap50, cap100: 35, cap150: 36, temperature: 18, battery_vol: 3.9 }],
    }),
  });
  expect(res.status).toBe(200);
}

const smsTo = async (to: string) => {
  const res = await fetch(`${e2e.env.stack.url}/dev/outbox?to=${encodeURIComponent(to)}`);
  const body = (await res.json()) as { messages: { channel: string; text: string }[] };
  return body.messages.filter((m) => m.channel === 'sms').map((m) => m.text);
};

async function poll<T>(read: () => Promise<T[]>): Promise<T[]> {
  for (let i = 0; i < 100; i++) {
    const found = await read();
    if (found.length) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
  return read();
}

beforeAll(async () => {
  const { stack } = e2e.env;
  // The grower's phone, as a verified number would be (the alerts send SMS to it).
  const cognito = new CognitoIdentityProviderClient({
    endpoint: stack.cognitoEndpoint,
    region: 'us-east-1',
    credentials: stack.cognitoCredentials,
  });
  await cognito.send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: stack.userPoolId,
      Username: grower.username,
      UserAttributes: [
        { Name: 'phone_number', Value: PHONE },
        { Name: 'phone_number_verified', Value: 'true' },
      ],
    }),
  );
});

describe('a Spanish grower on US units', () => {
  it('reads the moisture alert in Spanish with inches: SMS, e-mail and the notifications page', async () => {
    const page = await signedIn(e2e, grower, '/app/Home');
    const token = await tokenOf(page);
    const { stack } = e2e.env;
    const call = async (method: string, path: string, opts: { json?: unknown; form?: Record<string, string> } = {}) => {
      const res = await fetch(`${stack.url}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': opts.form ? 'application/x-www-form-urlencoded' : 'application/json',
        },
        body: opts.form ? new URLSearchParams(opts.form).toString() : JSON.stringify(opts.json),
      });
      const body = (await res.json()) as Body;
      expect(res.status, `${method} ${path}: ${JSON.stringify(body)}`).toBeLessThan(300);
      return body;
    };
    await call('PUT', '/api/v2/settings', { json: { units: 'us', locale: 'es' } });
    fieldId = (await call('POST', '/api/field/addField', { json: buildField({ fieldName: 'Bloque Este' }) })).data
      .field_id as string;
    await call('POST', `/api/v2/zone/${fieldId}`, { json: buildZone({ zoneName: 'Viñas' }) });
    const gatewayId = 'gw-texts-27';
    const credential = (await call('POST', '/api/v2/gateway', { json: { gatewayId } })).credential as string;
    const form = buildSensorForm(fieldId, { gatewayId, alias: 'Fila 1' });
    await call('POST', '/api/sensor/v2/new', { form });
    sensorId = form.sensorId;

    const now = Date.now();
    await ingest(credential, WET, now - 120_000);
    await ingest(credential, DRY, now - 60_000);

    const [sms] = await poll(() => smsTo(PHONE));
    expect(sms).toMatch(/^Fieldwise: Bloque Este, .*: zona Viñas con el suelo seco, 30,0 % a 3,9 in, /);
    expect(sms).toContain('por debajo del umbral de riego (32,5 %). Riega ya.');
    const [mail] = await poll(() => outboxTo(stack.url, grower.email));
    expect(mail!.subject).toBe('Fieldwise: Riega ya: zona Viñas');
    expect(mail!.text).toContain('zona Viñas con el suelo seco, 30,0 % a 3,9 in');
    expect(mail!.text).toContain('Recibes este correo porque tienes las alertas activadas.');

    await page.goto('/app/notifications');
    await page.getByText('Riega ya: zona Viñas').first().waitFor({ timeout: 20_000 });
  });

  it('downloads the sensor CSV with its depths in inches under "Depth (in)"', async () => {
    const page = await signedIn(e2e, grower, '/app/Home');
    const start = Math.floor((Date.now() - 86_400_000) / 1000);
    const end = Math.floor(Date.now() / 1000);
    const csv = await page.evaluate(async (path) => {
      const key = Object.keys(localStorage).find((k) => k.endsWith('.idToken'));
      const r = await fetch(path, { headers: { authorization: `Bearer ${localStorage.getItem(key!)}` } });
      return { status: r.status, text: await r.text() };
    }, `/api/v2/readings/${sensorId}/csv?start=${start}&end=${end}&fieldId=${fieldId}&format=csv`);
    expect(csv.status).toBe(200);
    const lines = csv.text.trimEnd().split('\r\n');
    expect(lines).toHaveLength(22);
    expect(lines[0]).toMatch(/^Depth \(in\),\d{4}-\d{2}-\d{2} \d{2}:\d{2},/);
    expect(lines[2]).toMatch(/^-3\.9,38\.00,30\.00$/);
    expect(lines[21]!.startsWith('-78.7,')).toBe(true);
  });
});
