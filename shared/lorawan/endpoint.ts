/**
 * What a LoRaWAN network server's push endpoint (The Things Stack webhook, ChirpStack HTTP
 * integration) takes and answers. Network servers disable an endpoint that keeps failing, so
 * everything they may send is answered 2xx: a reading stored, the same uplink again, a payload
 * parked for the grower (unknown device, undecodable, out of range), a message we have no use for.
 * Only a wrong credential (401), a body over the limit (413), a body no network server sends (400)
 * and our own failure (503, sent again later) are not.
 */
import * as z from 'zod';

/**
 * The largest body the endpoints take. A LoRaWAN payload is at most 242 bytes; with a payload
 * formatter's values and the receptions of many gateways a real uplink message stays under a few
 * KiB, so 64 KiB fits any real message with room to spare and refuses anything else early.
 */
export const LORAWAN_MAX_BODY_BYTES = 64 * 1024;

export const LORAWAN_OUTCOMES = ['stored', 'duplicate', 'parked', 'noted', 'ignored'] as const;
export type LorawanOutcome = (typeof LORAWAN_OUTCOMES)[number];

export const lorawanAnswer = z.strictObject({
  data: z.strictObject({
    status: z
      .enum(LORAWAN_OUTCOMES)
      .describe(
        'stored: its readings are stored; duplicate: the same uplink was stored before; parked: kept for the ' +
          'grower with the reason (unknown device, undecodable, out of range); noted: a status or join taken ' +
          'note of; ignored: a message Fieldwise has no use for.',
      ),
    readings: z.number().optional().describe('How many timed records the uplink held (stored, duplicate).'),
    reason: z.string().optional().describe('Why it was parked or ignored.'),
  }),
});
export type LorawanAnswer = z.infer<typeof lorawanAnswer>;

/** Any JSON object: the parsers read the network server's own format (and ignore what they do not use). */
export const networkMessageBody = z.record(z.string(), z.unknown());
