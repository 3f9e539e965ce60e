// @vitest-environment jsdom
/**
 * A change made through one resource module refreshes every view of what it changed, whichever
 * page holds that view: the same cached answers the dashboard and the management pages share.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';

vi.mock('../../../web/src/api/client', () => ({ call: vi.fn(async () => ({ data: {} })) }));

const { gatewayKeys, useDeleteGateway } = await import('../../../web/src/api/gateways');
const { readingKeys } = await import('../../../web/src/api/readings');
const { sensorKeys, useDeleteSensor } = await import('../../../web/src/api/sensors');
const { zoneKeys, useDeleteZone } = await import('../../../web/src/api/zones');
const { predictionKeys } = await import('../../../web/src/api/predictions');

/** One cached answer for each view, none of them stale yet. */
const views = {
  fieldList: ['fields'],
  fieldMoisture: readingKeys.fieldMoisture('F1'),
  fieldMoistureRange: readingKeys.fieldMoisture('F1', { start: 1, end: 2 }),
  latest: readingKeys.latest('S1'),
  sensors: sensorKeys.ofField('F1'),
  zones: zoneKeys.list('F1'),
  allZones: zoneKeys.list(),
  zoneAdvice: ['zones', 'Z1', 'recommendation'],
  gateways: gatewayKeys.list(),
  gatewaySensors: gatewayKeys.sensors(['GW1']),
  events: ['events', 'F1'],
  predictions: predictionKeys.ofUser('grower', '2026-01-01T00:00:00Z'),
  profile: ['profile'],
} as const;
type View = keyof typeof views;

async function staleAfter(mutate: (wrapper: (p: { children: ReactNode }) => ReactNode) => Promise<void>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  for (const key of Object.values(views)) client.setQueryData(key, { seeded: true });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  await mutate(wrapper);
  return (Object.keys(views) as View[]).filter((v) => client.getQueryState(views[v])?.isInvalidated).sort();
}

describe('what a change refreshes', () => {
  it('a sensor delete: its lists, every moisture and reading view, the zones, the gateways and the events', async () => {
    const stale = await staleAfter(async (wrapper) => {
      const { result } = renderHook(() => useDeleteSensor(), { wrapper });
      await act(() => result.current.mutateAsync('S1'));
    });
    expect(stale).toEqual(
      (
        [
          'allZones',
          'events',
          'fieldMoisture',
          'fieldMoistureRange',
          'gatewaySensors',
          'gateways',
          'latest',
          'sensors',
          'zoneAdvice',
          'zones',
        ] as View[]
      ).sort(),
    );
  });

  it("a zone delete: the zones, what is kept under them and the fields' moisture, not the field list", async () => {
    const stale = await staleAfter(async (wrapper) => {
      const { result } = renderHook(() => useDeleteZone(), { wrapper });
      await act(() => result.current.mutateAsync('Z1'));
    });
    expect(stale).toEqual(
      (['allZones', 'fieldMoisture', 'fieldMoistureRange', 'zoneAdvice', 'zones'] as View[]).sort(),
    );
  });

  it('a gateway delete: every gateway view and nothing else', async () => {
    const stale = await staleAfter(async (wrapper) => {
      const { result } = renderHook(() => useDeleteGateway(), { wrapper });
      await act(() => result.current.mutateAsync('GW1'));
    });
    expect(stale).toEqual(['gatewaySensors', 'gateways']);
  });
});
