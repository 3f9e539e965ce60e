/**
 * The local gateway builds query and header maps the way API Gateway REST does: plain JSON
 * objects whose keys are whatever the client sent, `constructor` and `__proto__` included.
 */
import { describe, expect, it } from 'vitest';
import { eventHeaders, eventQuery } from '../../../infra/local/gateway';

const ownEntries = (o: object | null) => (o === null ? null : Object.entries(o));
/** What a Lambda function receives: the event after a JSON round trip. */
const asLambdaSeesIt = (o: unknown) => JSON.parse(JSON.stringify(o)) as unknown;

describe('eventQuery', () => {
  it('keeps prototype names as ordinary keys: the last value in one map, all values in the other', () => {
    const q = eventQuery(new URL('http://local/api/me?constructor=1&__proto__=2&toString=3&a=x&a=y&hasOwnProperty='));
    expect(ownEntries(q.queryStringParameters)).toEqual([
      ['constructor', '1'],
      ['__proto__', '2'],
      ['toString', '3'],
      ['a', 'y'],
      ['hasOwnProperty', ''],
    ]);
    expect(ownEntries(q.multiValueQueryStringParameters)).toEqual([
      ['constructor', ['1']],
      ['__proto__', ['2']],
      ['toString', ['3']],
      ['a', ['x', 'y']],
      ['hasOwnProperty', ['']],
    ]);
    // plain objects, exactly as the JSON API Gateway sends
    expect(Object.getPrototypeOf(q.queryStringParameters)).toBe(Object.prototype);
    expect(asLambdaSeesIt(q)).toEqual(q);
  });

  it('answers null for both without a query', () => {
    expect(eventQuery(new URL('http://local/api/me'))).toEqual({
      queryStringParameters: null,
      multiValueQueryStringParameters: null,
    });
    expect(eventQuery(new URL('http://local/api/me?'))).toEqual({
      queryStringParameters: null,
      multiValueQueryStringParameters: null,
    });
  });
});

describe('eventHeaders', () => {
  const req = (rawHeaders: string[]) =>
    ({ rawHeaders, socket: { remoteAddress: '127.0.0.1', localPort: 3000 } }) as Parameters<typeof eventHeaders>[0];

  it('keeps prototype names as ordinary header names, repeated ones in multiValueHeaders', () => {
    const h = eventHeaders(req(['Host', 'x', 'constructor', 'a', '__proto__', 'b', 'toString', 'c', 'toString', 'd']));
    expect(ownEntries(h.headers)).toEqual([
      ['Host', 'x'],
      ['constructor', 'a'],
      ['__proto__', 'b'],
      ['toString', 'd'],
      ['X-Forwarded-For', '127.0.0.1'],
      ['X-Forwarded-Port', '3000'],
      ['X-Forwarded-Proto', 'http'],
    ]);
    expect(h.multiValueHeaders.toString).toEqual(['c', 'd']);
    expect(Object.hasOwn(h.multiValueHeaders, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(h.headers)).toBe(Object.prototype);
    expect(asLambdaSeesIt(h)).toEqual(h);
  });

  it('does not add an X-Forwarded header the client sent in any case', () => {
    const h = eventHeaders(req(['x-forwarded-proto', 'https']));
    expect(h.headers['x-forwarded-proto']).toBe('https');
    expect(h.headers['X-Forwarded-Proto']).toBeUndefined();
  });
});
