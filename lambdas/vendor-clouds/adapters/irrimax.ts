/**
 * IrriMAX Live API client: `GET <base>/api/?cmd=getreadings&key=…&name=<logger>&from=<yyyymmddhhmmss>`
 * answers the logger's readings from that wall-clock time on, as CSV (rules/irrimax-csv.ts).
 * The key travels in the query string, as the service asks: it is cut from every message.
 */
import { compactWallClock } from '../rules/wall-clock';
import { vendorGet } from './vendor-http';

export const IRRIMAX_URL = 'https://www.irrimaxlive.com';

export interface IrrimaxClient {
  /** The CSV of `logger`'s readings from the wall-clock time `fromWall` (see wall-clock.ts). */
  readings(key: string, logger: string, fromWall: number): Promise<string>;
}

export function irrimaxClient(opts: { baseUrl?: string; timeoutMs?: number } = {}): IrrimaxClient {
  const base = (opts.baseUrl ?? IRRIMAX_URL).replace(/\/+$/, '');
  return {
    async readings(key, logger, fromWall) {
      const query = new URLSearchParams({ cmd: 'getreadings', key, name: logger, from: compactWallClock(fromWall) });
      const { text } = await vendorGet({
        url: `${base}/api/?${query.toString()}`,
        headers: { accept: 'text/csv' },
        secret: key,
        timeoutMs: opts.timeoutMs ?? 10_000,
        service: 'IrriMAX Live',
      });
      return text;
    },
  };
}
