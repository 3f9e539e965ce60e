/**
 * What became of one uplink, for the network server's edge to answer: every outcome but
 * `failed` is a 2xx (a parked uplink is kept for the grower, never an error, or the network
 * server would disable the webhook); `failed` means the store was busy and the edge answers 503
 * so the network server sends the same uplink again (it is stored exactly once either way).
 */
import type { GatewayKind } from '@shared/lorawan/kinds';
import type { ParkedDetailCode, ParkedDetailValues, ParkReason } from '@shared/lorawan/views';
import { ENGLISH_PARKED, parkedDetailText } from '@shared/i18n/labels/lorawan';
import type { ReadingsStore } from '../../readings';

/** The grower's LoRaWAN connection the uplink came through (from the verified credential). */
export interface LorawanConnection {
  gatewayId: string;
  owner: string;
  kind: GatewayKind;
}

/** Why an uplink is kept aside: the reason, and its detail in English with the detail's code and figures. */
export interface ParkWhy {
  reason: ParkReason;
  detail: string;
  code: ParkedDetailCode;
  values: ParkedDetailValues | null;
}

/** A reason and its detail, the English written from the detail's code (one table for both). */
export const parkWhy = (
  reason: ParkReason,
  code: ParkedDetailCode,
  values: ParkedDetailValues | null = null,
): ParkWhy => ({
  reason,
  detail: parkedDetailText(code, values, ENGLISH_PARKED),
  code,
  values,
});

export type UplinkOutcome =
  /** Its readings are stored (`readings`: how many records the payload held). */
  | { status: 'stored'; readings: number }
  /** The same uplink (DevEUI, session, frame counter) was stored before; written again, unchanged. */
  | { status: 'duplicate'; readings: number }
  /** Kept aside for the grower with the reason (the device's last parked payload). */
  | ({ status: 'parked' } & ParkWhy)
  /** The store could not write it in time: answer 503, the retry stores it. */
  | { status: 'failed' };

export interface AcceptOptions {
  /** Epoch ms: the time of arrival when the uplink's own is absent, and "now" for health. */
  now?: number;
  /** Epoch ms by which the readings must be written (the edge keeps its own margin after it). */
  deadline?: number;
  /** The readings store (the handler's, built once per process); absent: the configured one. */
  store?: ReadingsStore;
}

/** A device's status report (ChirpStack `status` event, a battery-only frame). */
export interface DeviceStatus {
  batteryV?: number;
  /**
   * ChirpStack's `batteryLevel`: the LoRaWAN DevStatusAns level scaled to a percentage. Kept as a
   * percentage, never turned into volts (the scale is the device maker's, not a voltage).
   */
  batteryPercent?: number;
  /** Epoch ms it was reported. */
  at: number;
}
