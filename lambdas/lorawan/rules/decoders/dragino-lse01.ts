/** Dragino LSE01: one periodic uplink on port 2 (dragino-soil.ts); no other port carries readings. */
import type { DeviceDecoder } from './field-map';
import { fromDecodedOne } from './field-map';
import {
  DRAGINO_FIELD_MAP,
  DRAGINO_SOIL_LENGTH,
  DRAGINO_SOIL_PORT,
  draginoSoilValues,
  readDraginoSoil,
} from './dragino-soil';
import { fail, hasSoil } from './values';

export const draginoLse01: DeviceDecoder = {
  fieldMap: DRAGINO_FIELD_MAP,
  decode(fPort, bytes) {
    if (fPort !== DRAGINO_SOIL_PORT)
      return fail('wrong_port', { port: fPort ?? null, model: 'LSE01', expected: DRAGINO_SOIL_PORT });
    if (bytes.length < DRAGINO_SOIL_LENGTH)
      return fail('payload_length', { bytes: bytes.length, model: 'LSE01', length: DRAGINO_SOIL_LENGTH });
    const rec = readDraginoSoil(bytes);
    if (!hasSoil(rec)) return fail('values_outside_probe', draginoSoilValues(bytes));
    return { ok: true, records: [rec] };
  },
  fromDecoded: (decoded) => fromDecodedOne(DRAGINO_FIELD_MAP, decoded, 'LSE01'),
};
