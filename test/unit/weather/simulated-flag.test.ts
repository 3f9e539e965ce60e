/**
 * Whether growers are shown simulated weather: a deployed stack tells its alert-sending functions
 * (which hold no weather key) through WEATHER_SIMULATED; without it, as in the local stack, the
 * process's own weather provider decides.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { resetEnvCache } from '../../../lambdas/platform/env';
import { resetWeatherProvider, weatherIsSimulated } from '../../../lambdas/weather/adapters/weather';

const KEYS = ['WEATHER_SIMULATED', 'WEATHER_PROVIDER', 'WEATHER_API_KEY', 'WEATHER_API_KEY_SECRET'] as const;
const saved = Object.fromEntries(KEYS.map((k) => [k, process.env[k]]));

function withEnv(values: Partial<Record<(typeof KEYS)[number], string>>) {
  for (const k of KEYS) delete process.env[k];
  Object.assign(process.env, values);
  resetEnvCache();
  resetWeatherProvider();
}

afterEach(() => {
  for (const k of KEYS) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
  resetEnvCache();
  resetWeatherProvider();
});

describe('weatherIsSimulated', () => {
  it('believes the stack when told, whatever this function holds', () => {
    withEnv({ WEATHER_SIMULATED: 'false' });
    expect(weatherIsSimulated()).toBe(false);
    withEnv({ WEATHER_SIMULATED: 'true', WEATHER_API_KEY: 'a-key' });
    expect(weatherIsSimulated()).toBe(true);
  });

  it('untold: simulated without a key, real with one', () => {
    withEnv({});
    expect(weatherIsSimulated()).toBe(true);
    withEnv({ WEATHER_API_KEY: 'a-key' });
    expect(weatherIsSimulated()).toBe(false);
    withEnv({ WEATHER_API_KEY: 'a-key', WEATHER_PROVIDER: 'simulated' });
    expect(weatherIsSimulated()).toBe(true);
  });
});
