/**
 * Local stand-ins for the two vendor clouds, on 127.0.0.1 and free ports, answering as the
 * services do (the shapes of test/fixtures/vendor-clouds):
 * - IrriMAX Live: `GET /api/?cmd=getreadings&key&name&from` → the logger's CSV from that
 *   wall-clock time on (`Date Time`, `V1`, `A<n>(<cm>)`, `T<n>(<cm>)`); 401 for a key it does not
 *   know (or one revoked), 404 for a logger the key does not have.
 * - ZENTRA Cloud v4: `GET /api/v4/get_readings/?device_sn&start_mrid|start_date&per_page&page_num`
 *   with `Authorization: Token <token>` → one page of readings grouped by measurement and port,
 *   ascending, `pagination.next_url` when more follow; 401 `{"detail":"Invalid token."}`.
 * Both can be told to fail the next calls (`failNext`: statuses), and ZENTRA to answer its last
 * page again (`repeatLastPage`: a duplicate page). Every request is recorded.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface IrrimaxLogger {
  header: string;
  /** Rows in the order the logger wrote them: the wall clock as written and its cells. */
  rows: { when: string; cells: string }[];
}

export interface ZentraRecord {
  mrid: number;
  /** UTC epoch seconds. */
  at: number;
  /** Water content (m³/m³) by port. */
  water: Record<number, number>;
  /** Soil temperature (°C) by port. */
  temp: Record<number, number>;
  /** Battery voltage, mV (port 7). */
  batteryMv?: number;
}

export interface FakeVendorClouds {
  irrimaxUrl: string;
  zentraUrl: string;
  irrimax: {
    /** key → logger name → readings. */
    accounts: Map<string, Map<string, IrrimaxLogger>>;
    requests: URL[];
    failNext: number[];
  };
  zentra: {
    /** serial → the token that may read it and its records. */
    devices: Map<string, { token: string; records: ZentraRecord[] }>;
    revoked: Set<string>;
    requests: { url: URL; authorization: string | undefined }[];
    failNext: number[];
    repeatLastPage: boolean;
  };
  close(): Promise<void>;
}

/** `2026/11/20 09:30:00`: how IrriMAX Live writes a wall-clock time. */
export const irrimaxWhen = (wall: number) =>
  new Date(wall).toISOString().slice(0, 19).replace('T', ' ').replace(/-/g, '/');
const wallOf = (when: string) => Date.parse(`${when.replace(/\//g, '-').replace(' ', 'T')}Z`);
const fromParam = (s: string) =>
  Date.UTC(+s.slice(0, 4), +s.slice(4, 6) - 1, +s.slice(6, 8), +s.slice(8, 10), +s.slice(10, 12), +s.slice(12, 14));

function zentraPage(serial: string, records: ZentraRecord[], next: string | null) {
  const reading = (r: ZentraRecord, value: number) => ({
    datetime: new Date(r.at * 1000).toISOString().slice(0, 19).replace('T', ' ') + '+00:00',
    mrid: r.mrid,
    timestamp_utc: r.at,
    tz_offset: 0,
    value,
    precision: 3,
    error_flag: false,
    error_description: '',
  });
  const byPort = (pick: (r: ZentraRecord) => Record<number, number>, units: string, sensor: string) => {
    const ports = [...new Set(records.flatMap((r) => Object.keys(pick(r)).map(Number)))].sort((a, b) => a - b);
    return ports.map((port) => ({
      metadata: { device_sn: serial, port_number: port, sensor_name: sensor, sensor_sn: `S-${port}`, units },
      readings: records.filter((r) => pick(r)[port] !== undefined).map((r) => reading(r, pick(r)[port]!)),
    }));
  };
  return {
    pagination: {
      page_num: 1,
      per_page: records.length,
      page_start_mrid: records[0]?.mrid ?? null,
      page_end_mrid: records.at(-1)?.mrid ?? null,
      next_url: next,
    },
    data: records.length
      ? {
          'Water Content': byPort((r) => r.water, ' m³/m³', 'TEROS 12'),
          'Soil Temperature': byPort((r) => r.temp, ' °C', 'TEROS 12'),
          'Battery Voltage': byPort(
            (r): Record<number, number> => (r.batteryMv === undefined ? {} : { 7: r.batteryMv }),
            ' mV',
            'Battery',
          ),
        }
      : {},
  };
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

export async function startFakeVendorClouds(): Promise<FakeVendorClouds> {
  const irrimax: FakeVendorClouds['irrimax'] = { accounts: new Map(), requests: [], failNext: [] };
  const zentra: FakeVendorClouds['zentra'] = {
    devices: new Map(),
    revoked: new Set(),
    requests: [],
    failNext: [],
    repeatLastPage: false,
  };
  let lastZentraBody = '';

  const irrimaxServer = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    irrimax.requests.push(url);
    const fail = irrimax.failNext.shift();
    if (fail) return void res.writeHead(fail, { 'content-type': 'text/plain' }).end(`Error ${fail}`);
    if (url.pathname !== '/api/' || url.searchParams.get('cmd') !== 'getreadings')
      return void res.writeHead(400, { 'content-type': 'text/plain' }).end('Unknown command');
    const account = irrimax.accounts.get(url.searchParams.get('key') ?? '');
    if (!account) return void res.writeHead(401, { 'content-type': 'text/plain' }).end('Invalid API key');
    const name = url.searchParams.get('name') ?? '';
    const logger = Object.hasOwn(Object.fromEntries(account), name) ? account.get(name) : undefined;
    if (!logger) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('Logger not found');
    const from = url.searchParams.get('from');
    const since = from ? fromParam(from) : -Infinity;
    const rows = logger.rows.filter((r) => wallOf(r.when) >= since).map((r) => `${r.when},${r.cells}`);
    res.writeHead(200, { 'content-type': 'text/csv' }).end([logger.header, ...rows].join('\r\n') + '\r\n');
  });

  const zentraServer = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const authorization = req.headers.authorization;
    zentra.requests.push({ url, authorization });
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const fail = zentra.failNext.shift();
    if (fail === 429) return void json(429, { detail: 'Request was throttled. Expected available in 58 seconds.' });
    if (fail) return void json(fail, { detail: 'Server error' });
    if (url.pathname !== '/api/v4/get_readings/') return void json(404, { detail: 'Not found.' });
    const token = /^Token (.+)$/.exec(authorization ?? '')?.[1] ?? '';
    const device = zentra.devices.get(url.searchParams.get('device_sn') ?? '');
    if (!device || device.token !== token || zentra.revoked.has(token))
      return void json(401, { detail: 'Invalid token.' });
    if (zentra.repeatLastPage && lastZentraBody) {
      zentra.repeatLastPage = false;
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(lastZentraBody);
    }
    const startMrid = url.searchParams.get('start_mrid');
    const startDate = url.searchParams.get('start_date');
    const perPage = Number(url.searchParams.get('per_page') ?? 500);
    const page = Number(url.searchParams.get('page_num') ?? 1);
    const chosen = device.records
      .filter((r) =>
        startMrid
          ? r.mrid >= Number(startMrid)
          : startDate
            ? r.at * 1000 >= Date.parse(`${startDate.replace(' ', 'T')}Z`)
            : true,
      )
      .sort((a, b) => a.mrid - b.mrid);
    const slice = chosen.slice((page - 1) * perPage, page * perPage);
    const more = chosen.length > page * perPage;
    const next = more
      ? `${url.origin}${url.pathname}?` +
        new URLSearchParams({ ...Object.fromEntries(url.searchParams), page_num: String(page + 1) }).toString()
      : null;
    lastZentraBody = JSON.stringify(zentraPage(url.searchParams.get('device_sn')!, slice, next));
    res.writeHead(200, { 'content-type': 'application/json' }).end(lastZentraBody);
  });

  const [irrimaxUrl, zentraUrl] = await Promise.all([listen(irrimaxServer), listen(zentraServer)]);
  return {
    irrimaxUrl,
    zentraUrl,
    irrimax,
    zentra,
    async close() {
      await Promise.all([irrimaxServer, zentraServer].map((s) => new Promise((r) => s.close(r))));
    },
  };
}
