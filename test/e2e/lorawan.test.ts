/**
 * Bring your own sensors end to end (issue 25): a grower connects The Things Stack on My Gateways
 * (the settings to paste shown, the webhook template downloaded and read), the network server
 * posts a real-shaped uplink of a device nobody paired with the shown credential, the device
 * shows as heard (its uplink kept aside), the grower pairs it into a probe in the sensor wizard,
 * its next uplinks are stored and its readings reach the Dashboard; then the same screens at
 * 390×844, keyboard reachable and axe clean.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { DEMO_ACCOUNTS } from '../../infra/local/demo-accounts';
import { axeFindings } from './support/axe';
import { screenshot, waitForPath } from './support/browser';
import { useE2E } from './support/harness';
import { dialog, fill, pageApi, signedIn } from './support/ui';

const e2e = useE2E({ demoFarm: { days: 1 } });
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 30_000 });

const DEV_EUI = 'A840410000000001';
const CONNECTION = 'tts-home-farm';
/** The Dragino LSE01 codec's published example (TTN lorawan-devices): 19.57 % water at 24.59 °C, 3.625 V. */
const LSE01_PAYLOAD = Buffer.from('CE2900F107A5099B6E2890', 'hex').toString('base64');

/** The state a test leaves for the next (one stack per file, tests in order). */
const shared = { credential: '', sensorId: '' };

/** A The Things Stack v3 uplink message as its webhook posts it (JSON format, zero fields omitted). */
function ttsUplink(fCnt: number, at: Date) {
  return {
    end_device_ids: {
      device_id: 'lse01-north-10cm',
      application_ids: { application_id: 'riverbend-soil' },
      dev_eui: DEV_EUI,
      join_eui: 'A840410000000100',
      dev_addr: '260B4F21',
    },
    correlation_ids: [`as:up:01HQ93D0WNL1NKQ00000000${fCnt.toString().padStart(2, '0')}`],
    received_at: at.toISOString(),
    uplink_message: {
      session_key_id: 'AYzL0q9hZr3kFJ2m7Xc1Ug==',
      f_port: 2,
      f_cnt: fCnt,
      frm_payload: LSE01_PAYLOAD,
      rx_metadata: [
        {
          gateway_ids: { gateway_id: 'eui-b827ebfffe000001', eui: 'B827EBFFFE000001' },
          time: at.toISOString(),
          rssi: -91,
          channel_rssi: -91,
          snr: 6.25,
          uplink_token: 'ChwKGgoOZXVpLWI4MjdlYmZmZmUwMDAwMDEQARoLCOHxgKsGEKCk',
          received_at: at.toISOString(),
        },
      ],
      settings: {
        data_rate: { lora: { bandwidth: 125000, spreading_factor: 7, coding_rate: '4/5' } },
        frequency: '868100000',
      },
      received_at: at.toISOString(),
      consumed_airtime: '0.061696s',
      network_ids: {
        net_id: '000013',
        tenant_id: 'ttn',
        cluster_id: 'eu1',
        cluster_address: 'eu1.cloud.thethings.network',
      },
    },
  };
}

/** The network server's webhook call, with the credential the page showed. */
async function networkServerPosts(fCnt: number, at = new Date()): Promise<number> {
  const res = await fetch(`${e2e.env.stack.url}/api/v2/lorawan/tts/uplink`, {
    method: 'POST',
    headers: { authorization: `Bearer ${shared.credential}`, 'content-type': 'application/json' },
    body: JSON.stringify(ttsUplink(fCnt, at)),
  });
  return res.status;
}

async function clickMap(page: Page, x: number, y: number): Promise<void> {
  const map = page.locator('.leaflet-container').last();
  await map.waitFor();
  const box = (await map.boundingBox())!;
  await page.mouse.click(box.x + box.width * x, box.y + box.height * y);
}

describe('LoRaWAN: connect The Things Stack, pair a heard device, see its readings', () => {
  it('connects The Things Stack: the credential once, the settings to paste, the webhook template', async () => {
    const page = await signedIn(e2e, DEMO_ACCOUNTS.grower, '/app/Management/GatewayManagement');
    await page.getByRole('button', { name: 'Connect a LoRaWAN network' }).click();
    const connect = dialog(page, 'Connect a LoRaWAN network');
    await connect.waitFor();
    expect(await connect.getByRole('radio', { name: /The Things Stack/ }).isChecked()).toBe(true);
    expect(await axeFindings(page)).toEqual([]);
    await screenshot(page, 'lorawan-connect');
    await fill(connect, 'Connection id', CONNECTION);
    await fill(connect, 'Name (optional)', 'Home farm TTS');
    await connect.getByRole('button', { name: 'Connect', exact: true }).click();
    await waitForPath(page, `/app/Management/GatewayManagement/${CONNECTION}`);

    const credential = page.getByTestId('gateway-credential');
    shared.credential = ((await credential.locator('code').textContent()) ?? '').trim();
    expect(shared.credential).toMatch(new RegExp(`^gw\\.${CONNECTION}\\.`));
    const settings = page.getByTestId('connection-settings');
    const text = (await settings.textContent()) ?? '';
    expect(text).toContain(`${e2e.env.stack.url}/api/v2/lorawan/tts`);
    expect(text).toContain(`Bearer ${shared.credential}`);
    expect(await settings.getByRole('button', { name: /^Copy / }).count()).toBeGreaterThan(3);
    expect(await axeFindings(page)).toEqual([]);
    await screenshot(page, 'lorawan-connection');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download webhook template' }).click(),
    ]);
    const template = parse(readFileSync((await download.path())!, 'utf8')) as Record<string, unknown>;
    expect(template).toMatchObject({ format: 'json', 'base-url': `${e2e.env.stack.url}/api/v2/lorawan/tts` });
    expect(JSON.stringify(template['headers'])).toMatch(/Bearer \{credential\}/);
    expect(template['paths']).toEqual({ 'uplink-message': '/uplink' });

    // Shown once: the credential is gone once the page is read again.
    await page.reload();
    await page.getByRole('button', { name: 'Download webhook template' }).waitFor();
    expect(await credential.count()).toBe(0);
    expect(await settings.textContent()).not.toContain(shared.credential);

    // My Gateways shows the connection's kind and leads back to its page.
    await page.goto('/app/Management/GatewayManagement');
    const row = page.getByRole('row', { name: /Home farm TTS/ });
    await poll(() => row.textContent()).toContain('The Things Stack');
  });

  it('a heard device is kept aside, paired into a probe in the wizard; its readings reach the Dashboard', async () => {
    // The network server posts before anyone paired the device: answered OK, kept aside, listed.
    expect(await networkServerPosts(1, new Date(Date.now() - 10 * 60_000))).toBeLessThan(300);
    expect(
      await fetch(`${e2e.env.stack.url}/api/v2/lorawan/tts/uplink`, {
        method: 'POST',
        headers: { authorization: 'Bearer gw.tts-home-farm.wrong', 'content-type': 'application/json' },
        body: JSON.stringify(ttsUplink(1, new Date())),
      }).then((r) => r.status),
    ).toBe(401);

    const page = await signedIn(e2e, DEMO_ACCOUNTS.grower, `/app/Management/GatewayManagement/${CONNECTION}`);
    const devices = page.getByRole('region', { name: 'Devices of this connection' });
    await poll(() => devices.textContent()).toContain(DEV_EUI);
    expect(await devices.textContent()).toContain('Heard, not paired');
    const parked = page.getByRole('region', { name: 'Uplinks kept aside' });
    await poll(() => parked.textContent()).toContain('Device not paired');
    expect(await parked.textContent()).toContain(LSE01_PAYLOAD);
    await screenshot(page, 'lorawan-heard');

    // The wizard: the heard device is offered; composed with its depth; registered with the map.
    const fields = (
      await pageApi<{ data: { data: { field_id: string; field_name: string }[] } }>(page, '/api/v2/field')
    ).data.data;
    const north = fields.find((f) => f.field_name === 'North Block')!;
    await page.goto(`/app/Management/SensorManagement?field=${north.field_id}`);
    await page.getByRole('button', { name: 'Register sensor' }).click();
    const wizard = dialog(page, 'Register a sensor on North Block');
    await wizard.getByText(/also offers the devices it heard/).waitFor();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByText(`${DEV_EUI}`).waitFor();
    await screenshot(page, 'lorawan-wizard-heard');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByLabel('Gateway').selectOption(CONNECTION);
    await wizard.getByRole('button', { name: `Add ${DEV_EUI}` }).click();
    await wizard.getByLabel('Device 1 type').selectOption('dragino-lse01');
    await fill(wizard, 'Device 1 depth (cm)', '10');
    await wizard.getByText('shown at 10 cm').waitFor();
    // A LoRaWAN device keeps its own reporting interval: no gateway sleeping time is offered.
    expect(await wizard.getByLabel('Sleeping').count()).toBe(0);
    shared.sensorId = await wizard.getByLabel('Sensor id').inputValue();
    expect(shared.sensorId).toBe(`LRW${DEV_EUI}`);
    await fill(wizard, 'Alias', 'LoRa probe');
    await clickMap(page, 0.5, 0.55);
    expect(await axeFindings(page)).toEqual([]);
    await screenshot(page, 'lorawan-wizard-compose');
    await wizard.getByRole('button', { name: 'Register sensor' }).click();
    await wizard.getByText(`Sensor LoRa probe is registered on North Block.`).waitFor();
    await wizard.getByRole('button', { name: 'Close', exact: true }).click();

    // Its next uplinks are stored; the same one again (a retry) changes nothing.
    const at = new Date(Date.now() - 60_000);
    expect(await networkServerPosts(2, at)).toBeLessThan(300);
    expect(await networkServerPosts(2, at)).toBeLessThan(300);

    // My Sensors: the device's health under the sensor.
    await page.reload();
    const sensorRow = page.getByRole('row', { name: /LoRa probe/ });
    await poll(() => sensorRow.textContent()).toContain('-91 dBm, SNR 6.25 dB via eui-b827ebfffe000001');
    expect(await sensorRow.textContent()).toContain(`${DEV_EUI} at 10 cm`);
    await screenshot(page, 'lorawan-my-sensors');

    // The Dashboard: the probe's Latest Record holds the decoded 19.57 % at 10 cm.
    await page.goto(`/app/Home?field=${north.field_id}&sensor=${shared.sensorId}`);
    const table = page.getByRole('table', { name: 'Latest record of LoRa probe' });
    await table.waitFor();
    await poll(async () => (await table.locator('td').allInnerTexts())[1]).toBe('19.6 %');
    await screenshot(page, 'lorawan-dashboard');
  });

  it('at 390×844: the connection page and My Sensors read on a phone, keyboard reachable, axe clean', async () => {
    const page = await signedIn(e2e, DEMO_ACCOUNTS.grower, `/app/Management/GatewayManagement/${CONNECTION}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Download webhook template' }).waitFor();
    await poll(() => page.getByRole('region', { name: 'Devices of this connection' }).textContent()).toContain(
      'LRW' + DEV_EUI,
    );
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeFindings(page)).toEqual([]);
    await screenshot(page, 'lorawan-connection-phone');

    // Every Copy button is reached by Tab.
    const copies = await page.getByRole('button', { name: /^Copy / }).count();
    let reached = 0;
    for (let i = 0; i < 40 && reached < copies; i += 1) {
      await page.keyboard.press('Tab');
      const name = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
      if (name.startsWith('Copy ')) reached += 1;
    }
    expect(reached).toBe(copies);

    await page.goto('/app/Management/SensorManagement');
    const sensorRow = page.getByRole('row', { name: /LoRa probe/ });
    await poll(() => sensorRow.textContent()).toContain('battery');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeFindings(page)).toEqual([]);
    await screenshot(page, 'lorawan-my-sensors-phone');

    await page.goto('/documentation/connect-your-sensors/the-things-stack');
    await page.getByRole('heading', { name: 'When it does not' }).waitFor();
    expect(await axeFindings(page)).toEqual([]);
    await screenshot(page, 'lorawan-docs-phone');
  });
});
