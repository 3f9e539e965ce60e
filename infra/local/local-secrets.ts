/**
 * The local stack's own secrets, made on the first start of a data folder and kept in
 * `<dataDir>/local-secrets.json` (mode 0600, readable by its owner only):
 * - the RSA key the local user pool signs tokens with. cognito-local ships one private key in
 *   its npm package, so anyone could mint tokens (an admin's included) that its JWKS vouches
 *   for; ours is this folder's alone.
 * - an access key id and secret, the stand-in for the IAM credentials Cognito's admin API
 *   demands: the server's own calls sign with them (SigV4) and the local pool refuses admin
 *   calls that do not.
 * Kept across restarts, so sessions stay valid; `npm run reset` (which wipes the folder) makes new ones.
 */
import { createPrivateKey, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { chmodSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomicSync } from './atomic-file';

export const SECRETS_FILE = 'local-secrets.json';

export interface LocalCredentials {
  accessKeyId: string;
  secretAccessKey: string;
}

export interface LocalSecrets {
  credentials: LocalCredentials;
  signing: {
    kid: string;
    privateKey: KeyObject;
    /** The public key as a JWK (kid, alg, use set): what the pool's JWKS publishes. */
    jwk: Record<string, string>;
  };
}

interface Stored {
  accessKeyId: string;
  secretAccessKey: string;
  kid: string;
  privateKeyPem: string;
}

function create(): Stored {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    // The shape of an AWS access key id, so tools that check the format accept it.
    accessKeyId: `AKIALOCAL${randomBytes(6).toString('hex').toUpperCase()}`.slice(0, 20),
    secretAccessKey: randomBytes(30).toString('base64url'),
    kid: randomBytes(12).toString('hex'),
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }) as string,
  };
}

function read(file: string): Stored | undefined {
  try {
    const s = JSON.parse(readFileSync(file, 'utf8')) as Partial<Stored>;
    if (s.accessKeyId && s.secretAccessKey && s.kid && s.privateKeyPem) return s as Stored;
  } catch {
    // Unreadable: made anew below (sessions signed with the old key end; accounts are unaffected).
  }
  return undefined;
}

export function loadLocalSecrets(dataDir: string): LocalSecrets {
  const file = join(dataDir, SECRETS_FILE);
  let stored = existsSync(file) ? read(file) : undefined;
  if (!stored) {
    stored = create();
    writeFileAtomicSync(file, JSON.stringify(stored, null, 2), 0o600);
  }
  chmodSync(file, 0o600); // also tightens a file someone copied in with looser rights
  const privateKey = createPrivateKey(stored.privateKeyPem);
  const publicJwk = privateKey.export({ format: 'jwk' }) as Record<string, string>;
  return {
    credentials: { accessKeyId: stored.accessKeyId, secretAccessKey: stored.secretAccessKey },
    signing: {
      kid: stored.kid,
      privateKey,
      jwk: { kty: 'RSA', n: publicJwk.n!, e: publicJwk.e!, kid: stored.kid, alg: 'RS256', use: 'sig' },
    },
  };
}
