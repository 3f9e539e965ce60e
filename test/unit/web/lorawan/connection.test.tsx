// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render as rtlRender, screen, waitFor, within } from '@testing-library/react';
import { TestIntl } from '../support/intl';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LorawanDeviceRow } from '@shared/lorawan/views';
import * as connectDialog from '../../../../web/src/features/management/components/lorawan/connect-network-dialog';
import {
  ConnectionDevices,
  ParkedPayloads,
} from '../../../../web/src/features/management/components/lorawan/connection-devices';
import { DeviceHealthList } from '../../../../web/src/features/management/components/lorawan/device-health';
import { TTS_TEMPLATE_FILE_NAME } from '@shared/lorawan/tts-template';
import { SettingsCard } from '../../../../web/src/features/management/components/lorawan/settings-card';
import {
  gatewayPageReducer as reduce,
  initialGatewayPageState as start,
} from '../../../../web/src/features/management/components/gateways/state';

// the module's one export, imported whole: its path alone fills the import line
const { ConnectNetworkDialog } = connectDialog;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const providers = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>
    <TestIntl>{children}</TestIntl>
  </QueryClientProvider>
);

/** Rendered with the English messages (and the query client), every rerender too. */
const render = (ui: Parameters<typeof rtlRender>[0], _opts?: { wrapper: typeof providers }) =>
  rtlRender(ui, { wrapper: providers });

const device = (over: Partial<LorawanDeviceRow> = {}): LorawanDeviceRow => ({
  dev_eui: 'A840410000000001',
  device_type: null,
  guessed_type: 'dragino-lse01',
  sensor_id: null,
  depth_cm: null,
  last_uplink_at: null,
  rssi: null,
  snr: null,
  best_gateway: null,
  lost_last_day: null,
  battery_v: null,
  battery_percent: null,
  parked: null,
  ...over,
});

describe('Connect a LoRaWAN network', () => {
  it('opens and closes on My Gateways without touching the other dialogs', () => {
    const open = reduce(start, { type: 'openConnect' });
    expect(open).toEqual({ ...start, connecting: true });
    expect(reduce(open, { type: 'closeConnect' })).toEqual(start);
  });
  it('offers the three network servers (TTS first) and checks the id by the shared gateway rule', async () => {
    render(<ConnectNetworkDialog open onClose={vi.fn()} onConnected={vi.fn()} />, { wrapper: providers });
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => r.value)).toEqual(['tts', 'chirpstack', 'aws-iot']);
    expect(radios[0]!.checked).toBe(true);
    expect(screen.getByText('ChirpStack')).toBeTruthy();
    expect(screen.getByText('AWS IoT Core for LoRaWAN')).toBeTruthy();
    const connect = () => screen.getByRole('button', { name: 'Connect' }) as HTMLButtonElement;
    expect(connect().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Connection id'), { target: { value: 'a b' } });
    await screen.findByText('Gateway id: 3 to 64 letters, digits, dashes or underscores');
    expect(connect().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Connection id'), { target: { value: 'tts-home-farm' } });
    await waitFor(() => expect(connect().disabled).toBe(false));
  });
});

describe("a connection's settings", () => {
  it('The Things Stack: every value with its Copy button; the credential in the header only while held', () => {
    const { rerender } = render(
      <SettingsCard
        gatewayId="tts-home"
        stage="prod"
        kind="tts"
        apiOrigin="https://api.example.com/"
        appOrigin="https://app.example.com"
        credential="gw.tts-home.s3cret"
      />,
    );
    const list = screen.getByTestId('connection-settings');
    expect(list.textContent).toContain('https://api.example.com/api/v2/lorawan/tts');
    expect(list.textContent).toContain('Bearer gw.tts-home.s3cret');
    expect(within(list).getAllByRole('button', { name: /^Copy / }).length).toBe(
      within(list).getAllByRole('term').length,
    );
    rerender(
      <SettingsCard
        gatewayId="tts-home"
        stage="prod"
        kind="tts"
        apiOrigin="https://api.example.com"
        appOrigin="https://app.example.com"
        credential={null}
      />,
    );
    expect(screen.getByTestId('connection-settings').textContent).not.toContain('s3cret');
    expect(screen.getByText(/paste the one shown when you connected/)).toBeTruthy();
    expect(screen.getByTestId('connection-settings').textContent).toContain('Bearer <connection credential>');
  });
  it('Copy puts the value on the clipboard and says so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(
      <SettingsCard
        gatewayId="tts-home"
        stage="prod"
        kind="chirpstack"
        apiOrigin="https://api.example.com"
        appOrigin="https://app.example.com"
        credential={null}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Copy Event endpoint URL(s)' }));
    expect(writeText).toHaveBeenCalledWith('https://api.example.com/api/v2/lorawan/chirpstack');
    await screen.findByText('Copied');
  });
  it('only The Things Stack offers the webhook template, downloaded as YAML named for the connection', async () => {
    const saved: Blob[] = [];
    URL.createObjectURL = vi.fn((b: Blob) => {
      saved.push(b);
      return 'blob:x';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe(TTS_TEMPLATE_FILE_NAME);
    });
    const { rerender } = render(
      <SettingsCard
        gatewayId="tts-home"
        stage="prod"
        kind="tts"
        apiOrigin="https://api.example.com"
        appOrigin="https://app.example.com"
        credential={null}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Download webhook template' }));
    expect(click).toHaveBeenCalledOnce();
    const yaml = await saved[0]!.text();
    expect(yaml).toContain('base-url: "https://api.example.com/api/v2/lorawan/tts"');
    expect(yaml).toContain(
      'documentation-url: "https://app.example.com/documentation/connect-your-sensors/the-things-stack"',
    );
    expect(yaml).toMatch(/format: json/);
    rerender(
      <SettingsCard
        gatewayId="tts-home"
        stage="prod"
        kind="chirpstack"
        apiOrigin="https://api.example.com"
        appOrigin="https://app.example.com"
        credential={null}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Download webhook template' })).toBeNull();
  });
});

describe("a connection's devices and the uplinks kept aside", () => {
  const paired = device({
    dev_eui: 'A840410000000002',
    device_type: 'decentlab-dl-smtp',
    sensor_id: 'LRWA840410000000002',
    last_uplink_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    rssi: -87,
    snr: 7.5,
    best_gateway: 'eui-b827ebfffe000001',
    lost_last_day: 2,
    battery_v: 3.61,
  });
  const heard = device({
    parked: {
      reason: 'unknown-device',
      detail: 'No sensor holds A840410000000001.',
      // Kept aside before details had codes: its English shown as it came.
      detail_code: null,
      detail_values: null,
      at: '2026-11-27T06:00:00Z',
      f_port: 2,
      payload: 'DRgBBgTaAAAAAA==',
    },
  });

  it('lists heard devices as not paired with their guessed type, and paired ones with their health', () => {
    render(<ConnectionDevices devices={[heard, paired]} />);
    const table = screen.getByRole('table');
    expect(table.textContent).toContain('Looks like Dragino LSE01');
    expect(table.textContent).toContain('Heard, not paired');
    expect(table.textContent).toContain('Decentlab DL-SMTP');
    expect(table.textContent).toContain('LRWA840410000000002');
    expect(table.textContent).toContain('-87 dBm, SNR 7.5 dB via eui-b827ebfffe000001');
    expect(table.textContent).toContain('2 lost in 24 h');
    expect(table.textContent).toContain('3.61 V');
    expect(table.textContent).toContain('5 minutes ago');
  });
  it('says what to do when nothing was heard yet', () => {
    render(<ConnectionDevices devices={[]} />);
    expect(screen.getByText(/No device heard yet/)).toBeTruthy();
  });
  it('shows each kept-aside uplink with the reason in words, its time, port and payload', () => {
    render(<ParkedPayloads devices={[heard, paired]} />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.textContent).toContain('Device not paired');
    expect(rows[0]!.textContent).toContain('No sensor holds A840410000000001.');
    expect(rows[0]!.textContent).toContain('DRgBBgTaAAAAAA==');
    expect(rows[0]!.textContent).toContain('27/11/2026');
  });
  it('says so when every uplink was stored', () => {
    render(<ParkedPayloads devices={[paired]} />);
    expect(screen.getByText('None: every uplink received was stored.')).toBeTruthy();
  });
  it("My Sensors' device health: depth, last uplink, signal, lost uplinks, battery, and a kept-aside mark", () => {
    render(
      <DeviceHealthList
        devices={[
          { ...paired, depth_cm: 10, parked: { ...heard.parked!, reason: 'out-of-range', at: paired.last_uplink_at! } },
          device({ lost_last_day: 0 }),
          // Kept aside before its last stored uplink: no longer the device's state.
          { ...paired, dev_eui: 'A840410000000009', parked: heard.parked, battery_v: null, battery_percent: 84.6 },
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items[0]).toContain('at 10 cm');
    expect(items[0]).toContain('battery 3.61 V');
    expect(items[0]).toContain('Last uplink kept aside');
    expect(items[1]).toContain('No uplink yet');
    expect(items[1]).toContain('none lost in 24 h');
    expect(items[2]).not.toContain('kept aside');
    // A network server's level stays a percentage.
    expect(items[2]).toContain('battery 85 %');
  });
});
