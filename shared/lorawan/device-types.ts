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

/*
 * PLACEHOLDER until the decoders branch lands (its catalogue replaces everything below this
 * comment on merge): the shape the uplink pipeline and pairing read.
 */
export interface DeviceType {
  vendor: string;
  model: string;
  /** The depths (cm) a profile probe measures itself; empty for a one-depth device. */
  depthsCm: number[];
  /** One sensing depth, chosen where it is installed (pairing asks for `depth_cm`). */
  oneDepth: boolean;
  /** How often it reports by default (minutes). */
  reportingIntervalMin: number;
  /** The vendor's calibration of its raw values, set as the sensor's formula when paired. */
  defaultPreset?: { formula: string; parameters: string };
}

export const DEVICE_TYPES: Record<DeviceTypeId, DeviceType> = {
  'dragino-lse01': { vendor: 'Dragino', model: 'LSE01', depthsCm: [], oneDepth: true, reportingIntervalMin: 20 },
  'dragino-se01-lb': { vendor: 'Dragino', model: 'SE01-LB', depthsCm: [], oneDepth: true, reportingIntervalMin: 20 },
  'milesight-em500-smtc': {
    vendor: 'Milesight',
    model: 'EM500-SMTC',
    depthsCm: [],
    oneDepth: true,
    reportingIntervalMin: 10,
  },
  'decentlab-dl-smtp': {
    vendor: 'Decentlab',
    model: 'DL-SMTP',
    depthsCm: [10, 20, 30, 40, 50, 60, 70, 80],
    oneDepth: false,
    reportingIntervalMin: 10,
    defaultPreset: { formula: '(val - x1) / (x2 - x1) * 100', parameters: 'x1=1000, x2=3000' },
  },
  'decentlab-dl-trs12': {
    vendor: 'Decentlab',
    model: 'DL-TRS12',
    depthsCm: [],
    oneDepth: true,
    reportingIntervalMin: 10,
  },
};
