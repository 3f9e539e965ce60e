/**
 * What the management API answers (list rows): one definition for the handlers that
 * produce these shapes and the web app that reads them.
 */
import * as z from 'zod';
import { GATEWAY_KINDS } from '../lorawan/kinds';
import { pointView, polygonView } from '../geo';
import { zoneSystemSchema } from '../irrigation/system';

export type { FieldView } from './field-view';

export const sensorView = z.strictObject({
  sensor_id: z.string(),
  alias: z.string(),
  field_id: z.string(),
  field_name: z.string(),
  gateway_id: z.string().nullable().describe('The gateway it was registered through, if any.'),
  points: pointView,
  sleeping: z.number().describe('Seconds between readings.'),
  battery_threshold: z.number().describe('Battery percentage below which it warns.'),
  outside_field: z.boolean().describe("Placed outside its field's outline: shown with a warning."),
  created_at: z.string(),
});
export type SensorView = z.infer<typeof sensorView>;

export const GATEWAY_STATUSES = ['online', 'offline', 'never-seen', 'pairing'] as const;
export type GatewayStatus = (typeof GATEWAY_STATUSES)[number];

export const gatewayView = z.strictObject({
  gateway_id: z.string(),
  name: z.string(),
  kind: z.enum(GATEWAY_KINDS).describe('fieldwise (our ingest API) or a LoRaWAN network server.'),
  field_ids: z.array(z.string()).describe('The fields it serves.'),
  status: z.enum(GATEWAY_STATUSES),
  last_seen: z.string().nullable().describe('When it last sent readings (ISO), null if never.'),
  pairing_until: z.string().nullable().describe('When pairing mode ends (ISO), null when not pairing.'),
  created_at: z.string(),
});
export type GatewayView = z.infer<typeof gatewayView>;

/**
 * `POST /api/gateway/sensors` rows: sensors registered through the gateways, and sensors a
 * gateway heard while pairing that nobody has registered yet (`registered: false`, no position).
 */
export const gatewaySensorRow = z.strictObject({
  sensor_id: z.string(),
  gateway_id: z.string(),
  registered: z.boolean(),
  points: pointView.nullable(),
  field_id: z.string().nullable(),
  alias: z.string(),
  heard_at: z.string().nullable().describe('When the gateway last heard it while pairing (unregistered sensors only).'),
});
export type GatewaySensorRow = z.infer<typeof gatewaySensorRow>;

const percent = (what: string) => z.number().describe(`${what} (volumetric %)`);

/**
 * A zone's stored parameters: the soil type per label depth (25/75/125) and the soil limits per
 * measured depth under the spec's wire names: *_50 = 10 cm, *_100 = 50 cm, *_150 = 100 cm.
 */
export const zoneParams = z.strictObject({
  id: z.string(),
  zonename: z.string(),
  field_id: z.string(),
  croptype: z.string(),
  interest_layer: z.number().describe('The depth the grower watches: 50, 100 or 150 (10, 50 or 100 cm).'),
  points: polygonView,
  soiltype_25: z.string(),
  soiltype_75: z.string(),
  soiltype_125: z.string(),
  wpoint_50: percent('Wilting point at 10 cm'),
  wpoint_100: percent('Wilting point at 50 cm'),
  wpoint_150: percent('Wilting point at 100 cm'),
  fcapacity_50: percent('Field capacity at 10 cm'),
  fcapacity_100: percent('Field capacity at 50 cm'),
  fcapacity_150: percent('Field capacity at 100 cm'),
  saturation_50: percent('Saturation at 10 cm'),
  saturation_100: percent('Saturation at 50 cm'),
  saturation_150: percent('Saturation at 100 cm'),
  /**
   * Share of the WP–FC range above the wilting point where the refill point sits (0.1–0.9). Zones
   * saved before it existed have none: they use DEFAULT_REFILL_SHARE (shared/alerts/kinds.ts).
   */
  refill_share: z.number().optional(),
  /** The zone's irrigation system and crop (shared/irrigation/system.ts); absent until the grower sets it. */
  system: zoneSystemSchema.optional(),
});
export type ZoneParams = z.infer<typeof zoneParams>;

/** A zone list row: its parameters plus the names of its field and farm. */
export const zoneRow = zoneParams.extend({
  refill_share: z.number().describe('Where the refill point sits between wilting point (0) and field capacity (1).'),
  fieldname: z.string(),
  farmname: z.string(),
});
export type ZoneRow = z.infer<typeof zoneRow>;
