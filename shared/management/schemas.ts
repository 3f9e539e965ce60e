/**
 * Payloads of the management API, parsed by the handlers and used by the forms.
 * Form bodies arrive as strings: numbers are coerced and geometries may be JSON strings.
 */
import * as z from 'zod';
import { GATEWAY_KINDS } from '../lorawan/kinds';
import { sensorDevicesSchema } from '../lorawan/pairing';
import { frostThresholdSchema } from '../alerts/frost';
import { jsonOrValue, pointSchema, polygonSchema } from '../geo';
import {
  CROP_TYPES,
  DEFAULT_BATTERY_THRESHOLD,
  DEFAULT_CROP,
  DEFAULT_INTEREST_LAYER,
  DEFAULT_SLEEPING,
  INTEREST_LAYERS,
  SLEEPING_OPTIONS,
  SOIL_DEFAULTS,
  SOIL_TYPES,
  type SoilType,
} from './constants';
import { zoneSystemSchema } from '../irrigation/system';
import {
  batteryThresholdSchema,
  farmNameSchema,
  refillShareSchema,
  fieldNameSchema,
  gatewayIdSchema,
  sensorIdSchema,
  soilPercentSchema,
  zoneNameSchema,
} from './rules';

const userNameField = z.string().max(128).optional();
const idSchema = z.string().trim().min(1, 'an id is required').max(64);
const polygonInput = z.preprocess(jsonOrValue, polygonSchema);
const pointInput = z.preprocess(jsonOrValue, pointSchema);
const cropType = z.enum(CROP_TYPES, { message: `choose one of: ${CROP_TYPES.join(', ')}` });
const soilType = z.enum(SOIL_TYPES, { message: `choose one of: ${SOIL_TYPES.join(', ')}` });
const sleeping = z.coerce
  .number()
  .refine(
    (n) => SLEEPING_OPTIONS.some((o) => o.seconds === n),
    `choose one of ${SLEEPING_OPTIONS.map((o) => o.seconds).join(', ')} seconds`,
  );

/**
 * The spec's list forms name their owner; the server lists the token's user and refuses another
 * name (403), so the field is optional.
 */
export const ownerFormSchema = z.object({ userName: userNameField });

export const farmFormSchema = z.object({ userName: userNameField, farmName: farmNameSchema });

export const addFieldSchema = z.object({
  userName: userNameField,
  fieldName: fieldNameSchema,
  farmName: farmNameSchema,
  cropType: cropType.default(DEFAULT_CROP),
  geom: polygonInput,
  /** Absent: the field warns of frost at DEFAULT_FROST_THRESHOLD_C. */
  frost_threshold_c: frostThresholdSchema.optional(),
});
export type AddFieldInput = z.infer<typeof addFieldSchema>;

export const updateFieldSchema = z.object({
  userName: userNameField,
  fieldName: fieldNameSchema.optional(),
  farmName: farmNameSchema.optional(),
  cropType: cropType.optional(),
  geom: polygonInput.optional(),
  frost_threshold_c: frostThresholdSchema.optional(),
});
export type UpdateFieldInput = z.infer<typeof updateFieldSchema>;

export const zonePayloadSchema = z.object({
  zoneName: zoneNameSchema,
  cropType: cropType,
  soilType25: soilType,
  soilType75: soilType,
  soilType125: soilType,
  wiltingPoint50: soilPercentSchema,
  wiltingPoint100: soilPercentSchema,
  wiltingPoint150: soilPercentSchema,
  fieldCapacity50: soilPercentSchema,
  fieldCapacity100: soilPercentSchema,
  fieldCapacity150: soilPercentSchema,
  saturation50: soilPercentSchema,
  saturation100: soilPercentSchema,
  saturation150: soilPercentSchema,
  geom: polygonInput,
  interest_layer: z.coerce
    .number()
    .refine((n) => (INTEREST_LAYERS as readonly number[]).includes(n), 'choose 50, 100 or 150')
    .default(DEFAULT_INTEREST_LAYER),
  fieldId: idSchema.optional(),
  /** Absent: a new zone takes DEFAULT_REFILL_SHARE, an edited one keeps its own. */
  refillShare: refillShareSchema.optional(),
  /** The irrigation system and crop. Absent: a new zone has none, an edited one keeps its own; null clears it. */
  system: z.preprocess(jsonOrValue, zoneSystemSchema).nullable().optional(),
});
export type ZonePayload = z.infer<typeof zonePayloadSchema>;

/** A zone's soil fields with one soil type at every depth and that soil's defaults. */
export function uniformSoil(soil: SoilType) {
  const d = SOIL_DEFAULTS[soil];
  return {
    soilType25: soil,
    soilType75: soil,
    soilType125: soil,
    wiltingPoint50: d.wiltingPoint,
    wiltingPoint100: d.wiltingPoint,
    wiltingPoint150: d.wiltingPoint,
    fieldCapacity50: d.fieldCapacity,
    fieldCapacity100: d.fieldCapacity,
    fieldCapacity150: d.fieldCapacity,
    saturation50: d.saturation,
    saturation100: d.saturation,
    saturation150: d.saturation,
  };
}
/** What the zone form edits (geometry and field chosen separately). */
export type ZonePayloadInput = z.input<typeof zonePayloadSchema>;

export const newSensorSchema = z.object({
  sensorId: sensorIdSchema,
  fieldId: idSchema,
  username: userNameField,
  userName: userNameField,
  gatewayId: gatewayIdSchema.optional(),
  geom: pointInput,
  sleeping: sleeping.default(DEFAULT_SLEEPING),
  alias: z.string().trim().max(64, 'at most 64 characters').default(''),
  battery_threshold: batteryThresholdSchema.default(DEFAULT_BATTERY_THRESHOLD),
  /** Through a LoRaWAN connection (and only then): the devices the sensor is made of. */
  devices: sensorDevicesSchema
    .optional()
    .describe(
      'Through a LoRaWAN connection (required then): JSON list of the devices it is made of, ' +
        '[{ "dev_eui", "device_type", "depth_cm" }].',
    ),
});
export type NewSensorInput = z.infer<typeof newSensorSchema>;

export const updateSensorSchema = z.object({
  geom: pointInput.optional(),
  sleeping: sleeping.optional(),
  alias: z.string().trim().max(64, 'at most 64 characters').optional(),
  field_id: idSchema.optional(),
  /** A zone of the sensor's (new) field its position must lie in; zones hold no sensor list, the position decides. */
  zone_id: idSchema.optional(),
  battery_threshold: batteryThresholdSchema.optional(),
});
export type UpdateSensorInput = z.infer<typeof updateSensorSchema>;

export const registerGatewaySchema = z.object({
  gatewayId: gatewayIdSchema,
  name: z.string().trim().max(64).optional(),
  kind: z
    .enum(GATEWAY_KINDS)
    .default('fieldwise')
    .describe('fieldwise (our ingest API) or the LoRaWAN network server that pushes its uplinks.'),
});
export const updateGatewaySchema = z.object({
  name: z.string().trim().max(64).optional(),
  fieldIds: z.array(idSchema).max(200).optional(),
});
export const gatewaySetupSchema = z.object({
  status: z.enum(['on', 'off']),
  gatewayIds: z.array(gatewayIdSchema).min(1).max(50),
});
export const gatewaySensorsSchema = z.object({ gatewayIds: z.array(gatewayIdSchema).max(50), userName: userNameField });
export const byFieldFormSchema = z.object({ fieldId: idSchema, username: userNameField, userName: userNameField });
