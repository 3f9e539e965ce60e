/**
 * The names of irrigation methods, crops, field crop types and soil types in the person's language,
 * as maps of full message keys (the catalogue test finds every key), and a zone's system in a few
 * words. The management pages, the zone card, the report and the server's texts all use these.
 */
import { cropById, defaultRootDepthCm } from '../../agronomy/crops';
import { efficiencyOf, FALLBACK_ROOT_DEPTH_CM, type IrrigationMethod, type ZoneSystem } from '../../irrigation/system';
import type { CropType, SoilType } from '../../management/constants';
import type { MessageKey } from '../catalogue';
import type { MessageValues } from '../translator';

export const IRRIGATION_METHOD_KEYS: Readonly<Record<IrrigationMethod, MessageKey>> = {
  drip: 'agronomy.methodDrip',
  'micro-sprinkler': 'agronomy.methodMicroSprinkler',
  sprinkler: 'agronomy.methodSprinkler',
  pivot: 'agronomy.methodPivot',
  'furrow-flood': 'agronomy.methodFurrowFlood',
  other: 'agronomy.methodOther',
};

/** FAO-56 crops by id (shared/agronomy/crops.ts); a unit test checks every crop has one. */
export const CROP_NAME_KEYS: Readonly<Record<string, MessageKey>> = {
  alfalfa: 'agronomy.cropAlfalfa',
  barley: 'agronomy.cropBarley',
  'beans-green': 'agronomy.cropBeansGreen',
  broccoli: 'agronomy.cropBroccoli',
  cabbage: 'agronomy.cropCabbage',
  canola: 'agronomy.cropCanola',
  carrot: 'agronomy.cropCarrot',
  cauliflower: 'agronomy.cropCauliflower',
  cotton: 'agronomy.cropCotton',
  cucumber: 'agronomy.cropCucumber',
  'grapes-table': 'agronomy.cropGrapesTable',
  'grapes-wine': 'agronomy.cropGrapesWine',
  lettuce: 'agronomy.cropLettuce',
  'maize-grain': 'agronomy.cropMaizeGrain',
  'maize-sweet': 'agronomy.cropMaizeSweet',
  melon: 'agronomy.cropMelon',
  'onion-dry': 'agronomy.cropOnionDry',
  'onion-green': 'agronomy.cropOnionGreen',
  peanut: 'agronomy.cropPeanut',
  pepper: 'agronomy.cropPepper',
  potato: 'agronomy.cropPotato',
  pumpkin: 'agronomy.cropPumpkin',
  rice: 'agronomy.cropRice',
  sorghum: 'agronomy.cropSorghum',
  soybean: 'agronomy.cropSoybean',
  spinach: 'agronomy.cropSpinach',
  'sugar-beet': 'agronomy.cropSugarBeet',
  sunflower: 'agronomy.cropSunflower',
  tomato: 'agronomy.cropTomato',
  'wheat-spring': 'agronomy.cropWheatSpring',
  zucchini: 'agronomy.cropZucchini',
};

/** A crop's name key, or undefined for an unknown id (never an inherited property). */
export const cropNameKey = (id: string | null | undefined): MessageKey | undefined =>
  id && Object.hasOwn(CROP_NAME_KEYS, id) ? CROP_NAME_KEYS[id] : undefined;

/** The crop types a field or zone is labelled with (shared/management/constants.ts). */
export const CROP_TYPE_KEYS: Readonly<Record<CropType, MessageKey>> = {
  Wheat: 'agronomy.cropTypeWheat',
  Canola: 'agronomy.cropTypeCanola',
  Rice: 'agronomy.cropTypeRice',
  Corn: 'agronomy.cropTypeCorn',
  Soy: 'agronomy.cropTypeSoy',
  Spinach: 'agronomy.cropTypeSpinach',
  Rocket: 'agronomy.cropTypeRocket',
  Lettuce: 'agronomy.cropTypeLettuce',
  Kale: 'agronomy.cropTypeKale',
  Mizuna: 'agronomy.cropTypeMizuna',
  'Tatsoi and herbs': 'agronomy.cropTypeTatsoi',
  Coriander: 'agronomy.cropTypeCoriander',
  Parsley: 'agronomy.cropTypeParsley',
  Dill: 'agronomy.cropTypeDill',
  'Spring onion': 'agronomy.cropTypeSpringOnion',
  Zucchini: 'agronomy.cropTypeZucchini',
  Cauliflower: 'agronomy.cropTypeCauliflower',
  Pumpkin: 'agronomy.cropTypePumpkin',
  Others: 'agronomy.cropTypeOthers',
};

/** A stored crop type's key; a free-text crop (older fields) has none and is shown as typed. */
export const cropTypeKey = (crop: string | null | undefined): MessageKey | undefined =>
  crop && Object.hasOwn(CROP_TYPE_KEYS, crop) ? CROP_TYPE_KEYS[crop as CropType] : undefined;

export const SOIL_TYPE_KEYS: Readonly<Record<SoilType, MessageKey>> = {
  Clay: 'agronomy.soilClay',
  Loam: 'agronomy.soilLoam',
  'Clay-Loam': 'agronomy.soilClayLoam',
  Sand: 'agronomy.soilSand',
};

/** What `describeSystemIn` needs: a translator and quantity/day formatting in the person's units. */
export interface SystemWords {
  t: (key: MessageKey, values?: MessageValues) => string;
  /** An SI value with its unit in the person's system ("4 mm/h", "0.16 in/h"). */
  quantity: (q: 'rate' | 'depth', si: number) => string;
  /** A yyyy-mm-dd day as the locale writes it. */
  day: (isoDay: string) => string;
}

/** "Drip, 4 mm/h, 90 % efficient · Maize (corn), grain, roots 60 cm, planted 06/10/2026", translated. */
export function describeSystemIn(s: ZoneSystem, w: SystemWords): string {
  const crop = cropById(s.crop);
  const root = s.root_depth_cm ?? (crop ? defaultRootDepthCm(crop) : FALLBACK_ROOT_DEPTH_CM);
  const system = w.t('agronomy.systemMethod', {
    method: w.t(IRRIGATION_METHOD_KEYS[s.method]),
    rate: w.quantity('rate', s.application_rate_mm_h),
    efficiency: efficiencyOf(s),
  });
  const depth = w.quantity('depth', root);
  const cropKey = cropNameKey(s.crop);
  const roots = cropKey
    ? w.t('agronomy.systemCropRoots', { crop: w.t(cropKey), depth })
    : w.t('agronomy.systemRoots', { depth });
  const planted = s.planting_date ? `, ${w.t('agronomy.systemPlanted', { day: w.day(s.planting_date) })}` : '';
  return `${system} · ${roots}${planted}`;
}
