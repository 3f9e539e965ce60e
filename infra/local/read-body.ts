import type { IncomingMessage } from 'node:http';

/**
 * A request's body, or undefined when it is larger than `max` bytes. Past the limit the rest is
 * still read and dropped, so the client gets the server's "too large" answer instead of a reset.
 */
export function readBody(req: IncomingMessage, max: number): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= max) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > max ? undefined : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}
