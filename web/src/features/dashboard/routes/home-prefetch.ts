/**
 * Home's first screen, asked for the moment /app/Home is entered: the field list, then the chosen
 * field's sensors, then the chosen sensor's latest reading — while the page's code is still on its
 * way, not after it. On a 3G-like connection that chain is three round trips and the page's code a
 * few seconds; run one after the other they were most of the wait (docs/benchmarks.md).
 *
 * The same query options as the page's, so the page finds the answers (or the requests in flight)
 * in the cache and asks for nothing again; the same choice of field and sensor as the page makes
 * from the URL (./dashboard-params.ts). Nothing when signed out; a failure is left for the page to
 * show, as it would have met it itself.
 */
import type { QueryClient } from '@tanstack/react-query';
import { fieldsQuery } from '../../../api/fields';
import { fieldMoistureQuery, latestReadingQuery } from '../../../api/readings';
import { currentIdToken } from '../../../lib/auth/session';
import { chooseField, chooseSensor, FIELD_PARAM, SENSOR_PARAM } from './dashboard-params';

export async function prefetchHome(client: QueryClient, search: URLSearchParams): Promise<void> {
  try {
    if (!(await currentIdToken())) return;
    const field = chooseField(await client.fetchQuery(fieldsQuery()), search.get(FIELD_PARAM));
    if (!field) return;
    const sensor = chooseSensor(await client.fetchQuery(fieldMoistureQuery(field.field_id)), search.get(SENSOR_PARAM));
    if (sensor) await client.prefetchQuery(latestReadingQuery(sensor.sensor_id));
  } catch {
    // The page asks again and shows what went wrong.
  }
}
