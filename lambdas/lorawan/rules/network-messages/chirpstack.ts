/**
 * ChirpStack v4 HTTP integration (JSON encoding) → what it means to us. ChirpStack posts every
 * event of an application to one URL and names it in the query (`?event=up`): `up` becomes an
 * Uplink, `status` gives the device's battery, `join` says a new session starts (its DevAddr is
 * the session of the uplinks after it), and the rest (`log`, `ack`, `txack`, `location`, and any
 * event a later version adds) is ignored.
 *
 * The JSON is the Protobuf JSON mapping in camelCase (integration.proto): bytes are Base64, the
 * DevEUI is hex. ChirpStack has no session key id, so the session is the DevAddr (a re-join gets
 * a new one). Nested gateway fields equal to zero may be left out: a LoRa reception without
 * `snr` is 0 dB.
 */
import * as z from 'zod';
import { issueText } from '@shared/validation/issue';
import type { Uplink } from '../uplink';
import {
  base64Schema,
  counterSchema,
  decodedOf,
  devEuiOf,
  epochOf,
  F_CNT_MAX,
  F_PORT_MAX,
  ignored,
  NotAMessage,
  receptionsOf,
  type NetworkMessage,
} from './message';

/** The events ChirpStack v4 posts; all carry `deviceInfo`. */
export const CHIRPSTACK_EVENTS = ['up', 'join', 'status', 'log', 'ack', 'txack', 'location', 'integration'] as const;

const envelope = z.looseObject({
  deviceInfo: z.looseObject({ devEui: z.string().optional(), deviceName: z.string().optional() }),
  time: z.string().optional(),
});

const reception = z.looseObject({
  gatewayId: z.string().optional(),
  rssi: z.number().optional(),
  snr: z.number().optional(),
});

const upEvent = z.looseObject({
  devAddr: z.string().optional(),
  fCnt: counterSchema(F_CNT_MAX).optional(),
  fPort: counterSchema(F_PORT_MAX).optional(),
  data: z.union([base64Schema, z.null()]).optional(),
  object: z.unknown().optional(),
  rxInfo: z.array(reception).optional(),
  txInfo: z
    .looseObject({ modulation: z.looseObject({ lora: z.unknown().optional() }).optional() })
    .nullable()
    .optional(),
});

const joinEvent = z.looseObject({ devAddr: z.string().optional() });

const statusEvent = z.looseObject({
  externalPowerSource: z.boolean().optional(),
  batteryLevelUnavailable: z.boolean().optional(),
  batteryLevel: z.number().optional(),
});

/**
 * @param event the query's `event`.
 * @param now epoch ms: the time of an event whose message carries none.
 * @throws NotAMessage when the body of an event ChirpStack sends is not one of its messages (not
 *   an object, or without `deviceInfo`).
 */
export function parseChirpstackEvent(event: string, body: unknown, now: number): NetworkMessage {
  if (!(CHIRPSTACK_EVENTS as readonly string[]).includes(event)) return ignored(`event ${event}: not used`);
  const parsed = envelope.safeParse(body);
  if (!parsed.success) throw new NotAMessage(`${issueText(parsed.error)} (not a ChirpStack event)`);
  if (event !== 'up' && event !== 'join' && event !== 'status') return ignored(`event ${event}: not used`);
  const devEui = devEuiOf(parsed.data.deviceInfo.devEui);
  if (!devEui) return ignored('deviceInfo.devEui: missing or not a DevEUI');
  const at = epochOf(parsed.data.time) ?? now;
  if (event === 'join') {
    const join = joinEvent.safeParse(body);
    return { kind: 'join', devEui, session: (join.success && join.data.devAddr) || null, at };
  }
  if (event === 'status') {
    const status = statusEvent.safeParse(body);
    if (!status.success) return ignored(issueText(status.error));
    return { kind: 'status', status: { devEui, at, ...batteryOf(status.data) } };
  }
  const up = upEvent.safeParse(body);
  if (!up.success) return ignored(issueText(up.error));
  const lora = up.data.txInfo?.modulation?.lora !== undefined;
  const payload = up.data.data || null;
  const uplink: Uplink = {
    devEui,
    session: up.data.devAddr || 'unknown',
    fCnt: up.data.fCnt ?? 0,
    fPort: up.data.fPort ?? (payload ? 0 : null),
    payload,
    decoded: decodedOf(up.data.object),
    receivedAt: at,
    receptions: receptionsOf(
      (up.data.rxInfo ?? []).map((rx) => ({
        gatewayId: rx.gatewayId || 'unknown',
        rssi: rx.rssi ?? null,
        snr: rx.snr ?? (lora ? 0 : null),
      })),
    ),
  };
  return { kind: 'uplink', uplink };
}

/**
 * ChirpStack's `batteryLevel` is the DevStatusAns level (1–254) scaled to a percentage; it is
 * kept as a percentage (no voltage: the scale is the device maker's). A device on external power,
 * or one that cannot measure, has none.
 */
function batteryOf(s: z.output<typeof statusEvent>): { batteryPercent: number | null; externalPower: boolean } {
  const externalPower = s.externalPowerSource === true;
  const level = s.batteryLevel;
  const known = !externalPower && !s.batteryLevelUnavailable && level !== undefined && level >= 0 && level <= 100;
  return { batteryPercent: known ? Math.round(level * 10) / 10 : null, externalPower };
}
