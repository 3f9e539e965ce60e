/**
 * A deterministic, physically plausible soil-moisture model for the gateway simulator
 *. Pure functions: the same farm, sensor and time always give the same
 * reading, so a restarted simulator continues where the last one stopped without a jump.
 *
 * Three layers are measured: 10, 50 and 100 cm (cap50, cap100, cap150 in the spec's naming), each
 * standing for a slab of soil. Every 2-hour step:
 * - rain (the offline weather service's at the field, or a seeded farm weather) and irrigation
 *   (per zone, when the root zone nears its refill point, in the early morning) enter the top layer;
 * - water above field capacity drains to the layer below at a layer-specific rate, so a wetting
 *   front reaches 50 cm hours after 10 cm and 100 cm later still;
 * - the crop takes water by day (the day's ET0, diurnal shape), mostly from the shallow layers,
 *   less as the soil nears wilting point: the soil dries between events;
 * - soil temperature follows the season (or the weather service's air at the field) and the day,
 *   damped and delayed;
 * - the battery discharges with use and the cold, and is replaced when it runs low.
 * Sensors report raw ADC counts; the sensor's calibration formula turns them into percent.
 */
import { soilTemperatureAt, stepWeather } from './place-weather';

export const STEP_MS = 2 * 3_600_000;
const DAY_MS = 86_400_000;

/** Wilting point, field capacity and saturation (percent) of the three measured layers. */
export interface SoilProfile {
  wiltingPoint: [number, number, number];
  fieldCapacity: [number, number, number];
  saturation: [number, number, number];
}

/** The same soil at all three depths. */
export const uniformProfile = (d: {
  wiltingPoint: number;
  fieldCapacity: number;
  saturation: number;
}): SoilProfile => ({
  wiltingPoint: [d.wiltingPoint, d.wiltingPoint, d.wiltingPoint],
  fieldCapacity: [d.fieldCapacity, d.fieldCapacity, d.fieldCapacity],
  saturation: [d.saturation, d.saturation, d.saturation],
});

export interface SimSensor {
  sensorId: string;
  /** Farm-wide weather is shared by sensors with the same weather seed. */
  weatherSeed: string;
  /**
   * The field's weather place (see place-weather.ts): when given, rain and ET0 are the offline
   * weather service's days there instead of the seeded farm weather. The demo farm sets it.
   */
  weatherPlace?: { lat: number; lon: number };
  /** Sensors of one zone are irrigated together. */
  irrigationSeed: string;
  /**
   * How the zone is irrigated: its system's application rate and the depth of one irrigation.
   * Absent (notes written before zones had systems): 25 mm over three steps, as then.
   */
  irrigation?: { rateMmH: number; depthMm: number };
  soil: SoilProfile;
  /** Latitude: the season flips in the southern hemisphere. */
  latitude: number;
  /**
   * What the electronics send: ADC counts (the sensor has a calibration formula, see
   * calibrationOf) or percent already (a sensor without a formula: ingest takes raw as percent).
   */
  output?: 'counts' | 'percent';
}

/** The calibration the simulated electronics follow: counts at 0 % and at 100 %. */
export interface Calibration {
  x1: number;
  x2: number;
}

export interface SimReading {
  sensor_id: string;
  time: number;
  cap50: number | null;
  cap100: number | null;
  cap150: number | null;
  temperature: number;
  battery_vol: number;
}

/** FNV-1a: a stable 32-bit hash of text, to seed the generators. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A uniform number in [0, 1) drawn from (seed, key): random access, no sequence to replay. */
export function unit(seed: number, key: number): number {
  let t = (seed ^ Math.imul(key, 0x9e3779b1)) >>> 0;
  t = Math.imul(t ^ (t >>> 16), 0x85ebca6b);
  t = Math.imul(t ^ (t >>> 13), 0xc2b2ae35);
  t ^= t >>> 16;
  return (t >>> 0) / 4_294_967_296;
}

/** A normal deviate (Box–Muller) from two uniform draws. */
function normal(seed: number, key: number): number {
  const u = Math.max(unit(seed, key * 2), 1e-12);
  const v = unit(seed, key * 2 + 1);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** Each sensor's electronics differ a little: counts at 0 % near 500, at 100 % near 3000. */
export function calibrationOf(sensorId: string): Calibration {
  const h = hash(sensorId);
  return { x1: 480 + (h % 41), x2: 2960 + ((h >>> 8) % 81) };
}

/** 0 at midsummer, 1 at midwinter (hemisphere aware): drives ET, rain and temperature. */
function winterness(time: number, latitude: number): number {
  const day = (time - Date.UTC(new Date(time).getUTCFullYear(), 0, 1)) / DAY_MS;
  // Southern midsummer ~ 15 January; northern ~ 15 July.
  const phase = ((day - 15) / 365.25) * 2 * Math.PI;
  const southern = (1 - Math.cos(phase)) / 2;
  return latitude < 0 ? southern : 1 - southern;
}

/** Rain (mm) falling in the 2-hour step starting at `time`. Rain days come in spells. */
export function rainMm(weatherSeed: number, time: number, latitude: number): number {
  const day = Math.floor(time / DAY_MS);
  const w = winterness(time, latitude);
  // A spell: yesterday's rain makes today's likelier.
  const wetYesterday = unit(weatherSeed, day - 1) < 0.12 + 0.12 * w;
  const pRain = (0.12 + 0.12 * w) * (wetYesterday ? 1.8 : 1);
  if (unit(weatherSeed, day) >= pRain) return 0;
  const dailyMm = -Math.log(1 - unit(weatherSeed ^ 0x5bd1e995, day)) * (5 + 5 * w);
  // The day's rain falls in one shower of three steps, starting at a random step.
  const startStep = Math.floor(unit(weatherSeed ^ 0x27d4eb2f, day) * 10);
  const step = Math.floor((time - day * DAY_MS) / STEP_MS);
  return step >= startStep && step < startStep + 3 ? dailyMm / 3 : 0;
}

/** Reference evapotranspiration (mm) in the step: seasonal daily total shaped over daylight. */
function et0Mm(time: number, latitude: number): number {
  const daily = 1.5 + 5.5 * (1 - winterness(time, latitude));
  const hour = ((time % DAY_MS) / 3_600_000 + 10) % 24; // local solar time ~ UTC+10 (eastern Australia)
  if (hour < 6 || hour >= 18) return 0;
  // Six daylight steps of sin(π·x/12) add up to about 12/π·… = 24/π per 2 h: scale to the daily total.
  return daily * (Math.PI / 12) * Math.sin(((hour + 1 - 6) / 12) * Math.PI);
}

const LAYERS = [0, 1, 2] as const;
type Layer = (typeof LAYERS)[number];
/** Slab thickness (mm) each measured layer stands for. */
const THICKNESS_MM = [300, 450, 500] as const;
/** Share of the water above field capacity that drains on in one step. */
const DRAIN_RATE = [0.3, 0.12, 0.06] as const;
/** Share of the crop's uptake taken from each layer. */
const UPTAKE = [0.55, 0.33, 0.12] as const;

export interface SoilState {
  theta: [number, number, number];
  /** Irrigation water still to apply (mm), from an irrigation that has started. */
  irrigationPendingMm: number;
  /** The depth (mm) of an irrigation that started in this step; 0 when none did. */
  startedMm?: number;
}

export function initialState(soil: SoilProfile): SoilState {
  return {
    theta: [0, 1, 2].map(
      (i) => soil.fieldCapacity[i]! - 0.2 * (soil.fieldCapacity[i]! - soil.wiltingPoint[i]!),
    ) as SoilState['theta'],
    irrigationPendingMm: 0,
  };
}

/** Advance one 2-hour step starting at `time`. */
export function step(state: SoilState, s: SimSensor, time: number): SoilState {
  const { wiltingPoint: wp, fieldCapacity: fc, saturation: sat } = s.soil;
  const theta = [...state.theta] as SoilState['theta'];
  let pending = state.irrigationPendingMm;

  // Irrigation: decided at 04:00 local when the root zone (50 cm) is below its refill point,
  // outside the wettest months; applied at the zone's rate (25 mm over three steps without one),
  // so the top layer rises step by step as the water arrives.
  const localHour = ((time % DAY_MS) / 3_600_000 + 10) % 24;
  const refill = wp[1] + 0.45 * (fc[1] - wp[1]);
  let startedMm = 0;
  if (localHour >= 4 && localHour < 6 && pending <= 0 && theta[1] < refill && winterness(time, s.latitude) < 0.7) {
    const skip = unit(hash(s.irrigationSeed), Math.floor(time / DAY_MS)) < 0.1; // a missed day now and then
    if (!skip) pending = startedMm = s.irrigation?.depthMm ?? 25;
  }
  const irrigation = Math.min(pending, s.irrigation ? s.irrigation.rateMmH * (STEP_MS / 3_600_000) : 25 / 3);
  pending = Math.max(0, pending - irrigation);

  // Water in at the top; anything the top layer cannot hold runs on down at once.
  const weather = s.weatherPlace
    ? stepWeather(s.weatherPlace, time)
    : { rainMm: rainMm(hash(s.weatherSeed), time, s.latitude), et0Mm: et0Mm(time, s.latitude) };
  let inflowMm = weather.rainMm + irrigation;
  for (const i of LAYERS) {
    theta[i] += (inflowMm / THICKNESS_MM[i]!) * 100;
    inflowMm = 0;
    if (theta[i] > sat[i]!) {
      inflowMm = ((theta[i] - sat[i]!) / 100) * THICKNESS_MM[i]!;
      theta[i] = sat[i]!;
    }
  }

  // Drainage above field capacity, top to bottom, so a front moves down over the next steps.
  for (const i of LAYERS) {
    const excess = theta[i] - fc[i]!;
    if (excess <= 0) continue;
    const drained = excess * DRAIN_RATE[i]!;
    theta[i] -= drained;
    if (i < 2) theta[(i + 1) as Layer] += (drained * THICKNESS_MM[i]) / THICKNESS_MM[(i + 1) as Layer];
  }

  // Crop uptake: ET0 × a crop factor, less as each layer nears wilting point.
  const et = weather.et0Mm * 0.9;
  for (const i of LAYERS) {
    const available = Math.min(1, Math.max(0, (theta[i] - wp[i]!) / (fc[i]! - wp[i]!)));
    const stress = Math.min(1, available / 0.5);
    theta[i] -= ((et * UPTAKE[i]! * stress) / THICKNESS_MM[i]!) * 100;
    theta[i] = Math.max(theta[i], wp[i]! * 0.6);
  }
  return { theta, irrigationPendingMm: pending, startedMm };
}

/** Soil temperature (°C) at about 10 cm. */
export function soilTemperature(time: number, latitude: number, sensorSeed: number): number {
  const seasonal = 11 + 12 * (1 - winterness(time - 20 * DAY_MS, latitude)); // the soil lags the air
  const hour = ((time % DAY_MS) / 3_600_000 + 10) % 24;
  const diurnal = 4 * Math.sin(((hour - 10) / 24) * 2 * Math.PI); // peak mid-afternoon
  return seasonal + diurnal + 0.3 * normal(sensorSeed, Math.floor(time / STEP_MS));
}

/** Battery voltage: ~4.15 V new, falling with use and faster in the cold; replaced near 3.4 V. */
export function batteryVoltage(time: number, sensorSeed: number): number {
  const lifeMs = (300 + (sensorSeed % 90)) * DAY_MS;
  const offset = (sensorSeed % 1000) / 1000; // sensors were installed at different times
  const age = (((time / lifeMs + offset) % 1) + 1) % 1;
  const v = 4.15 - 0.25 * age - 0.5 * age ** 4;
  return Math.round((v + 0.005 * normal(sensorSeed ^ 0xb5297a4d, Math.floor(time / STEP_MS))) * 1000) / 1000;
}

/** Counts the electronics report for a moisture percent, with a little noise. */
function counts(percent: number, cal: Calibration, noise: number): number {
  return Math.round(cal.x1 + ((percent + noise) / 100) * (cal.x2 - cal.x1));
}

/**
 * The readings of one sensor at every step in [from, to], simulated from `origin` (so the state at
 * `from` is the same whichever range is asked for). `faults` adds the rare glitches real sensors
 * have (a depth missing, an ADC saturated at 65535), which ingest must flag.
 */
export function simulateSensor(
  s: SimSensor,
  origin: number,
  from: number,
  to: number,
  opts: { faults?: boolean } = {},
): SimReading[] {
  const out: SimReading[] = [];
  const cal = calibrationOf(s.sensorId);
  const seed = hash(s.sensorId);
  let state = initialState(s.soil);
  const first = origin + Math.ceil(Math.max(0, from - origin) / STEP_MS) * STEP_MS;
  for (let t = origin; t <= to; t += STEP_MS) {
    state = step(state, s, t);
    if (t < first) continue;
    const k = Math.floor(t / STEP_MS);
    const values = state.theta.map((theta, i) => {
      const noise = 0.25 * normal(seed + i, k);
      return s.output === 'percent' ? Math.round((theta + noise) * 100) / 100 : counts(theta, cal, noise);
    }) as (number | null)[];
    if (opts.faults !== false) {
      const glitch = unit(seed ^ 0x68e31da4, k);
      if (glitch < 0.001) values[k % 3] = null;
      else if (glitch < 0.0015) values[k % 3] = s.output === 'percent' ? 655.35 : 65_535;
    }
    out.push({
      sensor_id: s.sensorId,
      time: t,
      cap50: values[0]!,
      cap100: values[1]!,
      cap150: values[2]!,
      temperature:
        Math.round(
          (s.weatherPlace
            ? soilTemperatureAt(s.weatherPlace, t) + 0.3 * normal(seed, k)
            : soilTemperature(t, s.latitude, seed)) * 100,
        ) / 100,
      battery_vol: batteryVoltage(t, seed),
    });
  }
  return out;
}

/** An irrigation the model applied: when its water started (epoch ms), how much, how long. */
export interface SimIrrigation {
  start: number;
  depthMm: number;
  minutes: number;
}

/**
 * The irrigations of a sensor's zone that started from `from` to `to` (epoch ms), simulated from
 * `origin` as its readings are. The water of the step labelled t shows in the reading at t, so
 * the irrigation starts a step earlier; it runs for depth ÷ rate.
 */
export function irrigationsOf(s: SimSensor, origin: number, from: number, to: number): SimIrrigation[] {
  const out: SimIrrigation[] = [];
  const rate = s.irrigation?.rateMmH ?? 25 / 6;
  let state = initialState(s.soil);
  for (let t = origin; t <= to + STEP_MS; t += STEP_MS) {
    state = step(state, s, t);
    const start = t - STEP_MS;
    if (state.startedMm && start >= from && start <= to)
      out.push({ start, depthMm: state.startedMm, minutes: Math.round((state.startedMm / rate) * 60) });
  }
  return out;
}

/** Align a time to the 2-hour grid (the default reporting interval). */
export const alignToStep = (time: number) => Math.floor(time / STEP_MS) * STEP_MS;
