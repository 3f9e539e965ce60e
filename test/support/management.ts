/** Builders for management payloads in tests (one place for the shapes). */
import type { SoilType } from '@shared/management/constants';
import { uniformSoil } from '@shared/management/schemas';

/** A square outline around (lng, lat), `size` degrees wide, as an open ring. */
export function squarePolygon(lng = 151.2, lat = -33.8, size = 0.01) {
  const r = (n: number) => Number(n.toFixed(6));
  return {
    type: 'Polygon',
    coordinates: [
      [
        [lng, lat],
        [r(lng + size), lat],
        [r(lng + size), r(lat - size)],
        [lng, r(lat - size)],
      ],
    ],
  };
}

export function buildField(overrides: Record<string, unknown> = {}) {
  return { fieldName: 'North Paddock', farmName: 'Home Farm', cropType: 'Wheat', geom: squarePolygon(), ...overrides };
}

export function buildZone(overrides: Record<string, unknown> = {}, soil: SoilType = 'Clay') {
  return {
    zoneName: 'Zone A',
    cropType: 'Wheat',
    ...uniformSoil(soil),
    geom: squarePolygon(151.201, -33.801, 0.005),
    interest_layer: 50,
    ...overrides,
  };
}

let n = 0;
/** A valid sensor id (SENSOR_ID_RE: three capitals, then 9+ letters or digits), unique per test run. */
export const sensorId = () =>
  `SEN${Date.now().toString(36).toUpperCase()}${(n++).toString().padStart(4, '0')}`.slice(0, 20);

export function buildSensorForm(fieldId: string, overrides: Record<string, string> = {}) {
  return {
    sensorId: sensorId(),
    fieldId,
    geom: JSON.stringify({ type: 'Point', coordinates: [151.205, -33.805] }),
    alias: 'Sensor one',
    sleeping: '7200',
    battery_threshold: '80',
    ...overrides,
  };
}
