export {};
/**
 * Issue 25's figure for the LoRaWAN edge, printed, never asserted: 1,000 The Things Stack webhook
 * uplinks (`POST /api/v2/lorawan/tts/uplink`, real-shaped v3 messages) from 200 devices of the
 * five device types, paired into 160 sensors of one grower's TTS connection, a tenth of them sent
 * twice (a retry, or another gateway's copy): the first 200 one at a time (each answer alone, as
 * in AWS where each webhook call has its own Lambda), the rest 8 in flight as a network server's
 * webhook workers send them. Prints the answers' p50/p95/p99 (target p99 < 1 s), uplinks/s and
 * the process CPU per uplink, next to our own ingest route's batch throughput on the same stack
 * (readings/s in 500-reading batches).
 *
 * Each device type's payload is an example of its codec file in the TTN device repository
 * (test/fixtures/lorawan/codecs/) that our decoder reads.
 *
 * Run: npm run bench:lorawan   (about 2 minutes)
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE = '1';
process.env.LOG_LEVEL ??= 'warn';
process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';

const { readFileSync } = await import('node:fs');
const { loadavg } = await import('node:os');
const { forEachLimit } = await import('@shared/concurrency');
const { DEVICE_TYPE_IDS, DEVICE_TYPES } = await import('@shared/lorawan/device-types');
type DeviceTypeId = (typeof DEVICE_TYPE_IDS)[number];
const { decode } = await import('../lambdas/lorawan/rules/decoders');
const { adminToken, api, newGrower, startTestStack } = await import('../test/support/local-stack');
const { buildField, buildSensorForm } = await import('../test/support/management');
const { seedGrower, history } = await import('./support');
const { sendReadings } = await import('../infra/local/simulator/send');

const UPLINKS = 1_000;
const DUPLICATE_SHARE = 0.1;
const IN_FLIGHT = 8;
/** The first uplinks are sent one at a time (the answer alone), the rest IN_FLIGHT at a time. */
const SEQUENTIAL = 200;
/** Sensors of each device type and devices per sensor: 200 devices, 160 sensors. */
const FLEET: [DeviceTypeId, sensors: number, devicesPerSensor: number][] = [
  ['decentlab-dl-smtp', 20, 1],
  ['dragino-lse01', 20, 3],
  ['milesight-em500-smtc', 40, 1],
  ['decentlab-dl-trs12', 40, 1],
  ['dragino-se01-lb', 40, 1],
];
const PROBE_DEPTHS_CM = [10, 50, 100];

interface Device {
  devEui: string;
  type: DeviceTypeId;
  devAddr: string;
  fCnt: number;
}

const decodesToMoisture = (type: DeviceTypeId, fPort: number, bytes: Buffer) => {
  const r = decode(type, fPort, bytes);
  return r.ok && r.records.some((rec) => rec.moisture.length > 0);
};

/**
 * A payload of the type's codec examples that our decoder stores (not one of its error examples).
 * The SE01-LB's codec file holds another device's examples (fixture note): it sends the LSE01's
 * periodic layout, so the LSE01 example serves, with the working-mode bit (byte 10's top bit) at
 * 0, calibrated moisture.
 */
function examplePayload(type: DeviceTypeId): { fPort: number; bytes: string } {
  const examplesOf = (t: DeviceTypeId) => {
    const file = new URL(`../test/fixtures/lorawan/codecs/${t}.json`, import.meta.url);
    return (JSON.parse(readFileSync(file, 'utf8')) as { examples: { fPort: number; bytes: string }[] }).examples;
  };
  const own = examplesOf(type).find((e) => decodesToMoisture(type, e.fPort, Buffer.from(e.bytes, 'hex')));
  if (own) return { fPort: own.fPort, bytes: Buffer.from(own.bytes, 'hex').toString('base64') };
  for (const e of examplesOf('dragino-lse01')) {
    const bytes = Buffer.from(e.bytes, 'hex');
    bytes[10] = bytes[10]! & 0x7f;
    if (decodesToMoisture(type, e.fPort, bytes)) return { fPort: e.fPort, bytes: bytes.toString('base64') };
  }
  throw new Error(`no codec example decodes to moisture as ${type}`);
}

const hex = (n: number, digits: number) => n.toString(16).toUpperCase().padStart(digits, '0');

/** The Things Stack v3 uplink message, as its webhook posts it (zero fields omitted, as TTS does). */
function ttsUplink(d: Device, payload: { fPort: number; bytes: string }, at: number, gateway: string) {
  const iso = new Date(at).toISOString();
  return {
    end_device_ids: {
      device_id: `eui-${d.devEui.toLowerCase()}`,
      application_ids: { application_id: 'fieldwise-bench' },
      dev_eui: d.devEui,
      join_eui: '0000000000000000',
      dev_addr: d.devAddr,
    },
    correlation_ids: [`as:up:01BENCH${hex(d.fCnt, 8)}`],
    received_at: iso,
    uplink_message: {
      session_key_id: `AYb${d.devAddr}==`,
      f_port: payload.fPort,
      ...(d.fCnt ? { f_cnt: d.fCnt } : {}),
      frm_payload: payload.bytes,
      rx_metadata: [
        {
          gateway_ids: { gateway_id: gateway, eui: gateway === 'bench-gw-a' ? 'A84041FFFF1F0001' : 'A84041FFFF1F0002' },
          time: iso,
          rssi: -97,
          channel_rssi: -97,
          snr: 6.25,
          received_at: iso,
        },
      ],
      settings: {
        data_rate: { lora: { bandwidth: 125000, spreading_factor: 9, coding_rate: '4/5' } },
        frequency: '917200000',
      },
      received_at: iso,
      consumed_airtime: '0.185344s',
    },
  };
}

const percentile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

const stack = await startTestStack({ seed: false });
try {
  console.log(
    `load average at start: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(', ')}`,
  );
  const { username } = await newGrower(stack);
  // 160 sensors is more than any plan: registered as an admin, who is not limited.
  const token = await adminToken(stack, username);
  const field = (await api(stack, 'POST', '/api/field/addField', { token, json: buildField() })).body.data as {
    field_id: string;
  };
  const gatewayId = `bench-tts-${Date.now().toString(36)}`;
  const connection = await api(stack, 'POST', '/api/v2/gateway', { token, json: { gatewayId, kind: 'tts' } });
  if (connection.status !== 201)
    throw new Error(`connection: HTTP ${connection.status} ${JSON.stringify(connection.body)}`);
  const credential = connection.body.credential as string;

  const payloads = Object.fromEntries(DEVICE_TYPE_IDS.map((t) => [t, examplePayload(t)])) as Record<
    DeviceTypeId,
    { fPort: number; bytes: string }
  >;
  const devices: Device[] = [];
  let n = 0;
  for (const [type, sensors, perSensor] of FLEET) {
    for (let s = 0; s < sensors; s++) {
      const mine = Array.from({ length: perSensor }, () => {
        n++;
        return { devEui: `A84041BE${hex(n, 8)}`, type, devAddr: `260B${hex(n, 4)}`, fCnt: 0 };
      });
      const form = {
        ...buildSensorForm(field.field_id, { gatewayId }),
        devices: JSON.stringify(
          mine.map((d, i) => ({
            dev_eui: d.devEui,
            device_type: type,
            ...(DEVICE_TYPES[type].oneDepth ? { depth_cm: PROBE_DEPTHS_CM[perSensor > 1 ? i : 0] } : {}),
          })),
        ),
      };
      const res = await api(stack, 'POST', '/api/sensor/v2/new', { token, form });
      if (res.status !== 201) throw new Error(`sensor of ${type}: HTTP ${res.status} ${JSON.stringify(res.body)}`);
      devices.push(...mine);
    }
  }
  const sensorCount = FLEET.reduce((sum, [, sensors]) => sum + sensors, 0);
  console.log(`${devices.length} devices of ${DEVICE_TYPE_IDS.length} types paired into ${sensorCount} sensors`);

  // The uplinks: devices in turn, each at its type's interval back from now; a tenth sent twice,
  // half of those as another gateway's copy.
  const now = Date.now();
  const distinct = Math.round(UPLINKS * (1 - DUPLICATE_SHARE));
  const messages: object[] = [];
  for (let i = 0; i < distinct; i++) {
    const d = devices[i % devices.length]!;
    const round = Math.floor(i / devices.length);
    const at = now - (5 - round) * DEVICE_TYPES[d.type].reportingIntervalMin * 60_000 - (i % 60) * 1000;
    messages.push(ttsUplink(d, payloads[d.type], at, 'bench-gw-a'));
    d.fCnt++;
  }
  for (let i = 0; messages.length < UPLINKS; i += 9) {
    const copy = structuredClone(messages[i % distinct]) as ReturnType<typeof ttsUplink>;
    if (i % 2) copy.uplink_message.rx_metadata[0]!.gateway_ids = { gateway_id: 'bench-gw-b', eui: 'A84041FFFF1F0002' };
    messages.push(copy);
  }

  const statuses = new Map<number, number>();
  const post = async (message: object, times: number[]) => {
    const t0 = performance.now();
    const res = await fetch(`${stack.url}/api/v2/lorawan/tts/uplink`, {
      method: 'POST',
      headers: { authorization: `Bearer ${credential}`, 'content-type': 'application/json' },
      body: JSON.stringify(message),
    });
    await res.arrayBuffer();
    times.push(performance.now() - t0);
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  };
  // Shuffled (seeded), so copies arrive among the others as a network server's retries do.
  let seed = 25;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const order = messages.map((m, i) => ({ m, k: i < SEQUENTIAL ? i - SEQUENTIAL : random() }));
  order.sort((x, y) => x.k - y.k);
  const run = async (label: string, batch: object[], inFlight: number) => {
    const times: number[] = [];
    const cpu = process.cpuUsage();
    const started = performance.now();
    await forEachLimit(batch, inFlight, (m) => post(m, times));
    const seconds = (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpu);
    times.sort((a, b) => a - b);
    const cpuMs = (used.user + used.system) / 1000 / batch.length;
    console.log(
      `  ${label}: ${batch.length} uplinks, ${inFlight} in flight: ${(batch.length / seconds).toFixed(1)} uplinks/s; ` +
        `answers p50 ${percentile(times, 0.5).toFixed(0)} / p95 ${percentile(times, 0.95).toFixed(0)} / p99 ` +
        `${percentile(times, 0.99).toFixed(0)} ms; process CPU ${cpuMs.toFixed(1)} ms an uplink`,
    );
  };
  console.log(
    `TTS webhook POST /api/v2/lorawan/tts/uplink: ${messages.length} uplinks (${messages.length - distinct} ` +
      `copies of another, a retry or a second gateway's), target p99 < 1,000 ms:`,
  );
  // One at a time first: each answer alone, as each webhook call is in its own Lambda in AWS; then
  // 8 in flight on the one local process, where answers also wait for each other.
  await run(
    'one at a time',
    order.slice(0, SEQUENTIAL).map((o) => o.m),
    1,
  );
  await run(
    'concurrent',
    order.slice(SEQUENTIAL).map((o) => o.m),
    IN_FLIGHT,
  );
  console.log(`  statuses: ${[...statuses].map(([status, count]) => `${status} × ${count}`).join(', ')}`);

  // Our own ingest on the same stack: 120 days of 12 sensors in 500-reading batches.
  const own = await seedGrower(stack, { sensors: 12, days: 0 }, 1);
  const readings = history(own.sensorIds, 120);
  const t0 = performance.now();
  const sent = await sendReadings(stack.url, own.credential, readings);
  const ingestSeconds = (performance.now() - t0) / 1000;
  console.log(
    `own ingest (POST /api/v2/ingest): ${sent.sent} readings in 500-reading batches, 4 in flight: ` +
      `${ingestSeconds.toFixed(1)} s = ${(sent.sent / ingestSeconds).toFixed(0)} readings/s ` +
      `(${(sent.sent / 500 / ingestSeconds).toFixed(1)} batches/s); one uplink is one device's reading`,
  );
  console.log(
    `load average at end: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(', ')}`,
  );
} finally {
  await stack.close();
}
