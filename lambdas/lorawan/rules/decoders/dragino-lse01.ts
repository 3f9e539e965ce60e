/** Dragino LSE01: one periodic uplink on port 2 (dragino-soil.ts); no other port carries readings. */
import type { DeviceDecoder } from './field-map';
import { fromDecodedOne } from './field-map';
import {
  DRAGINO_FIELD_MAP,
  DRAGINO_SOIL_LENGTH,
  DRAGINO_SOIL_PORT,
  draginoSoilWords,
  readDraginoSoil,
} from './dragino-soil';
import { fail, hasSoil } from './values';

export const draginoLse01: DeviceDecoder = {
  fieldMap: DRAGINO_FIELD_MAP,
  decode(fPort, bytes) {
    if (fPort !== DRAGINO_SOIL_PORT)
      return fail(`This uplink came on port ${fPort ?? 'none'}; an LSE01 sends its readings on port 2.`);
    if (bytes.length < DRAGINO_SOIL_LENGTH)
      return fail(`The payload is ${bytes.length} bytes; an LSE01 reading is ${DRAGINO_SOIL_LENGTH}.`);
    const rec = readDraginoSoil(bytes);
    if (!hasSoil(rec))
      return fail(
        `The sensor's values are outside what it can measure (${draginoSoilWords(bytes)}): is the probe in the soil?`,
      );
    return { ok: true, records: [rec] };
  },
  fromDecoded: (decoded) => fromDecodedOne(DRAGINO_FIELD_MAP, decoded, 'LSE01'),
};
