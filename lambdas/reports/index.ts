/** Reports: whole-farm downloads (the farm-year zip). What the other domains use of it. */
export { farmYearZip, type FarmYear } from './services/farm-export';
