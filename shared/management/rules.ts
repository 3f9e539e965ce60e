/** Management rules with their exact messages; used by the forms and the handlers. */
import * as z from 'zod';
import { managementMessages as m } from '../messages';
import { scaledNumber } from '../validation/numbers';

/** Starts with a letter; letters, digits and spaces only; more than 2 characters. */
export const NAME_RE = /^[A-Za-z][A-Za-z0-9 ]{2,}$/;
/** Starts with a letter, at least 3 characters. */
export const ZONE_NAME_RE = /^[A-Za-z].{2,}$/;
/** Three upper-case letters, then at least 9 letters or digits. */
export const SENSOR_ID_RE = /^[A-Z]{3}[A-Za-z0-9]{9,}$/;
/** Gateway ids: letters, digits, dash and underscore, 3 to 64 characters. */
export const GATEWAY_ID_RE = /^[A-Za-z0-9][A-Za-z0-9_-]{2,63}$/;

export const fieldNameSchema = z.string().trim().max(64, m.name).regex(NAME_RE, m.name);
export const farmNameSchema = fieldNameSchema;
export const zoneNameSchema = z.string().trim().max(64, m.zoneName).regex(ZONE_NAME_RE, m.zoneName);
export const sensorIdSchema = z
  .string()
  .trim()
  .min(1, m.missingSensorId)
  .max(64, m.sensorId)
  .regex(SENSOR_ID_RE, m.sensorId);
export const gatewayIdSchema = z.string().trim().regex(GATEWAY_ID_RE, m.gatewayId);

/** Wilting point, field capacity, saturation: 0 ≤ n < 100. Accepts numeric strings (forms). */
export const soilPercentSchema = scaledNumber(
  { min: 0, max: 100, maxExclusive: true, message: m.percent },
  { coerce: true },
);

/**
 * A zone's refill share: where between wilting point (0) and field capacity (1) its refill point
 * sits. Kept off the ends, where "refill" would mean at wilting or at field capacity.
 */
export const REFILL_SHARE_MIN = 0.1;
export const REFILL_SHARE_MAX = 0.9;
export const refillShareMessage = `a share from ${REFILL_SHARE_MIN} to ${REFILL_SHARE_MAX}`;
export const refillShareSchema = scaledNumber(
  { min: REFILL_SHARE_MIN, max: REFILL_SHARE_MAX, message: refillShareMessage },
  { coerce: true },
);

/** Battery threshold: 0 to 100 percent. */
export const batteryThresholdSchema = scaledNumber({ min: 0, max: 100, message: m.battery }, { coerce: true });

export const isValidName = (v: string): boolean => NAME_RE.test(v.trim());
export const isValidSensorId = (v: string): boolean => SENSOR_ID_RE.test(v.trim());
