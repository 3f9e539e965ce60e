/**
 * Decentlab's uplink frame (protocol version 2), from its datasheets: big-endian
 *
 *   0     protocol version, 2
 *   1-2   device id
 *   3-4   flags: bit n set = sensor block n follows
 *   5-    each flagged block's 16-bit words, in block order
 *
 * A device sends a block only when it measured it: an uplink with only the battery block is a
 * normal "battery only" message.
 */
import type { DecodeFailure } from '../uplink';
import { u16be, type Bytes } from './bytes';
import { fail } from './values';

export const DECENTLAB_PORT = 1;
export const DECENTLAB_VERSION = 2;
const HEADER = 5;

export type Frame = { ok: true; deviceId: number; blocks: (number[] | null)[] } | DecodeFailure;

/** The blocks of a frame whose block n has `wordsPerBlock[n]` words; null for a block not sent. */
export function readDecentlabFrame(bytes: Bytes, wordsPerBlock: readonly number[], model: string): Frame {
  if (bytes.length < HEADER || bytes[0] !== DECENTLAB_VERSION) return fail('not_decentlab_frame', { model });
  const flags = u16be(bytes, 3)!;
  let at = HEADER;
  const blocks: (number[] | null)[] = [];
  for (const [n, words] of wordsPerBlock.entries()) {
    if (!(flags & (1 << n))) {
      blocks.push(null);
      continue;
    }
    if (at + 2 * words > bytes.length) return fail('frame_too_short', { bytes: bytes.length, model });
    blocks.push(Array.from({ length: words }, (_, k) => u16be(bytes, at + 2 * k)!));
    at += 2 * words;
  }
  return { ok: true, deviceId: u16be(bytes, 1)!, blocks };
}

/** The battery block's one word, mV, to volts. */
export const decentlabBatteryV = (block: number[] | null) => (block ? block[0]! / 1000 : null);

/** The total length of a frame sending the blocks whose flags are set (guessDeviceType uses it). */
export const frameLength = (wordsPerBlock: readonly number[], flags: number) =>
  wordsPerBlock.reduce((sum, words, n) => sum + (flags & (1 << n) ? 2 * words : 0), HEADER);
