// @vitest-environment jsdom
/**
 * My Sensors' vendor clouds: the card shows each link's cloud, logger or serial, the key's last
 * four characters and its state in words; the dialog checks input with the server's own schema
 * and puts each message under its field before anything is sent.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderIntl as render } from './support/intl';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../web/src/components/toast';
import { vendorLinkKeys, type VendorLink } from '../../../web/src/api/vendor-links';
import { VendorLinksCard } from '../../../web/src/features/management/components/vendor-links/vendor-links-card';
import {
  fieldCentre,
  LinkVendorDialog,
} from '../../../web/src/features/management/components/vendor-links/link-vendor-dialog';
import { TestIntl } from './support/intl';

const FIELD = {
  field_id: 'F-1',
  points: {
    type: 'Polygon' as const,
    coordinates: [
      [
        [151.2, -33.8],
        [151.21, -33.8],
        [151.21, -33.81],
        [151.2, -33.81],
        [151.2, -33.8],
      ] as [number, number][],
    ],
  },
};

afterEach(cleanup);

const SENSORS = [
  { sensor_id: 'S-north', alias: 'North' },
  { sensor_id: 'S-south', alias: '' },
];
const link = (over: Partial<VendorLink>): VendorLink => ({
  linkId: 'vl-00000000000000000001',
  vendor: 'irrimax',
  sensorId: 'S-north',
  source: 'North Block 1',
  timeZone: 'Australia/Sydney',
  ports: null,
  keyLast4: 'a1b2',
  state: 'ok',
  lastPullAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  newestReadingAt: null,
  error: null,
  errorCode: null,
  errorDetail: null,
  errorAt: null,
  createdAt: '2026-11-20T00:00:00.000Z',
  ...over,
});

function withLinks(links: VendorLink[], locale: 'en-AU' | 'es' = 'en-AU') {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(vendorLinkKeys.all, links);
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <TestIntl locale={locale}>
        <ToastProvider>{children}</ToastProvider>
      </TestIntl>
    </QueryClientProvider>
  );
}

describe('Vendor clouds card', () => {
  it('lists the field’s links with the key’s last four characters and the state in words', () => {
    render(<VendorLinksCard field={FIELD} userName="grower1" sensors={SENSORS} />, {
      wrapper: withLinks([
        link({}),
        link({
          linkId: 'vl-00000000000000000002',
          vendor: 'zentra',
          sensorId: 'S-south',
          source: 'z6-01234',
          keyLast4: 'z9y8',
          state: 'unauthorized',
          error: 'ZENTRA Cloud refused the key (401): the key was revoked or is wrong.',
        }),
        link({ linkId: 'vl-00000000000000000003', sensorId: 'S-elsewhere', source: 'Other field' }),
      ]),
    });
    const table = screen.getByRole('region', { name: /Vendor-cloud links/ });
    expect(within(table).getByText('North')).toBeTruthy();
    expect(within(table).getByText('Sentek IrriMAX Live')).toBeTruthy();
    expect(within(table).getByText('•••• a1b2')).toBeTruthy();
    expect(within(table).getByText('Working')).toBeTruthy();
    expect(within(table).getByText(/last pull 5 minutes ago/)).toBeTruthy();
    expect(within(table).getByText('Key refused')).toBeTruthy();
    expect(within(table).getByText(/revoked or is wrong/)).toBeTruthy();
    // Another field's sensor is not this field's business.
    expect(within(table).queryByText('Other field')).toBeNull();
  });

  it('says why pulls fail in the reader’s words from the code, the vendor’s own detail inside as said', () => {
    render(<VendorLinksCard field={FIELD} userName="grower1" sensors={SENSORS} />, {
      wrapper: withLinks(
        [
          link({
            state: 'unauthorized',
            error: 'ZENTRA Cloud refused the key (401): the key was revoked or is wrong. Pulls stopped: …',
            errorCode: 'key_refused',
            errorDetail: 'ZENTRA Cloud refused the key (401)',
          }),
        ],
        'es',
      ),
    });
    const table = screen.getByRole('region', { name: /nube/i });
    expect(table.textContent).toContain(
      'ZENTRA Cloud refused the key (401): la clave se revocó o no es correcta. Las descargas se pararon',
    );
    expect(table.textContent).not.toContain('revoked or is wrong');
  });

  it('every sensor linked: the dialog offers a new sensor for the probe', () => {
    render(<VendorLinksCard field={FIELD} userName="grower1" sensors={[SENSORS[0]!]} />, {
      wrapper: withLinks([link({})]),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Link a vendor cloud' }));
    const sensor = screen.getByLabelText('Sensor') as HTMLSelectElement;
    expect([...sensor.options].map((o) => o.textContent)).toEqual(['A new sensor for this probe']);
    expect(screen.getByLabelText('New sensor id')).toBeTruthy();
  });

  it('unlinking asks first and says the readings stay', () => {
    render(<VendorLinksCard field={FIELD} userName="grower1" sensors={SENSORS} />, { wrapper: withLinks([link({})]) });
    fireEvent.click(screen.getByRole('button', { name: 'Unlink North Block 1' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(/readings already stored stay/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Unlink' })).toBeTruthy();
  });

  it('no links yet: says what a link is for', () => {
    render(<VendorLinksCard field={FIELD} userName="grower1" sensors={SENSORS} />, { wrapper: withLinks([]) });
    expect(screen.getByText('No vendor clouds linked')).toBeTruthy();
  });
});

describe('Link a vendor cloud dialog', () => {
  it('a new sensor is placed at the field’s centre (inside it), its id checked by the shared rule', () => {
    expect(fieldCentre(FIELD.points)).toEqual([151.205, -33.805]);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    render(
      <LinkVendorDialog open field={FIELD} userName="grower1" sensors={[]} onClose={vi.fn()} onLinked={vi.fn()} />,
      {
        wrapper: withLinks([]),
      },
    );
    fireEvent.change(screen.getByLabelText('New sensor id'), { target: { value: 'bad id!' } });
    fireEvent.change(screen.getByLabelText(/API key/), { target: { value: 'irx-0123456789' } });
    fireEvent.change(screen.getByLabelText('Logger name'), { target: { value: 'North' } });
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    expect(screen.getByLabelText('New sensor id').getAttribute('aria-invalid')).toBe('true');
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('checks before sending: each message under its field; the time zone defaults to the browser’s', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    render(
      <LinkVendorDialog open field={FIELD} userName="grower1" sensors={SENSORS} onClose={vi.fn()} onLinked={vi.fn()} />,
      {
        wrapper: withLinks([]),
      },
    );
    const zone = screen.getByLabelText('Site time zone') as HTMLSelectElement;
    expect(zone.value).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    fireEvent.change(screen.getByLabelText(/API key/), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    expect(screen.getByText('paste the whole key (at least 8 characters)')).toBeTruthy();
    expect(screen.getByText('enter the logger name as IrriMAX Live shows it')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('ZENTRA asks for the serial and the depth of each port (1, 2, 3 at 10, 50, 100 cm by default)', () => {
    render(
      <LinkVendorDialog open field={FIELD} userName="grower1" sensors={SENSORS} onClose={vi.fn()} onLinked={vi.fn()} />,
      {
        wrapper: withLinks([]),
      },
    );
    fireEvent.change(screen.getByLabelText('Vendor cloud'), { target: { value: 'zentra' } });
    expect(screen.getByLabelText('Device serial')).toBeTruthy();
    expect((screen.getByLabelText('Port 1') as HTMLSelectElement).value).toBe('10');
    expect((screen.getByLabelText('Port 3') as HTMLSelectElement).value).toBe('100');
    expect((screen.getByLabelText('Port 4') as HTMLSelectElement).value).toBe('');
    fireEvent.change(screen.getByLabelText('Port 2'), { target: { value: '10' } });
    fireEvent.change(screen.getByLabelText(/API token/), { target: { value: 'zc-0123456789' } });
    fireEvent.change(screen.getByLabelText('Device serial'), { target: { value: 'z6-01234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    expect(screen.getByText('each depth once')).toBeTruthy();
  });
});
