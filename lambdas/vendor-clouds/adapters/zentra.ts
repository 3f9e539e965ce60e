/**
 * ZENTRA Cloud API v4 client: `GET <base>/api/v4/get_readings/?device_sn=…` with
 * `Authorization: Token <token>`, in ascending order from a record id (`start_mrid`, the pull's
 * cursor) or, the first time, from a date; one page a call (the service allows one call a minute
 * per device, so a run takes one page and the next run the next).
 */
import { vendorGet, VendorCallError } from './vendor-http';

export const ZENTRA_URL = 'https://zentracloud.com';
/** The most the service sends in one page. */
export const ZENTRA_PAGE_SIZE = 2000;

export type ZentraFrom = { mrid: number } | { date: string };

export interface ZentraClient {
  /** One page of the device's readings (parsed JSON), oldest first. */
  page(token: string, serial: string, from: ZentraFrom): Promise<unknown>;
}

export function zentraClient(opts: { baseUrl?: string; timeoutMs?: number; pageSize?: number } = {}): ZentraClient {
  const base = (opts.baseUrl ?? ZENTRA_URL).replace(/\/+$/, '');
  return {
    async page(token, serial, from) {
      // Growers paste the header's value as ZENTRA shows it ("Token abc…") or just the token.
      const bare = token.replace(/^token\s+/i, '');
      const query = new URLSearchParams({
        device_sn: serial,
        ...('mrid' in from ? { start_mrid: String(from.mrid) } : { start_date: from.date }),
        output_format: 'json',
        per_page: String(opts.pageSize ?? ZENTRA_PAGE_SIZE),
        page_num: '1',
        sort_by: 'ascending',
      });
      const { text } = await vendorGet({
        url: `${base}/api/v4/get_readings/?${query.toString()}`,
        headers: { accept: 'application/json', authorization: `Token ${bare}` },
        secret: bare,
        timeoutMs: opts.timeoutMs ?? 10_000,
        service: 'ZENTRA Cloud',
      });
      try {
        return JSON.parse(text) as unknown;
      } catch {
        throw new VendorCallError('retry', 'ZENTRA Cloud answered something that is not JSON');
      }
    },
  };
}
