/**
 * The growers' vendor keys, encrypted at rest: AES-256-GCM under one master key, each sealed to
 * its link's id (the additional data), so a ciphertext copied onto another link does not open.
 * The master key comes from Secrets Manager in AWS (`VENDOR_KEYS_SECRET`, made by the stack, read
 * once per cold start and cached a while) or, in the local stack and tests, from
 * `VENDOR_KEYS_KEY` (made per data folder by infra/local). Only the puller opens keys; the API
 * seals them and shows their last four characters.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { readSecretString } from '../../platform/aws/secrets';

const CACHE_MS = 15 * 60_000;
let cached: { key: Buffer; until: number; from: string } | undefined;

async function masterKey(): Promise<Buffer> {
  const secretId = process.env.VENDOR_KEYS_SECRET;
  const local = process.env.VENDOR_KEYS_KEY;
  const from = secretId ?? local ?? '';
  if (cached && cached.from === from && cached.until > Date.now()) return cached.key;
  let material: string;
  if (secretId) material = await readSecretString(secretId);
  else if (local) material = local;
  else throw new Error('Invalid environment: VENDOR_KEYS_SECRET (or VENDOR_KEYS_KEY locally) is not set');
  // Whatever text the secret holds (a generated password), 32 bytes of key.
  const key = createHash('sha256').update(material, 'utf8').digest();
  cached = { key, until: Date.now() + CACHE_MS, from };
  return key;
}

export async function sealKey(linkId: string, plain: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await masterKey(), iv);
  cipher.setAAD(Buffer.from(linkId, 'utf8'));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export async function openKey(linkId: string, sealed: string): Promise<string> {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('not a sealed key');
  const decipher = createDecipheriv('aes-256-gcm', await masterKey(), Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(linkId, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

/** Tests change the master key between cases. */
export function resetKeyVault(): void {
  cached = undefined;
}
