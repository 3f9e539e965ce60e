/**
 * What kind of connection a grower's gateway is. `fieldwise` is a gateway that speaks our own
 * ingest API (`POST /api/v2/ingest`); the others are LoRaWAN network servers that push each
 * uplink to their own endpoint, authenticated by the same credential in
 * `Authorization: Bearer <credential>`. Stored gateways without a kind are `fieldwise`.
 */
export const GATEWAY_KINDS = ['fieldwise', 'tts', 'chirpstack', 'aws-iot'] as const;
export type GatewayKind = (typeof GATEWAY_KINDS)[number];

export const LORAWAN_KINDS = ['tts', 'chirpstack', 'aws-iot'] as const satisfies readonly GatewayKind[];
export type LorawanKind = (typeof LORAWAN_KINDS)[number];

export const isLorawanKind = (kind: GatewayKind): kind is LorawanKind =>
  (LORAWAN_KINDS as readonly string[]).includes(kind);

export const GATEWAY_KIND_LABELS: Record<GatewayKind, string> = {
  fieldwise: 'Fieldwise gateway',
  tts: 'The Things Stack',
  chirpstack: 'ChirpStack',
  'aws-iot': 'AWS IoT Core for LoRaWAN',
};

/** A LoRaWAN device's id: its DevEUI, 16 hex digits, kept in upper case. */
export const DEV_EUI_PATTERN = /^[0-9A-F]{16}$/;
export const normaliseDevEui = (value: string) => value.replace(/[^0-9a-f]/gi, '').toUpperCase();
