/**
 * A local stand-in for Square's CreatePayment (POST /v2/payments) on 127.0.0.1 and a free port.
 * It answers as Square does: 401 AUTHENTICATION_ERROR without the right bearer token, 400
 * INVALID_REQUEST_ERROR for a body it cannot read, the sandbox tokens' decline bodies
 * ({"errors":[{"category":"PAYMENT_METHOD_ERROR","code":"GENERIC_DECLINE",…}]}), and for the ok
 * token a COMPLETED payment; a repeated idempotency_key gets the first answer back and charges
 * nothing more. Every request body is recorded; `charges` counts payments actually made.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_SQUARE_TOKEN = 'EAAA-test-access-token';

export interface FakeSquare {
  baseUrl: string;
  /** Bodies of POST /v2/payments, parsed. */
  requests: Record<string, any>[];
  /** Headers of those requests. */
  headers: Record<string, string | string[] | undefined>[];
  /** Payments made (a repeated idempotency key adds none). */
  charges: number;
  /** Answer every request with this status and an INTERNAL_SERVER_ERROR body (0: normally). */
  failWith: number;
  close(): Promise<void>;
}

const DECLINES: Record<string, [string, string]> = {
  'cnon:card-nonce-declined': ['GENERIC_DECLINE', "Authorization error: 'GENERIC_DECLINE'"],
  'cnon:card-nonce-rejected-cvv': ['CVV_FAILURE', "Authorization error: 'CVV_FAILURE'"],
  'cnon:card-nonce-rejected-postalcode': [
    'ADDRESS_VERIFICATION_FAILURE',
    "Authorization error: 'ADDRESS_VERIFICATION_FAILURE'",
  ],
  'cnon:card-nonce-rejected-expiration': ['INVALID_EXPIRATION', "Authorization error: 'INVALID_EXPIRATION'"],
};

export async function startFakeSquare(): Promise<FakeSquare> {
  const answered = new Map<string, { status: number; body: string }>();
  let seq = 0;
  const state = {
    requests: [] as Record<string, any>[],
    headers: [] as Record<string, string | string[] | undefined>[],
    charges: 0,
    failWith: 0,
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const send = (status: number, body: unknown) => {
        const text = typeof body === 'string' ? body : JSON.stringify(body);
        res.writeHead(status, { 'content-type': 'application/json' }).end(text);
        return text;
      };
      const error = (status: number, category: string, code: string, detail: string) =>
        send(status, { errors: [{ category, code, detail }] });
      if (req.method !== 'POST' || req.url !== '/v2/payments')
        return error(404, 'INVALID_REQUEST_ERROR', 'NOT_FOUND', `${req.method} ${req.url}`);
      if (req.headers.authorization !== `Bearer ${FAKE_SQUARE_TOKEN}`)
        return error(
          401,
          'AUTHENTICATION_ERROR',
          'UNAUTHORIZED',
          'The `Authorization` http header of your request was malformed.',
        );
      let body: Record<string, any>;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, any>;
      } catch {
        return error(400, 'INVALID_REQUEST_ERROR', 'INVALID_JSON', 'The JSON body could not be parsed.');
      }
      state.requests.push(body);
      state.headers.push(req.headers);
      if (state.failWith) return error(state.failWith, 'API_ERROR', 'INTERNAL_SERVER_ERROR', 'Something went wrong.');
      const key = body.idempotency_key;
      if (typeof key !== 'string' || !key || key.length > 45)
        return error(400, 'INVALID_REQUEST_ERROR', 'INVALID_VALUE', 'idempotency_key');
      const earlier = answered.get(key);
      if (earlier) return res.writeHead(earlier.status, { 'content-type': 'application/json' }).end(earlier.body);
      const money = body.amount_money;
      if (!money || !Number.isInteger(money.amount) || money.currency !== 'AUD')
        return error(400, 'INVALID_REQUEST_ERROR', 'INVALID_VALUE', 'amount_money');
      const decline = DECLINES[body.source_id];
      if (decline) {
        const text = JSON.stringify({
          errors: [{ category: 'PAYMENT_METHOD_ERROR', code: decline[0], detail: decline[1] }],
        });
        answered.set(key, { status: 400, body: text });
        return send(400, text);
      }
      if (body.source_id !== 'cnon:card-nonce-ok')
        return error(400, 'INVALID_REQUEST_ERROR', 'INVALID_CARD_DATA', 'Invalid card data.');
      state.charges++;
      const id = `R2B3Z8WMVt3EAmzYWLZvz7Y${String(++seq).padStart(5, '0')}`;
      const now = new Date().toISOString();
      const text = JSON.stringify({
        payment: {
          id,
          status: 'COMPLETED',
          source_type: 'CARD',
          amount_money: money,
          approved_money: money,
          total_money: money,
          card_details: {
            status: 'CAPTURED',
            card: { card_brand: 'VISA', last_4: '1111' },
            cvv_status: 'CVV_ACCEPTED',
            avs_status: 'AVS_ACCEPTED',
          },
          location_id: body.location_id ?? 'L88917AVBK2S5',
          receipt_number: id.slice(0, 4),
          receipt_url: `https://squareupsandbox.com/receipt/preview/${id}`,
          created_at: now,
          updated_at: now,
        },
      });
      answered.set(key, { status: 200, body: text });
      return send(200, text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
