/**
 * AWS IoT Core for LoRaWAN: the message a destination hands to its rule (`WirelessDeviceId`,
 * Base64 `PayloadData`, `WirelessMetadata.LoRaWAN` with the DevEUI, DevAddr, frame counter, port,
 * time and the gateways that heard it) reduced to an `Uplink`. AWS never decodes the payload, so
 * `decoded` is always null: our decoders read the bytes.
 *
 * Read leniently where AWS's own examples differ: the port arrives as `FPort` or `Fport`, numbers
 * sometimes as strings, EUIs in lower case, and a public network's gateways as `PublicGateways`.
 */
import * as z from 'zod';
import { DEV_EUI_PATTERN, normaliseDevEui } from '@shared/lorawan/kinds';
import type { Reception, Uplink } from '../uplink';

/** LoRaWAN's largest application payload is 242 bytes (324 Base64 characters); anything longer is not one. */
const MAX_PAYLOAD_CHARS = 1024;
/** More receptions than this are not useful for health (the best one is kept) and only cost memory. */
const MAX_RECEPTIONS = 32;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** A finite number, also from its string form ("868100000"); anything else is absent. */
const looseNumber = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
  z.number().finite().optional().catch(undefined),
);
const counter = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
  z.number().int().min(0).max(0xffffffff).optional().catch(undefined),
);
const signal = (min: number, max: number) =>
  looseNumber.transform((v) => (v !== undefined && v >= min && v <= max ? v : null));

const gateway = z.object({
  GatewayEui: z.string().max(64).optional().catch(undefined),
  Rssi: signal(-200, 50),
  Snr: signal(-50, 50),
});
const publicGateway = z.object({
  Id: z.string().max(256).optional().catch(undefined),
  ProviderNetId: z.string().max(256).optional().catch(undefined),
  Rssi: signal(-200, 50),
  Snr: signal(-50, 50),
});

const lorawan = z.object({
  DevEui: z.string().max(64),
  DevAddr: z.string().max(16).optional().catch(undefined),
  FCnt: counter,
  FPort: counter,
  Fport: counter,
  Timestamp: z.string().max(64).optional().catch(undefined),
  Gateways: z.array(z.unknown()).optional().catch(undefined),
  PublicGateways: z.array(z.unknown()).optional().catch(undefined),
});

const message = z.object({
  WirelessDeviceId: z.string().max(128).optional().catch(undefined),
  PayloadData: z.string().max(MAX_PAYLOAD_CHARS).nullish(),
  WirelessMetadata: z.object({ LoRaWAN: lorawan }),
});

export type AwsIotParse =
  | { ok: true; uplink: Uplink; wirelessDeviceId: string | null }
  /** Not an uplink we can store: why, for the operator's log (no grower can be told). */
  | { ok: false; reason: string };

function receptionsOf(lw: z.infer<typeof lorawan>): Reception[] {
  const out: Reception[] = [];
  for (const raw of lw.Gateways ?? []) {
    const g = gateway.safeParse(raw);
    if (g.success && g.data.GatewayEui)
      out.push({ gatewayId: g.data.GatewayEui.toUpperCase(), rssi: g.data.Rssi, snr: g.data.Snr });
  }
  for (const raw of lw.PublicGateways ?? []) {
    const g = publicGateway.safeParse(raw);
    // A public network names its gateways by its own ids; the provider keeps two networks' ids apart.
    if (g.success && g.data.Id)
      out.push({
        gatewayId: g.data.ProviderNetId ? `${g.data.ProviderNetId}:${g.data.Id}` : g.data.Id,
        rssi: g.data.Rssi,
        snr: g.data.Snr,
      });
  }
  return out.slice(0, MAX_RECEPTIONS);
}

/**
 * The uplink in an AWS IoT Core for LoRaWAN rule message. `now` (epoch ms) stands in for a
 * missing or unreadable `Timestamp`.
 */
export function parseAwsIotUplink(input: unknown, now: number): AwsIotParse {
  const parsed = message.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { ok: false, reason: `not an AWS IoT Core for LoRaWAN uplink: ${issue.path.join('.')} ${issue.message}` };
  }
  const { WirelessDeviceId, PayloadData, WirelessMetadata } = parsed.data;
  const lw = WirelessMetadata.LoRaWAN;
  const devEui = normaliseDevEui(lw.DevEui);
  if (!DEV_EUI_PATTERN.test(devEui))
    return { ok: false, reason: `WirelessMetadata.LoRaWAN.DevEui "${lw.DevEui}" is not 16 hexadecimal digits` };
  const payload = PayloadData?.trim() ? PayloadData.trim() : null;
  if (payload !== null && !BASE64.test(payload)) return { ok: false, reason: 'PayloadData is not Base64' };
  const stamped = lw.Timestamp ? Date.parse(lw.Timestamp) : NaN;
  const receivedAt = Number.isFinite(stamped) ? stamped : now;
  const devAddr = lw.DevAddr?.trim() ? lw.DevAddr.trim().toUpperCase() : undefined;
  // Exactly once is keyed by (DevEUI, session, frame counter). A message without a frame counter
  // (older destinations left FCnt and DevAddr out) can only be told apart from a redelivery of
  // itself by its own time, so that time stands in as its session.
  const session = lw.FCnt === undefined ? `t:${receivedAt}` : (devAddr ?? 'unknown');
  return {
    ok: true,
    wirelessDeviceId: WirelessDeviceId ?? null,
    uplink: {
      devEui,
      session,
      fCnt: lw.FCnt ?? 0,
      fPort: lw.FPort ?? lw.Fport ?? null,
      payload,
      decoded: null,
      receivedAt,
      receptions: receptionsOf(lw),
    },
  };
}
