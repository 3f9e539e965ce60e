/**
 * The LoRaWAN soil probes Fieldwise decodes, by our own id, and what the pairing wizard needs to
 * know of each: who makes it, the depths it measures, how often it reports by default, whether
 * its moisture arrives as volumetric water content or as a raw count that needs calibration, and
 * the vendor's published default conversion for the raw ones. The decoders that turn their bytes
 * into readings are in lambdas/lorawan/rules/decoders/.
 */
export const DEVICE_TYPE_IDS = [
  'dragino-lse01',
  'dragino-se01-lb',
  'milesight-em500-smtc',
  'decentlab-dl-smtp',
  'decentlab-dl-trs12',
] as const;
export type DeviceTypeId = (typeof DEVICE_TYPE_IDS)[number];

/** Percent: the device reports volumetric water content. Raw: a count the sensor's formula turns into percent. */
export type MoistureUnit = 'percent' | 'raw';

/**
 * The depth a one-depth device's decoded moisture is reported at: it cannot know how deep it was
 * buried, so its decoder says "where it is installed" and the pairing's `depth_cm` says where that is.
 */
export const INSTALL_DEPTH_CM = 0;

/** A calibration in our formula language (shared/calibration/formula.ts): `val` is the raw count. */
export interface CalibrationPreset {
  formula: string;
  parameters: string;
}

export interface DeviceType {
  vendor: string;
  model: string;
  label: string;
  /**
   * The depths (cm) a profile probe measures, shallowest first. Empty for a one-depth device:
   * it measures where it is buried, given by the pairing's `depth_cm`.
   */
  depthsCm: number[];
  oneDepth: boolean;
  /** The vendor's default uplink interval, in minutes (the grower may have changed it on the device). */
  reportingIntervalMin: number;
  moistureUnit: MoistureUnit;
  /** The vendor's published conversion of the raw count to percent, for `raw` devices. */
  defaultPreset?: CalibrationPreset;
}

export const DEVICE_TYPES: Record<DeviceTypeId, DeviceType> = {
  'dragino-lse01': {
    vendor: 'Dragino',
    model: 'LSE01',
    label: 'Dragino LSE01 soil moisture & EC sensor',
    depthsCm: [],
    oneDepth: true,
    // Its user manual: "by default uplink the sensor data every 20 minutes".
    reportingIntervalMin: 20,
    moistureUnit: 'percent',
  },
  'dragino-se01-lb': {
    vendor: 'Dragino',
    model: 'SE01-LB',
    label: 'Dragino SE01-LB soil moisture & EC sensor',
    depthsCm: [],
    oneDepth: true,
    // Dragino's LB-series default uplink interval, 20 minutes, as for the LSE01.
    reportingIntervalMin: 20,
    moistureUnit: 'percent',
  },
  'milesight-em500-smtc': {
    vendor: 'Milesight',
    model: 'EM500-SMTC',
    label: 'Milesight EM500-SMTC soil moisture, temperature & EC sensor',
    depthsCm: [],
    oneDepth: true,
    reportingIntervalMin: 10,
    moistureUnit: 'percent',
  },
  'decentlab-dl-smtp': {
    vendor: 'Decentlab',
    model: 'DL-SMTP',
    label: 'Decentlab DL-SMTP soil moisture & temperature profile (8 depths)',
    depthsCm: [10, 20, 30, 40, 50, 60, 70, 80],
    oneDepth: false,
    // Decentlab's default data upload interval, 10 minutes (its DL-TRS12 datasheet states the same).
    reportingIntervalMin: 10,
    moistureUnit: 'raw',
    // Decentlab's published conversion of each depth's count: (count − 2500) / 500.
    defaultPreset: { formula: '(val - x1) / x2', parameters: 'x1=2500, x2=500' },
  },
  'decentlab-dl-trs12': {
    vendor: 'Decentlab',
    model: 'DL-TRS12',
    label: 'Decentlab DL-TRS12 (METER TEROS 12) soil moisture, temperature & EC',
    depthsCm: [],
    oneDepth: true,
    // Its datasheet: "Data upload interval 10 min".
    reportingIntervalMin: 10,
    moistureUnit: 'raw',
    // METER's TEROS 12 mineral-soil equation, VWC (m³/m³) = 3.879e-4 × RAW − 0.6956, in percent.
    defaultPreset: { formula: '(x1 * val - x2) * 100', parameters: 'x1=0.0003879, x2=0.6956' },
  },
};

export const isDeviceTypeId = (value: unknown): value is DeviceTypeId =>
  typeof value === 'string' && (DEVICE_TYPE_IDS as readonly string[]).includes(value);
