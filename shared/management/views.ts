/**
 * What the management API answers (list rows): one definition for the handlers that
 * produce these shapes and the web app that reads them.
 */
import type { Point, Polygon } from '../geo';
import type { ZoneSystem } from '../irrigation/system';

export type { FieldView } from './field-view';

export interface SensorView {
  sensor_id: string;
  alias: string;
  field_id: string;
  field_name: string;
  gateway_id: string | null;
  points: Point;
  sleeping: number;
  battery_threshold: number;
  /** Placed outside its field's outline: shown with a warning. */
  outside_field: boolean;
  created_at: string;
}

export type GatewayStatus = 'online' | 'offline' | 'never-seen' | 'pairing';

export interface GatewayView {
  gateway_id: string;
  name: string;
  field_ids: string[];
  status: GatewayStatus;
  last_seen: string | null;
  pairing_until: string | null;
  created_at: string;
}

/**
 * `POST /api/gateway/sensors` rows: sensors registered through the gateways, and sensors a
 * gateway heard while pairing that nobody has registered yet (`registered: false`, no position).
 */
export interface GatewaySensorRow {
  sensor_id: string;
  gateway_id: string;
  registered: boolean;
  points: unknown;
  field_id: string | null;
  alias: string;
  /** When the gateway last heard it while pairing (unregistered sensors only). */
  heard_at: string | null;
}

/** A zone's stored parameters (soil type per label depth, values per stored depth). */
export interface ZoneParams {
  id: string;
  zonename: string;
  field_id: string;
  croptype: string;
  interest_layer: number;
  points: Polygon;
  soiltype_25: string;
  soiltype_75: string;
  soiltype_125: string;
  wpoint_50: number;
  wpoint_100: number;
  wpoint_150: number;
  fcapacity_50: number;
  fcapacity_100: number;
  fcapacity_150: number;
  saturation_50: number;
  saturation_100: number;
  saturation_150: number;
  /**
   * Share of the WP–FC range above the wilting point where the refill point sits (0.1–0.9). Zones
   * saved before it existed have none: they use DEFAULT_REFILL_SHARE (shared/alerts/kinds.ts).
   */
  refill_share?: number;
  /** The zone's irrigation system and crop (shared/irrigation/system.ts); absent until the grower sets it. */
  system?: ZoneSystem;
}

/** A zone list row: its parameters plus the names of its field and farm. */
export interface ZoneRow extends ZoneParams {
  /** Always present in an answer: the zone's own share, else the default. */
  refill_share: number;
  fieldname: string;
  farmname: string;
}
