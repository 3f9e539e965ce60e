/**
 * The runtime configuration (/config.json), fetched once before the app renders. It is written by
 * the deployment (from CDK outputs) or by the local stack, so one build runs everywhere.
 */
import { runtimeConfigSchema, type RuntimeConfig } from '@shared/runtime-config';

export type { RuntimeConfig };

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

let loaded: RuntimeConfig | undefined;
let pending: Promise<RuntimeConfig> | undefined;

/** Parse a config document; every problem is named by its key so an operator can fix it. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const result = runtimeConfigSchema.safeParse(raw);
  if (result.success) return result.data;
  const problems = result.error.issues.map((i) => `${i.path.join('.') || '(document)'}: ${i.message}`);
  throw new RuntimeConfigError(`The runtime configuration is invalid — ${problems.join('; ')}`);
}

async function fetchConfig(fetchImpl: typeof fetch, url: string): Promise<RuntimeConfig> {
  let response: Response;
  try {
    response = await fetchImpl(url, { cache: 'no-store', headers: { accept: 'application/json' } });
  } catch (err) {
    throw new RuntimeConfigError(`Could not reach ${url} (${err instanceof Error ? err.message : String(err)}).`);
  }
  if (!response.ok) throw new RuntimeConfigError(`${url} answered ${response.status} ${response.statusText}.`.trim());
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new RuntimeConfigError(`${url} is not valid JSON.`);
  }
  return parseRuntimeConfig(body);
}

/** Fetch and parse /config.json once; later calls share the same promise. */
export function loadRuntimeConfig(fetchImpl: typeof fetch = fetch, url = '/config.json'): Promise<RuntimeConfig> {
  if (loaded) return Promise.resolve(loaded);
  pending ??= fetchConfig(fetchImpl, url).then(
    (config) => (loaded = config),
    (err: unknown) => {
      pending = undefined; // a later retry may succeed
      throw err;
    },
  );
  return pending;
}

/** The loaded configuration. main.tsx loads it before rendering, so components can rely on it. */
export function runtimeConfig(): RuntimeConfig {
  if (!loaded) throw new RuntimeConfigError('The runtime configuration has not been loaded yet.');
  return loaded;
}

/** Tests and storybook-like harnesses provide a configuration directly. */
export function provideRuntimeConfig(config: RuntimeConfig | undefined): void {
  loaded = config;
  pending = undefined;
}
