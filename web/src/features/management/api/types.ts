/** What the management API answers (spec §3 list rows, lambdas/services/*). */
import type { Point, Polygon } from '../../../../../shared/geo';

export interface Field {
  field_id: string;
  field_name: string;
  farm_name: string;
  crop_type: string;
  points: Polygon;
  coordinates: { lat: number; lng: number }[];
  created_at: string;
}

export interface Sensor {
  sensor_id: string;
  alias: string;
  field_id: string;
  field_name: string;
  gateway_id: string | null;
  points: Point;
  sleeping: number;
  battery_threshold: number;
  outside_field: boolean;
}

export interface Gateway {
  gateway_id: string;
  name: string;
  field_ids: string[];
  status: 'online' | 'offline' | 'never-seen' | 'pairing';
  last_seen: string | null;
  pairing_until: string | null;
  created_at: string;
}

export interface ZoneRow {
  id: string;
  zonename: string;
  field_id: string;
  fieldname: string;
  farmname: string;
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
}
