/**
 * The Things Stack v3 webhook (JSON format) → what it means to us. One URL receives the message
 * types the grower enabled: `uplink_message` becomes an Uplink, `join_accept` says a new session
 * starts, anything else (downlink events, locations, normalized uplinks) is ignored.
 *
 * The Things Stack leaves out every field whose value is zero, empty or false: a missing `f_cnt`
 * is frame 0, a missing `snr` on a LoRa reception is 0 dB, a missing `f_port` on a frame with a
 * payload is port 0. The session is the Join Server's `session_key_id`, or the DevAddr for a
 * device activated by personalisation (it has no session key id). Uplinks simulated from the
 * Console (`simulated: true`) are not a device's readings and are ignored.
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

const identifiers = z.looseObject({
  device_id: z.string().optional(),
  dev_eui: z.string().optional(),
  dev_addr: z.string().optional(),
});

const envelope = z.looseObject({
  end_device_ids: identifiers,
  received_at: z.string().optional(),
  simulated: z.boolean().optional(),
  uplink_message: z.unknown().optional(),
  join_accept: z.unknown().optional(),
});

const reception = z.looseObject({
  gateway_ids: z.looseObject({ gateway_id: z.string().optional(), eui: z.string().optional() }).optional(),
  rssi: z.number().optional(),
  channel_rssi: z.number().optional(),
  snr: z.number().optional(),
});

const uplinkMessage = z.looseObject({
  session_key_id: z.string().optional(),
  f_cnt: counterSchema(F_CNT_MAX).optional(),
  f_port: counterSchema(F_PORT_MAX).optional(),
  frm_payload: base64Schema.optional(),
  decoded_payload: z.unknown().optional(),
  rx_metadata: z.array(reception).optional(),
  settings: z.looseObject({ data_rate: z.looseObject({ lora: z.unknown().optional() }).optional() }).optional(),
  received_at: z.string().optional(),
});

const joinAccept = z.looseObject({ session_key_id: z.string().optional(), received_at: z.string().optional() });

/** The message types a webhook may carry besides the two we use (their key in the message). */
const OTHER_TYPES = [
  'uplink_normalized',
  'downlink_ack',
  'downlink_nack',
  'downlink_sent',
  'downlink_failed',
  'downlink_queued',
  'downlink_queue_invalidated',
  'location_solved',
  'service_data',
];

/**
 * @param now epoch ms: the time of an uplink whose message carries none.
 * @throws NotAMessage when the body is not a The Things Stack message (not an object, or
 *   without `end_device_ids`, which every one of its messages carries).
 */
export function parseTtsMessage(body: unknown, now: number): NetworkMessage {
  const parsed = envelope.safeParse(body);
  if (!parsed.success) throw new NotAMessage(`${issueText(parsed.error)} (not a The Things Stack message)`);
  const message = parsed.data;
  if (message.uplink_message !== undefined) return uplinkOf(message, now);
  if (message.join_accept !== undefined) {
    const devEui = devEuiOf(message.end_device_ids.dev_eui);
    if (!devEui) return ignored('join_accept: end_device_ids.dev_eui is missing or not a DevEUI');
    const join = joinAccept.safeParse(message.join_accept);
    const at = (join.success && epochOf(join.data.received_at)) || epochOf(message.received_at) || now;
    return { kind: 'join', devEui, session: (join.success && join.data.session_key_id) || null, at };
  }
  const other = OTHER_TYPES.find((type) => Object.hasOwn(message, type));
  return ignored(other ? `${other}: not used` : 'no message type we use (enable "Uplink message")');
}

function uplinkOf(message: z.output<typeof envelope>, now: number): NetworkMessage {
  if (message.simulated) return ignored('uplink_message: simulated in the Console, not a device reading');
  const devEui = devEuiOf(message.end_device_ids.dev_eui);
  if (!devEui) return ignored('end_device_ids.dev_eui: missing or not a DevEUI');
  const parsed = uplinkMessage.safeParse(message.uplink_message);
  if (!parsed.success) return ignored(`uplink_message.${issueText(parsed.error)}`);
  const up = parsed.data;
  const lora = up.settings?.data_rate?.lora !== undefined;
  const payload = up.frm_payload || null;
  const uplink: Uplink = {
    devEui,
    session: up.session_key_id || message.end_device_ids.dev_addr || 'unknown',
    fCnt: up.f_cnt ?? 0,
    fPort: up.f_port ?? (payload ? 0 : null),
    payload,
    decoded: decodedOf(up.decoded_payload),
    receivedAt: epochOf(up.received_at) ?? epochOf(message.received_at) ?? now,
    receptions: receptionsOf(
      (up.rx_metadata ?? []).map((rx) => ({
        gatewayId: rx.gateway_ids?.gateway_id || rx.gateway_ids?.eui || 'unknown',
        rssi: rx.rssi ?? rx.channel_rssi ?? null,
        snr: rx.snr ?? (lora ? 0 : null),
      })),
    ),
  };
  return { kind: 'uplink', uplink };
}
