/** Which refill point the moisture alert uses: the zone's stored share, else the default. */
import { describe, expect, it } from 'vitest';
import {
  forecastOrigin,
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
