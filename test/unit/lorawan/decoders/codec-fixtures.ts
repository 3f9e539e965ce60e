/** The device repository codec examples recorded under test/fixtures/lorawan/codecs/, one file per device type. */
import { readFileSync } from 'node:fs';
import type { DeviceTypeId } from '@shared/lorawan/device-types';
import { compileFormula, parseParameters } from '@shared/calibration/formula';
import { DEVICE_TYPES } from '@shared/lorawan/device-types';

export interface CodecExample {
  description: string;
  fPort: number;
  bytes: string;
  output: { data?: Record<string, unknown>; errors?: string[] };
}

export interface CodecFixture {
  source: string;
  commit: string;
  examples: CodecExample[];
  vendorExamples?: { source: string; commit: string; examples: CodecExample[] };
  datasheetExamples?: { soilTemperatureWords: { word: string; temperatureC: number }[] };
}

export function codecFixture(type: DeviceTypeId): CodecFixture {
  const url = new URL(`../../../fixtures/lorawan/codecs/${type}.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as CodecFixture;
}

export const bytesOf = (hex: string) => new Uint8Array(Buffer.from(hex, 'hex'));

/** A published value: a number, a number as text, or Decentlab's { value } wrapper. */
export function published(data: Record<string, unknown>, key: string): number {
  const v = data[key];
  const inner = v !== null && typeof v === 'object' ? (v as { value: unknown }).value : v;
  const n = typeof inner === 'string' ? Number(inner) : inner;
  if (typeof n !== 'number' || !Number.isFinite(n)) throw new Error(`no published number at ${key}`);
  return n;
}

/** The type's default preset, compiled as the readings pipeline would: raw count in, percent out. */
export function presetOf(type: DeviceTypeId): (raw: number) => number {
  const preset = DEVICE_TYPES[type].defaultPreset;
  if (!preset) throw new Error(`${type} has no preset`);
  const parameters = parseParameters(preset.parameters);
  const formula = compileFormula(preset.formula, Object.keys(parameters));
  return (raw) => formula.evaluate({ ...parameters, val: raw });
}
