/** The query keys of the management data, and what a farm or field change makes stale. */
import { gatewayKeys } from '../../../api/gateways';
import { readingKeys } from '../../../api/readings';
import { sensorKeys } from '../../../api/sensors';
import { zoneKeys } from '../../../api/zones';

export { gatewayKeys, sensorKeys, zoneKeys };
export const farmKeys = { all: ['farms'] as const };
export const fieldKeys = { all: ['fields'] as const };

/**
 * Saving or deleting a field or a farm reaches everything beneath it: the farm list (a new farm),
 * the fields (and their moisture, kept under them), their zones (which show field and farm names),
 * their sensors (inside or outside the outline, deleted with the field), the readings of those
 * sensors and the gateways' field lists.
 */
export const farmDataKeys = [
  farmKeys.all,
  fieldKeys.all,
  zoneKeys.all,
  sensorKeys.all,
  readingKeys.all,
  gatewayKeys.all,
] as const;
