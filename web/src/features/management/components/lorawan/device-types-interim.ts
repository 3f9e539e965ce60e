/**
 * INTERIM, replaced at merge by the catalogue `DEVICE_TYPES` in shared/lorawan/device-types.ts
 * (the decoders helper's): what the pairing wizard needs of each device type — its name, and
 * whether it measures one depth (then the grower says where it is installed) or a profile.
 */
import type { DeviceTypeId } from '@shared/lorawan/device-types';

export interface DeviceTypeInfo {
  label: string;
  /** One sensor at one depth: installed at a depth the grower gives. */
  oneDepth: boolean;
  /** The depths a profile probe measures (cm); empty for one-depth devices. */
  depthsCm: readonly number[];
}

export const DEVICE_TYPE_INFO: Record<DeviceTypeId, DeviceTypeInfo> = {
  'dragino-lse01': { label: 'Dragino LSE01', oneDepth: true, depthsCm: [] },
  'dragino-se01-lb': { label: 'Dragino SE01-LB', oneDepth: true, depthsCm: [] },
  'milesight-em500-smtc': { label: 'Milesight EM500-SMTC', oneDepth: true, depthsCm: [] },
  'decentlab-dl-smtp': {
    label: 'Decentlab DL-SMTP',
    oneDepth: false,
    depthsCm: [10, 20, 30, 40, 50, 60, 70, 80],
  },
  'decentlab-dl-trs12': { label: 'Decentlab DL-TRS12 (METER TEROS 12)', oneDepth: true, depthsCm: [] },
};
