// @vitest-environment jsdom
import { cleanup, fireEvent, render as rtlRender, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { TestIntl } from '../support/intl';
import { useState } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { LorawanDeviceRow } from '@shared/lorawan/views';
import type { ConnectionDevice } from '../../../../web/src/api/lorawan-devices';
import { CONNECT_DOCS_PATH, connectDocPath } from '../../../../web/src/config/connect-docs';
import {
  ConnectGuideRoute,
  ConnectSensorsRoute,
} from '../../../../web/src/features/documentation/routes/connect-sensors';
import { DeviceComposer } from '../../../../web/src/features/management/components/sensor-wizard/device-composer';
import {
  addDevice,
  checkDevices,
  draftFromHeard,
  emptyDevice,
  type DeviceDraft,
} from '../../../../web/src/features/management/components/sensor-wizard/devices';
import { PairingStep } from '../../../../web/src/features/management/components/sensor-wizard/pairing-step';
import { ResultStep } from '../../../../web/src/features/management/components/sensor-wizard/result-step';
import { ApiError } from '../../../../web/src/api/client';
import { SearchStep } from '../../../../web/src/features/management/components/sensor-wizard/search-step';

/** Rendered with the English messages (every rerender keeps them). */
const render = (ui: ReactElement) => rtlRender(ui, { wrapper: TestIntl });

afterEach(cleanup);

const heard = (dev_eui: string, guessed_type: LorawanDeviceRow['guessed_type']): ConnectionDevice => ({
  dev_eui,
  guessed_type,
  device_type: null,
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
  gateway_id: 'tts-home',
});

/** The composer as the wizard holds it: its drafts in state, checked on demand. */
function Composer({ devices }: { devices: ConnectionDevice[] }) {
  const [drafts, setDrafts] = useState<DeviceDraft[]>([]);
  const [checked, setChecked] = useState<ReturnType<typeof checkDevices> | null>(null);
  const problems = checked && !checked.ok ? checked : null;
  return (
    <>
      <DeviceComposer
        drafts={drafts}
        errors={problems?.rows ?? []}
        message={problems?.message ?? null}
        heard={devices}
        onChange={setDrafts}
        onAdd={(d) => setDrafts((x) => addDevice(x, d ? draftFromHeard(d.dev_eui, d.guessed_type) : emptyDevice))}
      />
      <button onClick={() => setChecked(checkDevices(drafts))}>Check</button>
      <output>{checked?.ok ? JSON.stringify(checked.devices) : ''}</output>
    </>
  );
}

describe('pairing LoRaWAN devices in the sensor wizard', () => {
  it('Searching names the LoRaWAN connections, and they are enough when no gateway covers the field', () => {
    render(
      <MemoryRouter>
        <SearchStep fieldName="North" searching={false} error={null} gateways={[]} connections={['Home farm TTS']} />
      </MemoryRouter>,
    );
    expect(screen.getByText(/Your LoRaWAN connection Home farm TTS also offers the devices it heard/)).toBeTruthy();
    expect(screen.queryByText(/No gateway covers North/)).toBeNull();
  });
  it('Pairing lists the heard devices with their guessed type, without pairing mode when no gateway pairs', () => {
    render(
      <PairingStep
        heard={[]}
        gatewayName={(id) => (id === 'tts-home' ? 'Home farm TTS' : id)}
        loading={false}
        pairing={false}
        devices={[heard('A840410000000001', 'dragino-lse01'), heard('70B3D57BA0000001', null)]}
      />,
    );
    expect(screen.queryByText(/Gateways are in pairing mode/)).toBeNull();
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items[0]).toContain('Looks like Dragino LSE01 · via Home farm TTS');
    expect(items[1]).toContain('type not recognised');
  });
  it('composes three LSE01 at 10, 50 and 100 cm from heard devices, each depth saying where it shows', () => {
    const devices = ['A840410000000001', 'A840410000000002', 'A840410000000003'].map((e) => heard(e, 'dragino-lse01'));
    render(<Composer devices={devices} />);
    for (const e of ['A840410000000001', 'A840410000000002', 'A840410000000003']) {
      fireEvent.click(screen.getByRole('button', { name: `Add ${e}` }));
    }
    // An added device leaves the heard list.
    expect(screen.queryByRole('button', { name: /^Add A8/ })).toBeNull();
    expect((screen.getByLabelText('Device 1 type') as HTMLSelectElement).value).toBe('dragino-lse01');
    ['10', '50', '100'].forEach((d, i) => {
      fireEvent.change(screen.getByLabelText(`Device ${i + 1} depth (cm)`), { target: { value: d } });
    });
    expect(screen.getByText('shown at 50 cm')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(JSON.parse(screen.getByRole('status').textContent || '[]')).toEqual([
      { dev_eui: 'A840410000000001', device_type: 'dragino-lse01', depth_cm: 10 },
      { dev_eui: 'A840410000000002', device_type: 'dragino-lse01', depth_cm: 50 },
      { dev_eui: 'A840410000000003', device_type: 'dragino-lse01', depth_cm: 100 },
    ]);
  });
  it('a DL-SMTP asks no depth and says which of its depths show; problems show on their row', () => {
    render(<Composer devices={[]} />);
    expect(screen.getByText(/No unpaired device heard yet/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByRole('alert').textContent).toBe('Add at least one device to the sensor.');
    fireEvent.click(screen.getByRole('button', { name: 'Add a device by DevEUI' }));
    fireEvent.change(screen.getByLabelText('Device 1 type'), { target: { value: 'decentlab-dl-smtp' } });
    expect(screen.queryByLabelText('Device 1 depth (cm)')).toBeNull();
    expect(
      screen.getByText(/Measures 10, 20, 30, 40, 50, 60, 70, 80 cm: shown at 10 cm; kept only in the raw archive/),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Device 1 DevEUI'), { target: { value: '70B3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByText('a DevEUI is 16 hexadecimal digits')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove device 1' }));
    expect(screen.queryByLabelText('Device 1 DevEUI')).toBeNull();
  });
});

describe("the wizard's result through a LoRaWAN connection", () => {
  it("says the server's refusal, which names the device; other registrations keep the generic words", () => {
    const refused = new ApiError(409, 'Device A840410000000001 is paired to another account.');
    const { rerender } = render(<ResultStep fieldName="North" saved={undefined} error={refused} throughConnection />);
    expect(screen.getByRole('alert').textContent).toBe('Device A840410000000001 is paired to another account.');
    rerender(<ResultStep fieldName="North" saved={undefined} error={refused} />);
    expect(screen.getByRole('alert').textContent).not.toContain('A840410000000001');
    rerender(<ResultStep fieldName="North" saved={undefined} error={new ApiError(503, 'busy')} throughConnection />);
    expect(screen.getByRole('alert').textContent).not.toContain('busy');
  });
});

describe('Connect your sensors (in-app documentation)', () => {
  const at = (path: string) =>
    render(
      <RouterProvider
        router={createMemoryRouter(
          [
            { path: CONNECT_DOCS_PATH, element: <ConnectSensorsRoute /> },
            { path: `${CONNECT_DOCS_PATH}/:guide`, element: <ConnectGuideRoute /> },
          ],
          { initialEntries: [path] },
        )}
      />,
    );

  it('lists a guide per network server and vendor cloud, the depth mapping, why an uplink is kept aside', () => {
    at(CONNECT_DOCS_PATH);
    const guides = screen.getAllByRole('link').map((a) => a.textContent);
    expect(guides).toEqual([
      'The Things Stack',
      'ChirpStack',
      'AWS IoT Core for LoRaWAN',
      'Sentek IrriMAX Live',
      'METER ZENTRA Cloud',
    ]);
    expect(screen.getByRole('region', { name: 'Which depths map where' }).textContent).toMatch(/10, 50, 100 cm/);
    const reasons = within(screen.getByRole('region', { name: 'When an uplink is kept aside' })).getAllByRole('term');
    expect(reasons.map((r) => r.textContent)).toEqual([
      'Device not paired',
      'Payload not understood',
      'Reading out of range',
      'Its sensor was deleted',
    ]);
  });
  it.each(['tts', 'chirpstack', 'aws-iot', 'irrimax', 'zentra'] as const)(
    '%s: steps, what the grower sees when it works, and when it does not',
    (source) => {
      at(connectDocPath(source));
      expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/^Connect /);
      expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(4);
      expect(
        within(screen.getByRole('region', { name: 'When it works' })).getAllByRole('listitem').length,
      ).toBeGreaterThan(0);
      expect(
        within(screen.getByRole('region', { name: 'When it does not' })).getAllByRole('term').length,
      ).toBeGreaterThan(0);
    },
  );
  it('an unknown guide is not found', () => {
    at(`${CONNECT_DOCS_PATH}/__proto__`);
    expect(screen.queryByRole('region', { name: 'When it works' })).toBeNull();
  });
});
