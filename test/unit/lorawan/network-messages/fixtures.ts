/** The recorded network server messages under test/fixtures/lorawan/, read as the handler receives them. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '../../../fixtures/lorawan');

export const ttsFixture = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(join(root, 'tts', `${name}.json`), 'utf8')) as Record<string, unknown>;
export const chirpstackFixture = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(join(root, 'chirpstack', `${name}.json`), 'utf8')) as Record<string, unknown>;
