/**
 * Reference evapotranspiration (ET0) by the FAO-56 Penman-Monteith method (Allen et al. 1998,
 * FAO Irrigation and Drainage Paper 56): the grass reference crop, 0.12 m tall, surface
 * resistance 70 s/m, albedo 0.23. Pure functions, one per equation, named for what they give,
 * with the paper's units: °C, kPa, m/s, MJ m⁻² per day (or per hour), mm per day (or hour).
 * The equation numbers are the paper's, so each line can be checked against it.
 */

const SOLAR_CONSTANT = 0.082; // MJ m⁻² min⁻¹
const STEFAN_BOLTZMANN_DAY = 4.903e-9; // MJ K⁻⁴ m⁻² day⁻¹
const ALBEDO = 0.23;
/** FAO-56 adds 273.16 in the longwave terms (ASCE too); kept so results match the paper. */
const KELVIN = 273.16;
/** Ångström coefficients where no local calibration exists (eq. 35). */
const ANGSTROM = { as: 0.25, bs: 0.5 } as const;

// ——— Atmosphere ———

/** Atmospheric pressure at elevation z (m), kPa (eq. 7). */
export const atmosphericPressure = (elevation: number) => 101.3 * ((293 - 0.0065 * elevation) / 293) ** 5.26;

/** Psychrometric constant, kPa/°C (eq. 8). */
export const psychrometricConstant = (pressure: number) => 0.665e-3 * pressure;

/** Saturation vapour pressure at temperature T, kPa (eq. 11). */
export const saturationVapourPressure = (t: number) => 0.6108 * Math.exp((17.27 * t) / (t + 237.3));

/** Mean saturation vapour pressure of a day: the mean of e°(Tmax) and e°(Tmin), not e°(Tmean) (eq. 12). */
export const meanSaturationVapourPressure = (tmin: number, tmax: number) =>
  (saturationVapourPressure(tmax) + saturationVapourPressure(tmin)) / 2;

/** Slope of the saturation vapour pressure curve at T, kPa/°C (eq. 13). */
export const saturationSlope = (t: number) => (4098 * saturationVapourPressure(t)) / (t + 237.3) ** 2;

/** Actual vapour pressure from the dew point, kPa (eq. 14); with Tmin for Tdew where humidity is missing (eq. 48). */
export const vapourPressureFromDewPoint = (tdew: number) => saturationVapourPressure(tdew);

/** Actual vapour pressure from daily RHmax and RHmin, % (eq. 17). */
export const vapourPressureFromRhExtremes = (tmin: number, tmax: number, rhmax: number, rhmin: number) =>
  (saturationVapourPressure(tmin) * (rhmax / 100) + saturationVapourPressure(tmax) * (rhmin / 100)) / 2;

/** Actual vapour pressure from mean relative humidity, % (eq. 19). */
export const vapourPressureFromRhMean = (tmin: number, tmax: number, rhmean: number) =>
  (rhmean / 100) * meanSaturationVapourPressure(tmin, tmax);

/** Actual vapour pressure from a psychrometer's dry and wet bulb, kPa (eq. 15); ventilated (Asmann) by default. */
export const vapourPressureFromPsychrometer = (tdry: number, twet: number, pressure: number, apsy = 0.000662) =>
  saturationVapourPressure(twet) - apsy * pressure * (tdry - twet);

/** Wind speed at 2 m from a reading at height z, m/s (eq. 47). */
export const windAt2m = (speed: number, height: number) =>
  height === 2 ? speed : (speed * 4.87) / Math.log(67.8 * height - 5.42);

// ——— Radiation ———

/** Inverse relative Earth–Sun distance (eq. 23). */
export const inverseRelativeDistance = (dayOfYear: number) => 1 + 0.033 * Math.cos(((2 * Math.PI) / 365) * dayOfYear);

/** Solar declination, rad (eq. 24). */
export const solarDeclination = (dayOfYear: number) => 0.409 * Math.sin(((2 * Math.PI) / 365) * dayOfYear - 1.39);

const toRadians = (deg: number) => (deg * Math.PI) / 180;

/** Sunset hour angle, rad (eq. 25); clamped so polar day and night stay defined. */
export const sunsetHourAngle = (latitudeRad: number, declination: number) =>
  Math.acos(Math.min(1, Math.max(-1, -Math.tan(latitudeRad) * Math.tan(declination))));

/** Extraterrestrial radiation of a day, MJ m⁻² day⁻¹ (eq. 21). */
export function extraterrestrialRadiation(latitudeDeg: number, dayOfYear: number): number {
  const phi = toRadians(latitudeDeg);
  const dr = inverseRelativeDistance(dayOfYear);
  const delta = solarDeclination(dayOfYear);
  const ws = sunsetHourAngle(phi, delta);
  return (
    ((24 * 60) / Math.PI) *
    SOLAR_CONSTANT *
    dr *
    (ws * Math.sin(phi) * Math.sin(delta) + Math.cos(phi) * Math.cos(delta) * Math.sin(ws))
  );
}

/** Daylight hours (eq. 34). */
export const daylightHours = (sunsetAngle: number) => (24 / Math.PI) * sunsetAngle;

/** Solar radiation from sunshine hours n of N possible, MJ m⁻² day⁻¹ (Ångström, eq. 35). */
export const solarRadiationFromSunshine = (sunshine: number, daylight: number, ra: number) =>
  (ANGSTROM.as + ANGSTROM.bs * (sunshine / daylight)) * ra;

/** Solar radiation from the temperature range (Hargreaves, eq. 50); kRs 0.16 inland, 0.19 coastal. */
export const solarRadiationFromTemperature = (ra: number, tmin: number, tmax: number, kRs = 0.16) =>
  kRs * Math.sqrt(Math.max(0, tmax - tmin)) * ra;

/** Clear-sky solar radiation, MJ m⁻² per period (eq. 37). */
export const clearSkyRadiation = (ra: number, elevation: number) => (0.75 + 2e-5 * elevation) * ra;

/** Net shortwave radiation of the grass reference, MJ m⁻² per period (eq. 38). */
export const netShortwave = (rs: number) => (1 - ALBEDO) * rs;

/**
 * Net longwave radiation of a day, MJ m⁻² day⁻¹ (eq. 39). Rs/Rso is limited to 1 (the paper's
 * rule); a day without clear-sky radiation (polar night) counts as overcast.
 */
export function netLongwave(tmin: number, tmax: number, ea: number, rs: number, rso: number): number {
  const ratio = rso > 0 ? Math.min(1, rs / rso) : 0.3;
  const t4 = ((tmax + KELVIN) ** 4 + (tmin + KELVIN) ** 4) / 2;
  return STEFAN_BOLTZMANN_DAY * t4 * (0.34 - 0.14 * Math.sqrt(ea)) * (1.35 * ratio - 0.35);
}

/** Soil heat flux of a month from the previous and next months' mean temperatures (eq. 43). */
export const monthlySoilHeatFlux = (tPrevious: number, tNext: number) => 0.07 * (tNext - tPrevious);

/** The same when the next month is not known yet, from this month's mean (eq. 44). */
export const monthlySoilHeatFluxSoFar = (tPrevious: number, tThis: number) => 0.14 * (tThis - tPrevious);

// ——— Penman-Monteith ———

/** ET0 from its prepared terms, mm per day (eq. 6). */
export function penmanMonteithDaily(t: {
  tmean: number;
  delta: number;
  gamma: number;
  rn: number;
  g: number;
  u2: number;
  es: number;
  ea: number;
}): number {
  const num = 0.408 * t.delta * (t.rn - t.g) + t.gamma * (900 / (t.tmean + 273)) * t.u2 * (t.es - t.ea);
  return num / (t.delta + t.gamma * (1 + 0.34 * t.u2));
}

export interface DailyWeather {
  tmin: number;
  tmax: number;
  /** Wind speed, m/s, measured at `windHeight` (default 2 m). */
  wind: number;
  windHeight?: number;
  /** Humidity, in the paper's order of preference: ea, dew point, RHmax/RHmin, RHmean; else Tmin as dew point. */
  ea?: number;
  tdew?: number;
  rhmax?: number;
  rhmin?: number;
  rhmean?: number;
  /** Solar radiation, MJ m⁻² day⁻¹; else from sunshine hours; else from the temperature range. */
  rs?: number;
  sunshineHours?: number;
  /** Soil heat flux, MJ m⁻² day⁻¹ (about 0 for a day, eq. 42). */
  g?: number;
}

export interface Site {
  latitude: number;
  /** Metres above sea level. */
  elevation: number;
}

/** The actual vapour pressure of a day from whatever humidity it has (paper's order of preference). */
export function dailyVapourPressure(w: DailyWeather): number {
  if (w.ea !== undefined) return w.ea;
  if (w.tdew !== undefined) return vapourPressureFromDewPoint(w.tdew);
  if (w.rhmax !== undefined && w.rhmin !== undefined)
    return vapourPressureFromRhExtremes(w.tmin, w.tmax, w.rhmax, w.rhmin);
  if (w.rhmean !== undefined) return vapourPressureFromRhMean(w.tmin, w.tmax, w.rhmean);
  return vapourPressureFromDewPoint(w.tmin);
}

/** Daily reference evapotranspiration, mm/day, never negative. */
export function dailyEt0(w: DailyWeather, site: Site, dayOfYear: number): number {
  const tmean = (w.tmin + w.tmax) / 2;
  const gamma = psychrometricConstant(atmosphericPressure(site.elevation));
  const es = meanSaturationVapourPressure(w.tmin, w.tmax);
  const ea = dailyVapourPressure(w);
  const ra = extraterrestrialRadiation(site.latitude, dayOfYear);
  const daylight = daylightHours(sunsetHourAngle(toRadians(site.latitude), solarDeclination(dayOfYear)));
  const rs =
    w.rs ??
    (w.sunshineHours !== undefined
      ? solarRadiationFromSunshine(w.sunshineHours, daylight, ra)
      : solarRadiationFromTemperature(ra, w.tmin, w.tmax));
  const rn = netShortwave(rs) - netLongwave(w.tmin, w.tmax, ea, rs, clearSkyRadiation(ra, site.elevation));
  const u2 = windAt2m(w.wind, w.windHeight ?? 2);
  const et0 = penmanMonteithDaily({ tmean, delta: saturationSlope(tmean), gamma, rn, g: w.g ?? 0, u2, es, ea });
  return Math.max(0, et0);
}

// ——— Hourly ———

export interface HourlySite extends Site {
  /** Longitude, degrees east (negative west). */
  longitude: number;
  /** Longitude of the centre of the local time zone, degrees east (UTC+10 → 150). */
  timeZoneCentre: number;
}

export interface HourlyWeather {
  /** Mean air temperature of the hour, °C. */
  t: number;
  /** Relative humidity of the hour, %, or the actual vapour pressure. */
  rh?: number;
  ea?: number;
  /** Wind speed at `windHeight` (default 2 m), m/s. */
  wind: number;
  windHeight?: number;
  /** Solar radiation of the hour, MJ m⁻² h⁻¹. */
  rs: number;
}

/** Seasonal correction for solar time, hours (eq. 32). */
export function seasonalCorrection(dayOfYear: number): number {
  const b = (2 * Math.PI * (dayOfYear - 81)) / 364;
  return 0.1645 * Math.sin(2 * b) - 0.1255 * Math.cos(b) - 0.025 * Math.sin(b);
}

/**
 * Extraterrestrial radiation of a period of `length` hours centred on local standard clock time
 * `midHour`, MJ m⁻² per period (eqs. 28–31); 0 when the sun is below the horizon throughout.
 */
export function extraterrestrialRadiationHourly(
  site: HourlySite,
  dayOfYear: number,
  midHour: number,
  length = 1,
): number {
  const phi = toRadians(site.latitude);
  const delta = solarDeclination(dayOfYear);
  const ws = sunsetHourAngle(phi, delta);
  // Eq. 31 takes longitudes in degrees west of Greenwich; ours are east, hence the sign.
  const omega =
    (Math.PI / 12) * (midHour + 0.06667 * (site.longitude - site.timeZoneCentre) + seasonalCorrection(dayOfYear) - 12);
  const w1 = Math.min(ws, Math.max(-ws, omega - (Math.PI * length) / 24));
  const w2 = Math.min(ws, Math.max(-ws, omega + (Math.PI * length) / 24));
  if (w1 >= w2) return 0;
  const dr = inverseRelativeDistance(dayOfYear);
  return (
    ((12 * 60) / Math.PI) *
    SOLAR_CONSTANT *
    dr *
    ((w2 - w1) * Math.sin(phi) * Math.sin(delta) + Math.cos(phi) * Math.cos(delta) * (Math.sin(w2) - Math.sin(w1)))
  );
}

/**
 * Hourly reference evapotranspiration, mm/hour (eq. 53), never negative. At night, when there is
 * no clear-sky radiation to compare with, Rs/Rso is taken from the hours before sunset
 * (`nightCloudiness`, default 0.8 as in the paper's example); G is 0.1 Rn by day, 0.5 Rn by night.
 */
export function hourlyEt0(
  w: HourlyWeather,
  site: HourlySite,
  dayOfYear: number,
  midHour: number,
  nightCloudiness = 0.8,
): number {
  const gamma = psychrometricConstant(atmosphericPressure(site.elevation));
  const es = saturationVapourPressure(w.t);
  const ea = w.ea ?? (w.rh !== undefined ? (w.rh / 100) * es : es);
  const ra = extraterrestrialRadiationHourly(site, dayOfYear, midHour);
  const rso = clearSkyRadiation(ra, site.elevation);
  const daylight = rso > 0;
  const ratio = daylight ? Math.min(1, w.rs / rso) : nightCloudiness;
  const rnl = (STEFAN_BOLTZMANN_DAY / 24) * (w.t + KELVIN) ** 4 * (0.34 - 0.14 * Math.sqrt(ea)) * (1.35 * ratio - 0.35);
  const rn = netShortwave(w.rs) - rnl;
  const g = (daylight ? 0.1 : 0.5) * rn;
  const u2 = windAt2m(w.wind, w.windHeight ?? 2);
  const delta = saturationSlope(w.t);
  const et0 =
    (0.408 * delta * (rn - g) + gamma * (37 / (w.t + 273)) * u2 * (es - ea)) / (delta + gamma * (1 + 0.34 * u2));
  return Math.max(0, et0);
}

/** Day of the year (1–366) of a calendar date given as yyyy-mm-dd (UTC, no time zone shift). */
export function dayOfYear(isoDate: string): number {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return Math.round((Date.UTC(y, m - 1, d) - Date.UTC(y, 0, 1)) / 86_400_000) + 1;
}
