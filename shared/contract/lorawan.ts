/** lorawan: the endpoints LoRaWAN network servers push uplinks to, with a connection's credential. */
import * as z from 'zod';
import { LORAWAN_MAX_BODY_BYTES, lorawanAnswer, networkMessageBody } from '../lorawan/endpoint';
import { defineRoute } from './define';

export const lorawanRoutes = {
  lorawanTtsUplink: defineRoute({
    method: 'POST',
    path: '/api/v2/lorawan/tts/uplink',
    access: 'gateway',
    resource: 'lorawan',
    summary:
      'The Things Stack webhook (JSON format): an uplink message, stored exactly once; unknown devices and ' +
      'payloads no decoder reads are parked for the grower and still answered 200. ' +
      "Send a The Things Stack connection's credential as `Authorization: Bearer <credential>`.",
    body: networkMessageBody.describe('A The Things Stack v3 application message (uplink_message, join_accept, …).'),
    maxBodyBytes: LORAWAN_MAX_BODY_BYTES,
    gatewayKind: 'tts',
    answer: lorawanAnswer,
  }),
  lorawanChirpstack: defineRoute({
    method: 'POST',
    path: '/api/v2/lorawan/chirpstack',
    access: 'gateway',
    resource: 'lorawan',
    summary:
      'ChirpStack v4 HTTP integration (JSON encoding): `up` events are stored exactly once, `status` gives the ' +
      'battery, other events are answered 200. ' +
      "Send a ChirpStack connection's credential as `Authorization: Bearer <credential>`.",
    query: z.object({
      event: z.string().min(1).max(64).describe('The event ChirpStack names: up, join, status, log, ack, txack, …'),
    }),
    body: networkMessageBody.describe('A ChirpStack v4 integration event (UplinkEvent, StatusEvent, …).'),
    maxBodyBytes: LORAWAN_MAX_BODY_BYTES,
    gatewayKind: 'chirpstack',
    answer: lorawanAnswer,
  }),
} as const;
