/**
 * Reading integers out of a payload. Every reader returns null past the end instead of reading
 * `undefined` as 0, so a short payload can never pass for a reading of zeros.
 */
export type Bytes = Uint8Array;

const has = (b: Bytes, at: number, size: number) => Number.isInteger(at) && at >= 0 && at + size <= b.length;

export const u8 = (b: Bytes, at: number): number | null => (has(b, at, 1) ? b[at]! : null);

export const u16be = (b: Bytes, at: number): number | null => (has(b, at, 2) ? b[at]! * 256 + b[at + 1]! : null);

export const u16le = (b: Bytes, at: number): number | null => (has(b, at, 2) ? b[at + 1]! * 256 + b[at]! : null);

const signed16 = (v: number | null) => (v === null ? null : v >= 0x8000 ? v - 0x10000 : v);
export const s16be = (b: Bytes, at: number): number | null => signed16(u16be(b, at));
export const s16le = (b: Bytes, at: number): number | null => signed16(u16le(b, at));

export const u32be = (b: Bytes, at: number): number | null =>
  has(b, at, 4) ? ((b[at]! * 256 + b[at + 1]!) * 256 + b[at + 2]!) * 256 + b[at + 3]! : null;

export const u32le = (b: Bytes, at: number): number | null =>
  has(b, at, 4) ? ((b[at + 3]! * 256 + b[at + 2]!) * 256 + b[at + 1]!) * 256 + b[at]! : null;

/** Base64 (standard or URL-safe) to bytes; null when the text is not Base64. */
export function fromBase64(text: string): Bytes | null {
  const clean = text.trim().replace(/-/g, '+').replace(/_/g, '/');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(clean) || clean.length % 4 === 1) return null;
  return new Uint8Array(Buffer.from(clean, 'base64'));
}

/** Hex (spaces allowed) to bytes; null when the text is not whole bytes of hex. */
export function fromHex(text: string): Bytes | null {
  const clean = text.replace(/\s+/g, '');
  if (!/^(?:[0-9a-fA-F]{2})*$/.test(clean)) return null;
  return new Uint8Array(Buffer.from(clean, 'hex'));
}
