/** The farm-year export: one zip of readings CSVs per sensor of the caller's farm, by token or API key. */
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamoReadingsStore } from '../../lambdas/readings/adapters/readings/dynamodb';
import type { Reading } from '../../lambdas/readings/adapters/readings/port';
import { api, newGrower, startTestStack, type Body, type TestStack } from '../support/local-stack';
import { buildField, buildSensorForm } from '../support/management';
import { currentSeries } from '../support/readings';

let stack: TestStack;
let owner: string;
let stranger: string;
let key: string;
const sensors: Record<'a' | 'b' | 'elsewhere', string> = { a: '', b: '', elsewhere: '' };

const HOUR = 3_600_000;
const at = (iso: string) => Date.parse(iso);

async function addSensor(token: string, farmName: string, fieldName: string): Promise<string> {
  const field = await api(stack, 'POST', '/api/field/addField', { token, json: buildField({ farmName, fieldName }) });
  const form = buildSensorForm((field.body.data as Body).field_id as string);
  const made = await api(stack, 'POST', '/api/sensor/v2/new', { token, form });
  expect(made.status).toBeLessThan(300);
  return form.sensorId;
}

async function putReadings(sensorId: string, times: number[], flags: Reading['flags'] = []): Promise<void> {
  const series = await currentSeries(sensorId);
  await dynamoReadingsStore().put(
    times.map((time, i) => ({
      series,
      sensorId,
      time,
      raw: { at10cm: 30 + i, at50cm: 40, at100cm: 50, temperature: 18, battery_vol: 3.9 },
      calibrated: { at10cm: 30 + i, at50cm: 40, at100cm: 50 },
      temperature: 18,
      battery_vol: 3.9,
      flags,
      receivedAt: time,
    })),
  );
}

const exportOf = (farm: string, query: string, authorization = `Bearer ${owner}`) =>
  fetch(`${stack.url}/api/v2/farms/${encodeURIComponent(farm)}/export?${query}`, { headers: { authorization } });

/** The zip's files: name → CSV lines. */
async function unzipped(res: Response): Promise<Record<string, string[]>> {
  const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
  return Object.fromEntries(
    Object.entries(files).map(([name, bytes]) => [name, strFromU8(bytes).trimEnd().split('\r\n')]),
  );
}

beforeAll(async () => {
  stack = await startTestStack();
  owner = (await newGrower(stack)).tokens.IdToken!;
  stranger = (await newGrower(stack)).tokens.IdToken!;
  sensors.a = await addSensor(owner, 'Home Farm', 'North Paddock');
  sensors.b = await addSensor(owner, 'Home Farm', 'South Paddock');
  sensors.elsewhere = await addSensor(owner, 'Other Farm', 'Far Paddock');
  await putReadings(sensors.a, [
    at('2024-12-31T23:00:00Z'),
    at('2025-01-01T00:00:00Z'),
    at('2025-06-15T12:00:00Z'),
    at('2025-12-31T22:00:00Z'),
    at('2026-01-01T00:00:00Z'),
  ]);
  await putReadings(sensors.a, [at('2025-03-01T00:00:00Z')], ['above-200']);
  await putReadings(sensors.b, [at('2025-02-01T00:00:00Z'), at('2025-02-01T00:00:00Z') + 2 * HOUR]);
  await putReadings(sensors.elsewhere, [at('2025-05-01T00:00:00Z')]);
  key = (await api(stack, 'POST', '/api/v2/api-keys', { token: owner, json: { name: 'Exporter' } })).body.key as string;
});
afterAll(async () => {
  await stack?.close();
});

describe('farm-year export', () => {
  it("zips one CSV per sensor of the farm, with the year's valid readings in the readings CSV's layout", async () => {
    const res = await exportOf('Home Farm', 'year=2025');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="Home-Farm-2025.zip"');
    const files = await unzipped(res);
    expect(Object.keys(files).sort()).toEqual([`${sensors.a}.csv`, `${sensors.b}.csv`].sort());
    const a = files[`${sensors.a}.csv`]!;
    // a header and 21 depth rows; one column per valid reading in 2025 (UTC): not 2024's, 2026's or the flagged one
    expect(a).toHaveLength(22);
    expect(a[0]).toBe('Depth (cm),2025-01-01 00:00,2025-06-15 12:00,2025-12-31 22:00');
    expect(a[2]).toBe('-10,31.00,32.00,33.00');
    expect(files[`${sensors.b}.csv`]![0]!.split(',')).toHaveLength(3);
  });

  it('takes the year and the times in the time zone asked for', async () => {
    const files = await unzipped(await exportOf('Home Farm', 'year=2025&tz=Australia/Sydney'));
    // 2024-12-31 23:00 UTC is 10:00 on New Year's Day in Sydney; 2025-12-31 22:00 UTC is 2026 there
    expect(files[`${sensors.a}.csv`]![0]).toBe('Depth (cm),2025-01-01 10:00,2025-01-01 11:00,2025-06-15 22:00');
  });

  it('answers an empty zip for a year without readings', async () => {
    const res = await exportOf('Home Farm', 'year=2021');
    expect(res.status).toBe(200);
    const files = await unzipped(res);
    expect(Object.keys(files).sort()).toEqual([`${sensors.a}.csv`, `${sensors.b}.csv`].sort());
    expect(files[`${sensors.a}.csv`]![0]).toBe('Depth (cm)');
  });

  it('works with an API key of the owner, read-only', async () => {
    const res = await exportOf('Home Farm', 'year=2025', `ApiKey ${key}`);
    expect(res.status).toBe(200);
    expect(Object.keys(await unzipped(res))).toHaveLength(2);
  });

  it("answers 404 for another grower's farm and for a farm nobody has", async () => {
    for (const [farm, token] of [
      ['Home Farm', stranger],
      ['No Such Farm', owner],
    ] as const) {
      const res = await api(stack, 'GET', `/api/v2/farms/${encodeURIComponent(farm)}/export?year=2025`, { token });
      expect(res.status, farm).toBe(404);
    }
  });

  it('answers 400 naming the field for a bad year, time zone or farm name', async () => {
    for (const [path, field] of [
      ['/api/v2/farms/Home%20Farm/export', 'year'],
      ['/api/v2/farms/Home%20Farm/export?year=1999', 'year'],
      ['/api/v2/farms/Home%20Farm/export?year=20x5', 'year'],
      ['/api/v2/farms/Home%20Farm/export?year=2025&tz=Mars/Base', 'tz'],
      ['/api/v2/farms/__proto__/export?year=2025', 'farm_id'],
    ] as const) {
      const res = await api(stack, 'GET', path, { token: owner });
      expect(res.status, path).toBe(400);
      expect(res.body.error, path).toMatch(new RegExp(`^${field}: `));
    }
  });
});
