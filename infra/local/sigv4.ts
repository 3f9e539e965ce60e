/**
 * Checks an AWS Signature Version 4 on a request to the local user pool, as AWS checks the IAM
 * signature on Cognito's admin API: the access key id must be the stack's, and the signature
 * must match the request (method, path, query, the signed headers, the body) computed with the
 * stack's secret. Answers the error Cognito gives, or undefined when the signature is good.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { LocalCredentials } from './local-secrets';

export interface SignatureProblem {
  code: 'MissingAuthenticationTokenException' | 'UnrecognizedClientException' | 'InvalidSignatureException';
  message: string;
}

/** AWS accepts a signature dated up to 15 minutes either side of its clock. */
const MAX_SKEW_MS = 15 * 60 * 1000;

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
// RFC 3986 encoding, as SigV4 canonicalises query strings.
const encode = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function amzDateToMs(value: string): number {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  return m ? Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!) : NaN;
}

export function checkSigV4(
  req: { method: string; url: string; headers: IncomingHttpHeaders },
  body: Buffer,
  credentials: LocalCredentials,
  now = Date.now(),
): SignatureProblem | undefined {
  const auth = req.headers.authorization;
  if (typeof auth !== 'string' || !auth.startsWith('AWS4-HMAC-SHA256 ')) {
    return { code: 'MissingAuthenticationTokenException', message: 'Missing Authentication Token' };
  }
  const fields = Object.fromEntries(
    auth
      .slice('AWS4-HMAC-SHA256 '.length)
      .split(',')
      .map((part) => part.trim().split('=') as [string, string]),
  );
  const [accessKeyId, ...scopeParts] = String(fields.Credential ?? '').split('/');
  const signedHeaders = String(fields.SignedHeaders ?? '');
  const signature = String(fields.Signature ?? '');
  const invalid: SignatureProblem = {
    code: 'InvalidSignatureException',
    message: 'The request signature we calculated does not match the signature you provided.',
  };
  if (accessKeyId !== credentials.accessKeyId) {
    return { code: 'UnrecognizedClientException', message: 'The security token included in the request is invalid.' };
  }
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  const names = signedHeaders.split(';');
  if (scopeParts.length !== 4 || scopeParts[3] !== 'aws4_request' || !/^[0-9a-f]{64}$/.test(signature)) return invalid;
  if (!names.includes('host') || !names.includes('x-amz-date') || scopeParts[0] !== amzDate.slice(0, 8)) return invalid;
  if (!(Math.abs(now - amzDateToMs(amzDate)) <= MAX_SKEW_MS)) {
    return {
      code: 'InvalidSignatureException',
      message: 'Signature expired: the request is dated too far from the server time.',
    };
  }

  const url = new URL(req.url, 'http://local');
  const query = [...url.searchParams]
    .map(([k, v]) => [encode(k), encode(v)])
    .sort(([a, b], [c, d]) => (a! < c! ? -1 : a! > c! ? 1 : b! < d! ? -1 : b! > d! ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonicalHeaders = names
    .map((name) => {
      const value = req.headers[name];
      const text = Array.isArray(value) ? value.join(',') : (value ?? '');
      return `${name}:${String(text).trim().replace(/\s+/g, ' ')}\n`;
    })
    .join('');
  const payloadHash =
    typeof req.headers['x-amz-content-sha256'] === 'string' ? req.headers['x-amz-content-sha256'] : sha256(body);
  if (payloadHash !== sha256(body)) return invalid;
  const canonicalRequest = [req.method, url.pathname, query, canonicalHeaders, signedHeaders, payloadHash].join('\n');
  const scope = scopeParts.join('/');
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const [date, region, service] = scopeParts as [string, string, string];
  const key = hmac(hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, date), region), service), 'aws4_request');
  const expected = createHmac('sha256', key).update(stringToSign).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex')) ? undefined : invalid;
}
