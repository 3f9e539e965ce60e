/**
 * The endpoints LoRaWAN network servers push to: The Things Stack's webhook and ChirpStack's HTTP
 * integration (the dispatcher has checked the credential is the route's kind). Each reads the
 * message with its parser, hands an uplink or a status to the uplink service and answers at once
 * (forecasts and alerts follow, as for our own ingest).
 *
 * Network servers disable a webhook that keeps failing (The Things Stack after successive non-2xx
 * answers), so whatever they may send is a 2xx: a device we do not know, a payload no decoder
 * reads or a reading out of range is parked for the grower; a message we have no use for is
 * ignored. A 400 is only for a body no network server sends (not a JSON object, or without the
 * device identifiers all of its messages carry), which comes from a person or a misconfigured
 * tool, who is better told; a 503 (with Retry-After) when the store could not take the uplink in
 * time, since a network server with retries sends it again (stored once either way).
 */
import type { LorawanAnswer } from '@shared/lorawan/endpoint';
import type { VerifiedGateway } from '../../platform/auth';
import { AppError, BadRequestError } from '../../platform/errors';
import { lambdaHandler, ok, type Operations } from '../../platform/http';
import { logger } from '../../platform/telemetry/logger';
import { parseChirpstackEvent } from '../rules/network-messages/chirpstack';
import { NotAMessage, type NetworkMessage } from '../rules/network-messages/message';
import { parseTtsMessage } from '../rules/network-messages/tts';
import { acceptStatus, acceptUplink } from '../services/uplinks';
import { readingsStore } from '../../readings';

/** Built once per process (its clients and caches serve every request the function answers). */
const store = readingsStore();

/** Kept after the readings write for the answer. */
const SAFETY_MARGIN_MS = 1_000;
/** Without a Lambda context (the local gateway): the functions' timeout (infra/constructs/function.ts). */
const DEFAULT_BUDGET_MS = 10_000;

const RETRY_MESSAGE = 'The uplink could not be stored in time; send it again (it is stored only once).';

async function handle(
  gateway: VerifiedGateway,
  deadline: number | undefined,
  parse: (now: number) => NetworkMessage,
): Promise<LorawanAnswer> {
  const now = Date.now();
  let message: NetworkMessage;
  try {
    message = parse(now);
  } catch (err) {
    if (err instanceof NotAMessage) throw new BadRequestError(err.message);
    throw err;
  }
  const connection = { gatewayId: gateway.gatewayId, owner: gateway.owner, kind: gateway.kind };
  switch (message.kind) {
    case 'uplink': {
      const outcome = await acceptUplink(connection, message.uplink, {
        now,
        deadline: (deadline ?? now + DEFAULT_BUDGET_MS) - SAFETY_MARGIN_MS,
        store,
      });
      if (outcome.status === 'failed') throw new AppError(503, RETRY_MESSAGE);
      if (outcome.status === 'parked') return { data: { status: 'parked', reason: outcome.detail } };
      return { data: { status: outcome.status, readings: outcome.readings } };
    }
    case 'status': {
      const { devEui, at, batteryPercent } = message.status;
      await acceptStatus(connection, devEui, { at, ...(batteryPercent !== null ? { batteryPercent } : {}) });
      return { data: { status: 'noted' } };
    }
    case 'join':
      // Nothing to keep: the uplinks after a join carry the new session (its key id or DevAddr),
      // under which their restarted frame counters are new uplinks.
      return { data: { status: 'ignored', reason: 'join: the uplinks after it carry the new session' } };
    case 'ignored':
      logger.info('lorawan message ignored', { gatewayId: gateway.gatewayId, reason: message.reason });
      return { data: { status: 'ignored', reason: message.reason } };
  }
}

export const operations = {
  async ttsUplink(req) {
    return ok(await handle(req.gateway, req.deadline, (now) => parseTtsMessage(req.body, now)));
  },
  async chirpstackEvent(req) {
    const event = req.query.event;
    return ok(await handle(req.gateway, req.deadline, (now) => parseChirpstackEvent(event, req.body, now)));
  },
} satisfies Operations<'lorawan'>;

export const handler = lambdaHandler(operations);
