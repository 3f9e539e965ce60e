/**
 * Alert conditions as pure functions: each says whether a condition holds now (true), does not
 * (false) or cannot be told from what is known (undefined: nothing changes). `decide` turns that
 * and the stored state into at most one message: one when a condition starts, one "back to
 * normal" when it clears, none while it stays as it was.
 *
 * Hysteresis: a condition that holds clears only past a margin beyond its threshold, so a value
 * wavering around the threshold (sensor noise) does not start and clear it again and again.
 */
import { refillPoint, type AlertKind, type AlertPhase } from '@shared/alerts/kinds';
import { DEVICE_TYPE_IDS, DEVICE_TYPES, type DeviceTypeId } from '@shared/lorawan/device-types';
import { isLorawanKind, type GatewayKind } from '@shared/lorawan/kinds';
import type { ZoneParams } from '@shared/management/views';
import { interestDepthOf, type ZoneLimits } from '@shared/management/zone-limits';
import { DEPTH_CM_OF, DEPTH_KEYS, type ByDepth, type DepthKey } from '@shared/readings/depths';

const HOUR_MS = 3_600_000;
/** Moisture must rise this many points (% volumetric) above the refill point to clear. */
export const MOISTURE_CLEAR_MARGIN = 1;
/** The battery must come back this many percent of its scale above the threshold to clear. */
export const BATTERY_CLEAR_MARGIN_PERCENT = 2;
/** The battery scale: 0 to 4 V. */
export const BATTERY_FULL_SCALE_V = 4;
/** A sensor is silent after this many of its sleeping intervals without a reading … */
export const SILENT_INTERVALS = 3;
/** … and never sooner than this. */
export const SILENT_MIN_MS = HOUR_MS;
/** A gateway not heard from for longer than this is offline. */
export const GATEWAY_OFFLINE_MS = 30 * 60_000;
/**
 * A sensor made of LoRaWAN devices is silent after this many of its devices' reporting intervals:
 * radio uplinks are unconfirmed and a few go missing on any day (the device health counts them),
 * so one more than a Fieldwise gateway's sensor, whose gateway retries.
 */
export const LORAWAN_SILENT_INTERVALS = 4;
/** How far ahead a forecast may see the refill point crossed to warn. */
export const FORECAST_WARNING_MS = 24 * HOUR_MS;
/** Data quality looks at this window. */
export const DATA_QUALITY_WINDOW_MS = 24 * HOUR_MS;
/**
 * An ingest batch (or a forecast made from it) whose newest reading of a sensor is older than
 * this says nothing about the field now (a gateway sending its backlog, a history import): it
 * starts and clears no alert of that sensor; the scheduled run judges its newest reading.
 */
export const CURRENT_READING_MS = 24 * HOUR_MS;
/** Whether a reading (or a forecast issued at one) taken at `time` is current at `now`. */
export const isCurrent = (time: number, now: number) => now - time <= CURRENT_READING_MS;
/** …and needs this many readings in it to judge. */
export const DATA_QUALITY_MIN_READINGS = 3;

/**
 * What the refill point needs of a zone: its interest layer, WP and FC per depth, and the grower's share (absent:
 * DEFAULT_REFILL_SHARE).
 */
export interface RefillLimits extends Pick<ZoneParams, 'interest_layer' | 'refill_share'> {
  limits: Pick<ZoneLimits, 'wiltingPoint' | 'fieldCapacity'>;
}

/** The refill point of a zone at its interest layer, % volumetric. */
export function zoneRefillPoint(zone: RefillLimits): { depth: DepthKey; depthCm: number; refill: number } {
  const depth = interestDepthOf(zone.interest_layer);
  const share = zone.refill_share;
  const refill = refillPoint(
    zone.limits.wiltingPoint[depth],
    zone.limits.fieldCapacity[depth],
    share === undefined || !Number.isFinite(share) ? undefined : share,
  );
  return { depth, depthCm: DEPTH_CM_OF[depth], refill };
}

const finite = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);

/** Below the refill point; once dry, dry until MOISTURE_CLEAR_MARGIN above it. */
export function moistureLow(value: number | null | undefined, refill: number, wasActive: boolean): boolean | undefined {
  if (!finite(value) || !Number.isFinite(refill)) return undefined;
  return wasActive ? value < refill + MOISTURE_CLEAR_MARGIN : value < refill;
}

/**
 * When the forecast first has the interest layer below the refill point, within the next 24 h
 * from `now` (epoch ms); undefined when it does not (or the forecast cannot tell).
 * `steps` rows are [hours after issue, moisture per depth…]; `depthIndex` picks the column.
 */
export function forecastCrossing(
  forecast: { issued_at: number; steps: (number | null)[][] } | undefined,
  depthIndex: number,
  refill: number,
  now: number,
): number | undefined {
  if (!forecast || depthIndex < 0 || !Number.isFinite(refill)) return undefined;
  for (const step of forecast.steps) {
    const hours = step[0];
    const value = step[1 + depthIndex];
    if (!finite(hours) || !finite(value)) continue;
    const at = forecast.issued_at + hours * HOUR_MS;
    if (at <= now) continue;
    if (at > now + FORECAST_WARNING_MS) break;
    if (value < refill) return at;
  }
  return undefined;
}

/**
 * The forecast warning holds while the layer is still above the refill point and the forecast
 * crosses it within 24 h. Once the layer is below it, the moisture alert says so instead.
 */
export function forecastWarning(
  currentValue: number | null | undefined,
  refill: number,
  crossingAt: number | undefined,
): boolean | undefined {
  if (!finite(currentValue)) return undefined;
  if (currentValue < refill) return false;
  return crossingAt !== undefined;
}

/** The battery threshold in volts: `thresholdPercent` of the 0–4 V scale. */
export const batteryThresholdVolts = (thresholdPercent: number) => (thresholdPercent / 100) * BATTERY_FULL_SCALE_V;

/** Below the sensor's threshold; once low, low until BATTERY_CLEAR_MARGIN_PERCENT above it. */
export function batteryLow(
  volts: number | null | undefined,
  thresholdPercent: number,
  wasActive: boolean,
): boolean | undefined {
  if (!finite(volts) || !finite(thresholdPercent) || thresholdPercent <= 0) return undefined;
  const percent = thresholdPercent + (wasActive ? BATTERY_CLEAR_MARGIN_PERCENT : 0);
  return volts < batteryThresholdVolts(percent);
}

/** How long a sensor with this sleeping interval (seconds) may stay quiet. */
export function silenceAllowedMs(sleepingS: number): number {
  const interval = finite(sleepingS) && sleepingS > 0 ? sleepingS * 1000 : 0;
  return Math.max(SILENT_MIN_MS, SILENT_INTERVALS * interval);
}

const isDeviceType = (t: unknown): t is DeviceTypeId => (DEVICE_TYPE_IDS as readonly unknown[]).includes(t);

/**
 * How long a sensor made of LoRaWAN devices of these types may stay quiet: LORAWAN_SILENT_INTERVALS
 * of its slowest device's reporting interval (each type's own, minutes apart: not the sleeping
 * seconds a Fieldwise gateway's sensor is registered with), never less than SILENT_MIN_MS.
 * Undefined when none of the types is known: the sensor's own sleeping interval decides then.
 */
export function lorawanSilenceAllowedMs(deviceTypes: readonly unknown[]): number | undefined {
  const intervals = deviceTypes.filter(isDeviceType).map((t) => DEVICE_TYPES[t].reportingIntervalMin * 60_000);
  if (!intervals.length) return undefined;
  return Math.max(SILENT_MIN_MS, LORAWAN_SILENT_INTERVALS * Math.max(...intervals));
}

/**
 * No reading for longer than allowed since the last one (or since registration when none came).
 * A sensor made of LoRaWAN devices (`deviceTypes`) follows their reporting interval, else its
 * sleeping interval.
 */
export function sensorSilent(
  lastHeardAt: number | undefined,
  registeredAt: number,
  sleepingS: number,
  now: number,
  deviceTypes: readonly unknown[] = [],
): boolean | undefined {
  const since = lastHeardAt ?? registeredAt;
  if (!finite(since)) return undefined;
  return now - since > (lorawanSilenceAllowedMs(deviceTypes) ?? silenceAllowedMs(sleepingS));
}

/** What the silence rule reads of one LoRaWAN device of a sensor (its row on the connection). */
export interface DeviceSilenceLook {
  devEui: string;
  deviceType: unknown;
  /** Where a one-depth device sits (cm); null for a profile probe. */
  depthCm: number | null;
  /** Its last uplink (epoch ms); null when none came since it was paired. */
  lastUplinkAt: number | null;
}

/** A device of a sensor that has gone quiet, and since when (its last uplink, or the sensor's registration). */
export interface SilentDevice {
  devEui: string;
  depthCm: number | null;
  since: number;
}

/**
 * The device of a sensor made of several that has missed LORAWAN_SILENT_INTERVALS of its own
 * type's reports (never less than SILENT_MIN_MS), the longest quiet one when several have; none
 * when all report. The sensor's newest reading cannot tell: a probe of three LSE01 whose 50 cm
 * device stops still gets readings from the other two. A device of an unknown type, or with no
 * usable time, cannot be judged and is passed over.
 */
export function silentDevice(
  devices: readonly DeviceSilenceLook[],
  registeredAt: number,
  now: number,
): SilentDevice | undefined {
  let worst: SilentDevice | undefined;
  for (const d of devices) {
    const allowed = lorawanSilenceAllowedMs([d.deviceType]);
    const since = d.lastUplinkAt ?? registeredAt;
    if (allowed === undefined || !finite(since) || now - since <= allowed) continue;
    if (!worst || since < worst.since) worst = { devEui: d.devEui, depthCm: d.depthCm, since };
  }
  return worst;
}

/**
 * How long a gateway may go unheard. A LoRaWAN connection is heard only when one of its devices
 * reports, every 10 to 20 minutes and now and then not at all, so it is offline only once the
 * slowest device type could have missed LORAWAN_SILENT_INTERVALS reports.
 */
export function gatewayOfflineAfterMs(kind: GatewayKind = 'fieldwise'): number {
  if (!isLorawanKind(kind)) return GATEWAY_OFFLINE_MS;
  return Math.max(GATEWAY_OFFLINE_MS, lorawanSilenceAllowedMs(DEVICE_TYPE_IDS) ?? GATEWAY_OFFLINE_MS);
}

/** Not heard from for longer than its kind allows; a gateway never heard from has not gone offline. */
export function gatewayOffline(
  lastSeen: number | undefined,
  now: number,
  kind: GatewayKind = 'fieldwise',
): boolean | undefined {
  if (lastSeen === undefined || !finite(lastSeen)) return false;
  return now - lastSeen > gatewayOfflineAfterMs(kind);
}

export interface RawDepths {
  time: number;
  raw: ByDepth<number | null>;
  flags: readonly string[];
}

const badValue = (v: number | null) => v === null || !Number.isFinite(v) || v < 0 || v > 200;

/**
 * The depth flagged in most readings of the last 24 h, the worst one when
 * several are; undefined when none is (or too few readings came to judge: silence is its own alert).
 * A formula error spoils every depth of its reading.
 */
export function flaggedDepth(readings: readonly RawDepths[], now: number): DepthKey | false | undefined {
  const recent = readings.filter((r) => r.time <= now && r.time > now - DATA_QUALITY_WINDOW_MS);
  if (recent.length < DATA_QUALITY_MIN_READINGS) return undefined;
  let worst: { key: DepthKey; bad: number } | undefined;
  for (const key of DEPTH_KEYS) {
    const bad = recent.filter((r) => r.flags.includes('formula-error') || badValue(r.raw[key])).length;
    if (bad * 2 > recent.length && (!worst || bad > worst.bad)) worst = { key, bad };
  }
  return worst ? worst.key : false;
}

/** What the stored state of one subject says: whether its condition held at the last look. */
export interface AlertStateView {
  active: boolean;
}

/**
 * The message a new observation calls for: 'start' when the condition begins, 'clear' when a
 * condition that held is over, nothing otherwise (no state and nothing wrong is no news either).
 */
export function decide(state: AlertStateView | undefined, holds: boolean | undefined): AlertPhase | undefined {
  if (holds === undefined) return undefined;
  const was = state?.active ?? false;
  if (holds && !was) return 'start';
  if (!holds && was) return 'clear';
  return undefined;
}

/** The subject key of a condition: one state per kind and sensor (or gateway). */
export const subjectKey = (kind: AlertKind, id: string) => `${kind}:${id}`;
