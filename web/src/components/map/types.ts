import type { Point, Polygon } from '@shared/geo';

export interface MapZone {
  id: string;
  name: string;
  polygon: Polygon;
}

export interface MapSensor {
  id: string;
  label: string;
  point: Point;
  /** Drawn in the warning colour: placed outside its field's outline. */
  outside?: boolean;
}

/** The one map interface of the app; implemented by the Google map and the offline map. */
export interface FieldMapProps {
  /** Accessible name of the map region. */
  label: string;
  height?: number;
  /** The field outline (blue); the view fits it. */
  field?: Polygon | null;
  /** Other fields to show faintly (context while drawing a new one). */
  otherFields?: Polygon[];
  /** Zone outlines (pink and purple, alternating). */
  zones?: MapZone[];
  sensors?: MapSensor[];
  /** What a click draws: a polygon to draw/edit, a marker to place/drag, or nothing. */
  draw?: 'polygon' | 'marker' | null;
  /** The polygon being drawn or edited (closed ring), and its change handler. */
  polygon?: Polygon | null;
  onPolygonChange?: (polygon: Polygon | null) => void;
  /** The marker being placed, and its change handler (coordinates rounded to 6 decimals). */
  marker?: Point | null;
  onMarkerChange?: (point: Point) => void;
}

export const MAP_COLOURS = {
  field: '#1f6feb',
  otherField: '#6b8f7a',
  zones: ['#e3489b', '#8250df'],
  sensor: '#f2a900',
  sensorOutside: '#c93c37',
  drawing: '#f2a900',
} as const;

/** Where the map opens with nothing to fit: Sydney (the product's home region). */
export const DEFAULT_CENTER = { lat: -33.8688, lng: 151.2093 };
