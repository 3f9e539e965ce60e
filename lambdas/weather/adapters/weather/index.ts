/**
 * Which weather provider the functions use, from their environment (parsed once):
 * - `WEATHER_PROVIDER` `simulated` | `visualcrossing`; unset: Visual Crossing when a key is
 *   configured, else simulated (the local stack has no internet).
 * - `WEATHER_API_KEY_SECRET`: the Secrets Manager secret holding the key (AWS).
 * - `WEATHER_API_KEY`: the key itself (local stack only; never set in AWS).
 * - `WEATHER_API_BASE_URL`: the Timeline endpoint (tests point it at a local server).
 */
import * as z from 'zod';
import { env } from '../../../platform/env';
import { logger } from '../../../platform/telemetry/logger';
import { readSecretString } from '../../../platform/aws/secrets';
import type { WeatherProvider } from './port';
import { simulatedProvider } from './simulated';
import { visualCrossingProvider } from './visualcrossing';

const weatherEnvSchema = z.object({
  WEATHER_PROVIDER: z.enum(['simulated', 'visualcrossing']).optional(),
  WEATHER_API_KEY_SECRET: z.string().min(1).optional(),
  WEATHER_API_KEY: z.string().min(1).optional(),
  WEATHER_API_BASE_URL: z.string().url().optional(),
  WEATHER_API_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).optional(),
});

/** A key read from Secrets Manager serves this long before it is read again (a rotated key is picked up). */
const KEY_CACHE_MS = 15 * 60_000;

let provider: WeatherProvider | undefined;

export function weatherProvider(): WeatherProvider {
  if (provider) return provider;
  const parsed = weatherEnvSchema.safeParse(process.env);
  if (!parsed.success)
    throw new Error(`Invalid environment: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`);
  const e = parsed.data;
  const hasKey = Boolean(e.WEATHER_API_KEY_SECRET || e.WEATHER_API_KEY);
  const choice = e.WEATHER_PROVIDER ?? (hasKey ? 'visualcrossing' : 'simulated');
  if (choice === 'simulated') {
    provider = simulatedProvider();
    return provider;
  }
  if (!hasKey) throw new Error('Invalid environment: WEATHER_API_KEY_SECRET (WEATHER_PROVIDER is visualcrossing)');
  let key: { value: string; until: number } | undefined;
  const apiKey = async () => {
    if (e.WEATHER_API_KEY) return e.WEATHER_API_KEY;
    if (!key || key.until <= Date.now())
      key = { value: (await readSecretString(e.WEATHER_API_KEY_SECRET!)).trim(), until: Date.now() + KEY_CACHE_MS };
    return key.value;
  };
  provider = visualCrossingProvider({
    apiKey,
    log: (message) => logger.error(message, { provider: 'visualcrossing' }),
    ...(e.WEATHER_API_BASE_URL ? { baseUrl: e.WEATHER_API_BASE_URL } : {}),
    ...(e.WEATHER_API_TIMEOUT_MS ? { timeoutMs: e.WEATHER_API_TIMEOUT_MS } : {}),
  });
  return provider;
}

/**
 * Whether growers are shown simulated weather. A deployed stack tells the functions that do not
 * hold the weather key (WEATHER_SIMULATED, from infra/constructs/alert-delivery.ts); elsewhere (the
 * local stack, one process) this process's own provider is the stack's.
 */
export function weatherIsSimulated(): boolean {
  const told = env().WEATHER_SIMULATED;
  if (told) return told === 'true';
  return weatherProvider().source === 'simulated';
}

/** Tests and the local stack change the environment between stacks. */
export function resetWeatherProvider(): void {
  provider = undefined;
}

export {
  WeatherUnavailableError,
  type WeatherDay,
  type WeatherLocation,
  type WeatherSource,
  type CurrentConditions,
} from './port';
export { readCachedWeather, writeCachedWeather } from './cache';
