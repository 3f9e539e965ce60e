/**
 * What the alert engine looks at, built from what the caller read: for a sensor, its moisture at
 * its zone's interest layer, the forecast, its battery, its silence and its data quality; for a
 * gateway, its last contact. Each observation carries its condition (which may depend on whether
 * it held before: hysteresis), where it is (for the message) and the figures the message quotes.
 * Pure: no reads.
 */
import { frostThresholdOf } from '@shared/alerts/frost';
import type { AlertKind } from '@shared/alerts/kinds';
import { pointInPolygon } from '@shared/geo';
import tzlookup from '@photostructure/tz-lookup';
import {
  batteryLow,
  batteryThresholdVolts,
  flaggedDepth,
  forecastCrossing,
  forecastWarning,
  gatewayOffline,
  MOISTURE_CLEAR_MARGIN,
  moistureLow,
  sensorSilent,
  silentDevice,
  subjectKey,
  type DeviceSilenceLook,
  zoneRefillPoint,
  type RawDepths,
} from '../../agronomy/alert-conditions';
import { DEPTH_CM_OF } from '@shared/readings/depths';
import { frostLeadMs, frostOutlook, type HourlyTemp } from '../../agronomy/frost';
import type { FieldItem, ZoneItem } from '../../farms';
import type { GatewayItem, SensorItem } from '../../sensors';
import { isValidReading, type Reading } from '../../readings';
import type { AlertFacts, AlertPlace } from '../rules/alert-messages';

export interface Observation {
  key: string;
  kind: AlertKind;
  /** Whether the condition holds, given whether it held before; undefined: cannot tell. */
  holds: (wasActive: boolean) => boolean | undefined;
  /** A clear that needs no message (the forecast warning once the moisture alert takes over). */
  quietClear?: boolean;
  place: AlertPlace;
  facts: AlertFacts;
}

/** A zone as stored: its grower-set refill share is `refill_share` (absent on zones saved before it existed). */
export type AlertZone = ZoneItem;

/** A stored forecast as the warning reads it. */
export interface ForecastLook {
  issued_at: number;
  depths: number[];
  steps: (number | null)[][];
  origin?: (number | null)[];
}

/** What the conditions read of a sensor's newest reading. */
export type LatestReading = Pick<Reading, 'time' | 'flags' | 'calibrated' | 'battery_vol'>;

export interface SensorLook {
  sensor: SensorItem;
  field: FieldItem | undefined;
  zones: readonly AlertZone[];
  /** The newest reading (any), if one came. */
  latest: LatestReading | undefined;
  /**
   * The forecast just made, where forecasts are made. Without one (on ingest) the warning can only
   * end, quietly, when the layer is already below the refill point: the moisture alert says so.
   */
  forecast?: ForecastLook;
  /** The last 24 h of readings, when they were read (data quality). */
  recent?: readonly RawDepths[];
  /**
   * Its LoRaWAN devices, when it is made of them and they were read: each is judged by its own
   * type's reporting interval, so one quiet device of a probe is noticed while the others report.
   */
  devices?: readonly DeviceSilenceLook[];
  /** Which conditions to look at (all readings-driven ones unless told). */
  kinds: ReadonlySet<AlertKind>;
  now: number;
}

export function timeZoneOf(field: FieldItem | undefined): string | undefined {
  const ring = field?.points?.coordinates?.[0];
  if (!ring?.length) return undefined;
  const lon = ring.reduce((s, p) => s + p[0], 0) / ring.length;
  const lat = ring.reduce((s, p) => s + p[1], 0) / ring.length;
  try {
    return tzlookup(lat, lon);
  } catch {
    return undefined;
  }
}

/** The zone of the sensor's field its position lies in. */
export const zoneOf = (zones: readonly AlertZone[], sensor: SensorItem) =>
  zones.find(
    (z) =>
      z.field_id === sensor.field_id &&
      z.points?.coordinates?.[0] &&
      pointInPolygon(sensor.points.coordinates, z.points.coordinates[0]),
  );

/**
 * A forecast that started from drier soil than there is now (irrigation or rain it did not
 * foresee came since) no longer says when the layer will be dry: it is set aside until the next.
 */
export function forecastTrusted(origin: number | null | undefined, current: number | null | undefined): boolean {
  if (typeof origin !== 'number' || typeof current !== 'number') return true;
  return current <= origin + MOISTURE_CLEAR_MARGIN;
}

/** The observations of one sensor. */
export function sensorObservations(look: SensorLook): Observation[] {
  const { sensor, field, latest, now, kinds } = look;
  const zone = zoneOf(look.zones, sensor);
  const place: AlertPlace = {
    farmName: field?.farm_name,
    fieldName: field?.field_name,
    fieldId: sensor.field_id,
    zoneName: zone?.zonename,
    zoneId: zone?.id,
    sensorId: sensor.sensor_id,
    sensorAlias: sensor.alias,
    timeZone: timeZoneOf(field),
  };
  const out: Observation[] = [];
  const valid = latest && isValidReading(latest.flags) ? latest : undefined;
  if (zone && (kinds.has('moisture') || kinds.has('moisture-forecast'))) {
    const { depth, depthCm, refill } = zoneRefillPoint(zone);
    const value = valid?.calibrated[depth];
    const facts = { moisture: value ?? undefined, depthCm, refill };
    if (kinds.has('moisture'))
      out.push({
        key: subjectKey('moisture', sensor.sensor_id),
        kind: 'moisture',
        holds: (was) => moistureLow(value, refill, was),
        place,
        facts,
      });
    const below = value !== null && value !== undefined && value < refill;
    if (kinds.has('moisture-forecast') && look.forecast) {
      const depthIndex = look.forecast.depths.indexOf(depthCm);
      const crossingAt = forecastTrusted(look.forecast.origin?.[depthIndex], value)
        ? forecastCrossing(look.forecast, depthIndex, refill, now)
        : undefined;
      const holds = forecastWarning(value, refill, crossingAt);
      out.push({
        key: subjectKey('moisture-forecast', sensor.sensor_id),
        kind: 'moisture-forecast',
        holds: () => holds,
        quietClear: below,
        place,
        facts: { ...facts, crossingAt },
      });
    } else if (kinds.has('moisture-forecast') && below) {
      out.push({
        key: subjectKey('moisture-forecast', sensor.sensor_id),
        kind: 'moisture-forecast',
        holds: () => false,
        quietClear: true,
        place,
        facts,
      });
    }
  }
  if (kinds.has('battery')) {
    const volts = latest?.battery_vol;
    out.push({
      key: subjectKey('battery', sensor.sensor_id),
      kind: 'battery',
      holds: (was) => batteryLow(volts, sensor.battery_threshold, was),
      place,
      facts: { volts: volts ?? undefined, thresholdVolts: batteryThresholdVolts(sensor.battery_threshold) },
    });
  }
  if (kinds.has('silent-sensor')) {
    const registeredAt = Date.parse(sensor.created_at);
    const whole = sensorSilent(latest?.time, registeredAt, sensor.sleeping, now, sensor.device_types);
    // One alert per sensor whichever of its devices is quiet: the whole sensor's silence says so
    // plainly; else the quiet device is named (the longest quiet one), and the alert clears once
    // every device reports again.
    const device = !whole && look.devices?.length ? silentDevice(look.devices, registeredAt, now) : undefined;
    out.push({
      key: subjectKey('silent-sensor', sensor.sensor_id),
      kind: 'silent-sensor',
      holds: () => (device ? true : whole),
      place,
      facts: device
        ? {
            lastHeardAt: device.since,
            silentDevEui: device.devEui,
            silentDepthCm: device.depthCm ?? undefined,
            silentForMs: now - device.since,
          }
        : { lastHeardAt: latest?.time },
    });
  }
  if (kinds.has('data-quality') && look.recent) {
    const depth = flaggedDepth(look.recent, now);
    out.push({
      key: subjectKey('data-quality', sensor.sensor_id),
      kind: 'data-quality',
      holds: () => (depth === undefined ? undefined : depth !== false),
      place,
      facts: depth ? { flaggedDepthCm: DEPTH_CM_OF[depth] } : {},
    });
  }
  return out;
}

/**
 * The reading a forecast started from, as the conditions read it: its issue time and its origin's
 * moisture per stored depth (the newest valid reading when it was made). Undefined without an origin.
 */
export function forecastOrigin(forecast: ForecastLook): LatestReading | undefined {
  const origin = forecast.origin;
  if (!origin) return undefined;
  const at = (depthCm: number) => {
    const i = forecast.depths.indexOf(depthCm);
    const v = i < 0 ? null : origin[i];
    return typeof v === 'number' ? v : null;
  };
  return {
    time: forecast.issued_at,
    flags: [],
    calibrated: { at10cm: at(DEPTH_CM_OF.at10cm), at50cm: at(DEPTH_CM_OF.at50cm), at100cm: at(DEPTH_CM_OF.at100cm) },
    battery_vol: null,
  };
}

/**
 * The offline observation of one gateway. `farmName`: the farm whose members hear of it too (the
 * farm of the gateway's first field; none: only the owner).
 */
export function gatewayObservation(gateway: GatewayItem, now: number, farmName?: string): Observation {
  const lastSeen = gateway.last_seen ? Date.parse(gateway.last_seen) : undefined;
  const offline = gatewayOffline(lastSeen, now, gateway.kind);
  return {
    key: subjectKey('gateway-offline', gateway.gateway_id),
    kind: 'gateway-offline',
    holds: () => offline,
    place: { gatewayId: gateway.gateway_id, gatewayName: gateway.name, ...(farmName ? { farmName } : {}) },
    facts: { lastHeardAt: lastSeen },
  };
}

/**
 * The frost warning of one field, from its hourly air temperature forecast (undefined: none could
 * be had, so nothing changes). It needs no sensor: a field with none is warned all the same.
 * A warning starts only from "not warned", so its message quotes the outlook without the clearing
 * margin.
 */
export function frostObservation(field: FieldItem, hours: readonly HourlyTemp[] | undefined, now: number): Observation {
  const threshold = frostThresholdOf(field);
  const place: AlertPlace = {
    farmName: field.farm_name,
    fieldName: field.field_name,
    fieldId: field.field_id,
    timeZone: timeZoneOf(field),
  };
  const fresh = hours ? frostOutlook(hours, threshold, now, false) : undefined;
  const facts: AlertFacts = { frostThresholdC: threshold };
  if (fresh?.holds && fresh.firstAt !== undefined)
    Object.assign(facts, {
      frostMinC: fresh.minC,
      frostMinAt: fresh.minAt,
      frostLeadMs: frostLeadMs(fresh.firstAt, now),
    });
  return {
    key: subjectKey('frost', field.field_id),
    kind: 'frost',
    holds: (was) => (!hours ? undefined : was ? frostOutlook(hours, threshold, now, true).holds : fresh?.holds),
    place,
    facts,
  };
}
