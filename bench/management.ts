export {};
/**
 * p50/p95 latency through the local gateway for the management lists of a grower with 200
 * fields and 2,000 sensors (issue 3 target: p95 < 50 ms). Printed, never asserted.
 * Seeds through the store (fast) and measures through HTTP (what a browser sees).
 *
 * Run: npm run bench:management
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE = '1';

const { api, newGrower, startTestStack } = await import('../test/support/local-stack');
const { putField } = await import('../lambdas/farms/adapters/fields');
const { createSensor } = await import('../lambdas/sensors/adapters/sensors');
const { createFarm } = await import('../lambdas/farms/adapters/farms');
const { putZone } = await import('../lambdas/farms/adapters/zones');
const { closeRing } = await import('@shared/geo');

const FIELDS = 200;
const SENSORS_PER_FIELD = 10;
const ROUNDS = 200;

const stack = await startTestStack({ seed: false });
try {
  const { username, tokens } = await newGrower(stack);
  const token = tokens.IdToken!;
  const now = new Date().toISOString();
  for (let farm = 0; farm < 10; farm++) await createFarm(username, `Farm ${farm}`);
  for (let i = 0; i < FIELDS; i++) {
    const lng = 150 + (i % 20) * 0.02;
    const lat = -33 - Math.floor(i / 20) * 0.02;
    const points = {
      type: 'Polygon' as const,
      coordinates: [
        closeRing([
          [lng, lat],
          [lng + 0.01, lat],
          [lng + 0.01, lat - 0.01],
          [lng, lat - 0.01],
        ]),
      ],
    };
    const fieldId = `fld_bench${i}`;
    await putField(username, {
      field_id: fieldId,
      field_name: `Field ${i}`,
      farm_name: `Farm ${i % 10}`,
      crop_type: 'Wheat',
      points,
      created_at: now,
    });
    await putZone(
      username,
      {
        id: `zone_bench${i}`,
        zonename: `Zone ${i}`,
        field_id: fieldId,
        croptype: 'Wheat',
        interest_layer: 50,
        points,
        soiltype_25: 'Clay',
        soiltype_75: 'Clay',
        soiltype_125: 'Clay',
        limits: {
          wiltingPoint: { at10cm: 25, at50cm: 25, at100cm: 25 },
          fieldCapacity: { at10cm: 40, at50cm: 40, at100cm: 40 },
          saturation: { at10cm: 60, at50cm: 60, at100cm: 60 },
        },
        created_at: now,
      },
      true,
    );
    for (let s = 0; s < SENSORS_PER_FIELD; s++) {
      await createSensor({
        sensor_id: `BEN${String(i).padStart(4, '0')}${String(s).padStart(5, '0')}`,
        owner: username,
        alias: `S${s}`,
        field_id: fieldId,
        gateway_id: null,
        points: { type: 'Point', coordinates: [lng + 0.005, lat - 0.005] },
        sleeping: 7200,
        battery_threshold: 80,
        created_at: now,
      });
    }
  }

  const measure = async (label: string, call: (i: number) => Promise<{ status: number }>) => {
    for (let i = 0; i < 10; i++) await call(i); // warm up
    const times: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const t0 = performance.now();
      const res = await call(i);
      times.push(performance.now() - t0);
      if (res.status !== 200) throw new Error(`${label}: HTTP ${res.status}`);
    }
    times.sort((a, b) => a - b);
    const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
    console.log(`  ${label.padEnd(44)} p50 ${p(0.5).padStart(6)} ms   p95 ${p(0.95).padStart(6)} ms`);
  };

  console.log(
    `management lists through the local gateway (${FIELDS} fields, ${FIELDS * SENSORS_PER_FIELD} sensors, ${FIELDS} ` +
      `zones; ${ROUNDS} requests each; target p95 < 50 ms)`,
  );
  await measure('POST /api/field (200 fields)', () =>
    api(stack, 'POST', '/api/field', { token, form: { userName: username } }),
  );
  await measure('POST /api/sensor/field (10 sensors of a field)', (i) =>
    api(stack, 'POST', '/api/sensor/field', { token, form: { fieldId: `fld_bench${i % FIELDS}` } }),
  );
  await measure('GET /api/v2/zone/ (200 zones)', () => api(stack, 'GET', '/api/v2/zone/', { token }));
} finally {
  await stack.close();
}
