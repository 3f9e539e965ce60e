/**
 * The LoRaWAN soil probes Fieldwise decodes, by our own id. The catalogue entries (vendor,
 * model, the depths each device measures, its usual reporting interval, whether its moisture
 * needs calibration and the vendor's default preset) are filled in beside the decoders
 * (lambdas/lorawan/rules/decoders/); the web app's pairing wizard reads them from here.
 */
export const DEVICE_TYPE_IDS = [
  'dragino-lse01',
  'dragino-se01-lb',
  'milesight-em500-smtc',
  'decentlab-dl-smtp',
  'decentlab-dl-trs12',
] as const;
export type DeviceTypeId = (typeof DEVICE_TYPE_IDS)[number];
