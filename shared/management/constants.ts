/** Business constants of management. */

export const CROP_TYPES = [
  'Wheat',
  'Canola',
  'Rice',
  'Corn',
  'Soy',
  'Spinach',
  'Rocket',
  'Lettuce',
  'Kale',
  'Mizuna',
  'Tatsoi and herbs',
  'Coriander',
  'Parsley',
  'Dill',
  'Spring onion',
  'Zucchini',
  'Cauliflower',
  'Pumpkin',
  'Others',
] as const;
export type CropType = (typeof CROP_TYPES)[number];
export const DEFAULT_CROP: CropType = 'Rice';

export const SOIL_TYPES = ['Clay', 'Loam', 'Clay-Loam', 'Sand'] as const;
export type SoilType = (typeof SOIL_TYPES)[number];

/** Default wilting point, field capacity and saturation (percent) per soil type. */
export const SOIL_DEFAULTS: Record<SoilType, { wiltingPoint: number; fieldCapacity: number; saturation: number }> = {
  Clay: { wiltingPoint: 25, fieldCapacity: 40, saturation: 60 },
  Loam: { wiltingPoint: 7, fieldCapacity: 20, saturation: 30 },
  'Clay-Loam': { wiltingPoint: 17, fieldCapacity: 30, saturation: 30 },
  Sand: { wiltingPoint: 2, fieldCapacity: 7, saturation: 30 },
};

/** Depth layers: named 25/75/125 cm for soil type, stored as 50/100/150 for the parameters. */
export const DEPTH_LAYERS = [
  { label: 25, stored: 50 },
  { label: 75, stored: 100 },
  { label: 125, stored: 150 },
] as const;
export const INTEREST_LAYERS = [50, 100, 150] as const;
export const DEFAULT_INTEREST_LAYER = 50;

/** Sensor sleeping options in seconds (the field is disabled in the form); default 2 h. */
export const SLEEPING_OPTIONS = [
  { seconds: 30, label: '30 s' },
  { seconds: 60, label: '1 min' },
  { seconds: 120, label: '2 min' },
  { seconds: 1800, label: '0.5 h' },
  { seconds: 3600, label: '1 h' },
  { seconds: 7200, label: '2 h' },
  { seconds: 10800, label: '3 h' },
  { seconds: 14400, label: '4 h' },
  { seconds: 18000, label: '5 h' },
  { seconds: 21600, label: '6 h' },
  { seconds: 28800, label: '8 h' },
  { seconds: 36000, label: '10 h' },
  { seconds: 43200, label: '12 h' },
] as const;
export const DEFAULT_SLEEPING = 7200;
export const DEFAULT_BATTERY_THRESHOLD = 80;

export const PAIRING_INSTRUCTION = 'Wait about 60 s: the sensor flashes twice when it has paired.';
/** How long `POST /api/gateway/setup` keeps gateways in pairing mode. */
export const PAIRING_MINUTES = 10;

/** Sensor point coordinates are kept to 6 decimals (about 0.1 m). */
export const COORDINATE_DECIMALS = 6;
export const MAP_DEFAULT_ZOOM = 12;
export const MAX_POLYGON_VERTICES = 500;
