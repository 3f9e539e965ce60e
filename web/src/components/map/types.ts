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

/** A field drawn as a pin with its name (the farm map). */
export interface MapPin {
  /** The field id. */
  id: string;
  point: Point;
  /** The name shown beside the pin. */
  label: string;
  /** Accessible name and hover text. */
  title: string;
  selected?: boolean;
}

/** A sensor drawn as a coloured circle (the dashboards' maps). */
export interface MapCircle {
  /** The sensor id. */
  id: string;
  point: Point;
  /** Accessible name and hover text: who it is and what its colour says. */
  title: string;
  /** Shown beside the circle at all times (the info view's alias), when set. */
  label?: string;
  /** A short mark drawn on the circle (the detail page's chart letters, 'A', 'B' or 'AB'). */
  mark?: string;
  colour: string;
  /** A stable hook for styles and tests: the colour band '0'…'3', or why there is none. */
  band: string;
  selected?: boolean;
  /** The lines of its popup. */
  popup: string[];
}

/** The one map interface of the app; implemented by the Google map and the offline map. */
export interface FieldMapProps {
  /** Accessible name of the map region. */
  label: string;
  height?: number;
  /** 'static': no scroll-zoom and no default controls. Fixed for the map's life. */
  interaction?: 'full' | 'static';
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
  /** Sensor circles; their radius in metres grows as the zoom falls. */
  circles?: MapCircle[];
  /** Group circles closer than the cluster grid (60 px). Fixed for the map's life. */
  cluster?: boolean;
  /** A click (or Enter/Space on a focused circle). */
  onCircleClick?: (id: string) => void;
  /** The circle whose popup is open, and the handler of the popup's closing. */
  popupId?: string | null;
  onPopupClose?: () => void;
  /** A pushpin with a name beside it (the field on the non-detail map). */
  pushpin?: { point: Point; label: string } | null;
  /**
   * Field pins (the farm map): each a button, clustered on the 60 px grid when close together;
   * with no field to fit, the view fits them.
   */
  pins?: MapPin[];
  /** A click (or Enter/Space on a focused pin). */
  onPinClick?: (id: string) => void;
}

export const MAP_COLOURS = {
  field: '#1f6feb',
  otherField: '#6b8f7a',
  zones: ['#e3489b', '#8250df'],
  sensor: '#f2a900',
  sensorOutside: '#c93c37',
  drawing: '#f2a900',
  pushpin: '#c93c37',
} as const;

/** Cluster grid size, pixels. */
export const CLUSTER_GRID_PX = 60;
/**
 * From this zoom in (a field a few hundred metres across fills the map) every sensor is drawn on
 * its own; farther out, circles within the grid merge into clusters.
 */
export const UNCLUSTERED_FROM_ZOOM = 15;

/** Where the map opens with nothing to fit: Sydney (the product's home region). */
export const DEFAULT_CENTER = { lat: -33.8688, lng: 151.2093 };
