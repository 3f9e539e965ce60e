/** The problems infra/config.ts names for a configuration it refuses; a configuration it accepts fails the test. */
import { expect } from 'vitest';
import { ConfigError, parseConfig } from '../../infra/config';

export function configProblems(raw: Record<string, unknown>, env: Record<string, string | undefined> = {}): string[] {
  try {
    parseConfig(raw, env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as ConfigError).problems;
  }
  throw new Error('expected the configuration to be refused');
}
