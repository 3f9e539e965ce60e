/** The weather routes refuse bad input with 400 naming the field, under `err`, before any data is read. */
import { describe, expect, it } from 'vitest';
import { handler } from '../../../lambdas/weather/handlers/weather';
import { apiEvent, growerClaims } from '../../support/api-event';

const evaporation = (query: Record<string, string> | null, fieldId = 'f1') =>
  handler(
    apiEvent({
      resource: '/api/v2/evaporation/{field_id}',
      pathParameters: { field_id: fieldId },
      query,
      claims: growerClaims(),
    }),
  );

describe('GET /api/v2/evaporation/{field_id}', () => {
  it.each([
    [{ start: 'yesterday', end: '1767225600' }, /^start: /],
    [{ start: '1e300', end: '1767225600' }, /^start: /],
    [{ start: '', end: '' }, /^start: must be epoch seconds/],
    [{ start: '-5', end: '1767225600' }, /^start: /],
    [{ start: '1767225600.5', end: '1767225600' }, /^start: /],
    [{ start: '1767225600' }, /^end: give both/],
    [{ start: '1767225600', end: '1767139200' }, /^end: end must not be before start/],
    [{ start: '0', end: '1767225600' }, /^end: ask for at most 400 days/],
  ])('%o → 400 %s', async (query, message) => {
    const res = await evaporation(query);
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body).err).toMatch(message);
  });

  it('refuses an over-long field id and answers 401 without a token', async () => {
    const long = await evaporation(null, 'x'.repeat(65));
    expect(long.statusCode).toBe(400);
    expect(JSON.parse(long.body).err).toMatch(/^field_id: /);
    const anon = await handler(
      apiEvent({ resource: '/api/v2/evaporation/{field_id}', pathParameters: { field_id: 'f1' } }),
    );
    expect(anon.statusCode).toBe(401);
  });
});
