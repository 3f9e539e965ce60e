/** Which refill point the moisture alert uses: the zone's stored share, else the default. */
import { describe, expect, it } from 'vitest';
import {
  forecastOrigin,
  gatewayObservation,
  sensorObservations,
  type AlertZone,
} from '../../../lambdas/alerts/services/alert-observations';
import type { Reading } from '../../../lambdas/readings/adapters/readings/port';
import type { SensorItem } from '../../../lambdas/sensors/adapters/sensors';

const square = {
  type: 'Polygon' as const,
  coordinates: [
    [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 1],
      [0, 0],
    ],
  ],
};
// Clay at 10 cm: wilting point 25, field capacity 40.
const zone = {
  id: 'zone-1',
  zonename: 'Vines A',
  field_id: 'fld-1',
  croptype: 'Grapes',
  interest_layer: 50,
  points: square,
  soiltype_25: 'Clay',
  soiltype_75: 'Clay',
  soiltype_125: 'Clay',
  limits: {
    wiltingPoint: { at10cm: 25, at50cm: 25, at100cm: 25 },
    fieldCapacity: { at10cm: 40, at50cm: 40, at100cm: 40 },
    saturation: { at10cm: 60, at50cm: 60, at100cm: 60 },
  },
  created_at: '2026-01-01T00:00:00Z',
} as AlertZone;
const sensor = {
  sensor_id: 'S1',
  alias: 'Row 4',
  field_id: 'fld-1',
  points: { type: 'Point', coordinates: [0.5, 0.5] },
} as unknown as SensorItem;
const reading = (cap50: number): Reading => ({
  series: 'S1~r' as Reading['series'],
  sensorId: 'S1',
  time: 0,
  raw: {} as Reading['raw'],
  calibrated: { at10cm: cap50, at50cm: 35, at100cm: 35 },
  temperature: 18,
  battery_vol: 3.9,
  flags: [],
  receivedAt: 0,
});
const moisture = (z: AlertZone, cap50: number) =>
  sensorObservations({
    sensor,
    field: undefined,
    zones: [z],
    latest: reading(cap50),
    kinds: new Set(['moisture'] as const),
    now: 0,
  }).find((o) => o.kind === 'moisture')!;

describe('moisture observation', () => {
  it('uses the refill share the grower stored on the zone', () => {
    // Default share 0.5: refill point 32.5 %, so 30 % is dry.
    expect(moisture(zone, 30).facts.refill).toBe(32.5);
    expect(moisture(zone, 30).holds(false)).toBe(true);
    // Share 0.2: refill point 28 %, so the same 30 % is not.
    const later = { ...zone, refill_share: 0.2 };
    expect(moisture(later, 30).facts.refill).toBe(28);
    expect(moisture(later, 30).holds(false)).toBe(false);
  });
});

describe('forecast warning', () => {
  const H = 3_600_000;
  // Made from a reading of 36 % at 10 cm: 31 % (below the 32.5 % refill point) 10 h later.
  const forecast = {
    issued_at: 0,
    depths: [10, 50, 100],
    steps: [
      [2, 36, 35, 36, 18],
      [10, 31, 35, 36, 18],
    ],
    origin: [36, 35, 34, 18],
  };
  const warning = (look: Partial<Parameters<typeof sensorObservations>[0]>) =>
    sensorObservations({
      sensor,
      field: undefined,
      zones: [zone],
      latest: undefined,
      kinds: new Set(['moisture-forecast'] as const),
      now: H,
      ...look,
    }).find((o) => o.kind === 'moisture-forecast');

  it('reads the layer from the reading the forecast started from', () => {
    expect(forecastOrigin(forecast)).toEqual({
      time: 0,
      flags: [],
      calibrated: { at10cm: 36, at50cm: 35, at100cm: 34 },
      battery_vol: null,
    });
    expect(forecastOrigin({ ...forecast, depths: [50, 10, 100] })!.calibrated.at10cm).toBe(35);
    expect(forecastOrigin({ ...forecast, origin: undefined as never })).toBeUndefined();
    const w = warning({ forecast, latest: forecastOrigin(forecast) })!;
    expect(w.holds(false)).toBe(true);
    expect(w.facts.crossingAt).toBe(10 * H);
    expect(w.quietClear).toBe(false);
  });

  it('without a forecast (on ingest) only ends, quietly, once the layer is below the refill point', () => {
    expect(warning({ latest: reading(36) })).toBeUndefined();
    const below = warning({ latest: reading(30) })!;
    expect(below.holds(true)).toBe(false);
    expect(below.quietClear).toBe(true);
  });
});

describe('silence and offline observations of LoRaWAN sensors and connections', () => {
  const now = Date.UTC(2026, 10, 24, 12);
  const M = 60_000;
  const silentAfter = (s: SensorItem, quietMs: number) =>
    sensorObservations({
      sensor: s,
      field: undefined,
      zones: [],
      latest: { ...reading(30), time: now - quietMs },
      kinds: new Set(['silent-sensor']),
      now,
    })[0]!.holds(false);
  const base = { ...sensor, sleeping: 30, created_at: '2026-01-01T00:00:00Z' } as SensorItem;

  it("a sensor made of LSE01s is silent after 80 minutes, not after the hour its form's 30 s would allow", () => {
    const lorawan = { ...base, device_types: ['dragino-lse01'] } as SensorItem;
    expect(silentAfter(base, 70 * M)).toBe(true);
    expect(silentAfter(lorawan, 70 * M)).toBe(false);
    expect(silentAfter(lorawan, 90 * M)).toBe(true);
  });

  it('a LoRaWAN connection quiet for 45 minutes is not offline; a Fieldwise gateway is', () => {
    const gateway = (kind?: 'aws-iot' | 'fieldwise') =>
      gatewayObservation(
        {
          gateway_id: 'lns-1',
          name: 'North block',
          ...(kind ? { kind } : {}),
          field_ids: [],
          last_seen: new Date(now - 45 * M).toISOString(),
          pairing_until: null,
          created_at: '2026-01-01T00:00:00Z',
        },
        now,
      ).holds(false);
    expect(gateway('aws-iot')).toBe(false);
    expect(gateway('fieldwise')).toBe(true);
    expect(gateway()).toBe(true);
  });
});

describe('a quiet device of a probe made of three LSE01', () => {
  const now = Date.UTC(2026, 10, 24, 12);
  const M = 60_000;
  const probe = {
    ...sensor,
    alias: 'East 1',
    sleeping: 30,
    created_at: '2026-01-01T00:00:00Z',
    device_types: ['dragino-lse01'],
  } as SensorItem;
  const device = (devEui: string, depthCm: number, quietMin: number) => ({
    devEui,
    deviceType: 'dragino-lse01',
    depthCm,
    lastUplinkAt: now - quietMin * M,
  });
  const silence = (devices: Parameters<typeof sensorObservations>[0]['devices'], quietMin = 5) =>
    sensorObservations({
      sensor: probe,
      field: undefined,
      zones: [],
      latest: { ...reading(30), time: now - quietMin * M },
      devices,
      kinds: new Set(['silent-sensor']),
      now,
    })[0]!;

  it('holds while one device is quiet though the sensor got a reading 5 minutes ago, naming it', () => {
    const o = silence([device('A840000000000010', 10, 5), device('A84000000000B365', 50, 180), device('A1', 100, 10)]);
    expect(o.holds(false)).toBe(true);
    expect(o.facts).toEqual({
      lastHeardAt: now - 180 * M,
      silentDevEui: 'A84000000000B365',
      silentDepthCm: 50,
      silentForMs: 180 * M,
    });
  });

  it('clears once every device reports again; without its devices read it judges the sensor alone', () => {
    expect(silence([device('A1', 10, 5), device('A2', 50, 15)]).holds(true)).toBe(false);
    expect(silence(undefined).holds(true)).toBe(false);
    // The whole sensor quiet: one alert about the sensor, not a device.
    const whole = silence([device('A1', 10, 200), device('A2', 50, 200)], 200);
    expect(whole.holds(false)).toBe(true);
    expect(whole.facts).toEqual({ lastHeardAt: now - 200 * M });
  });
});
