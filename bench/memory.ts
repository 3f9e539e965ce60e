export {};
/**
 * Issue 8 item 15: what the local stack keeps after 5,000 seven-day field reads (a 12-sensor
 * field, GET /api/v2/moisture/{field}, 4 in flight). Prints RSS and V8 heap in use after full
 * garbage collections, before and after, and on the way (target: RSS growth ≤ 100 MB).
 * The stack runs in this process (as under `npm start`), so these are the stack's figures.
 * Printed, never asserted.
 *
 * Run: npm run bench:memory [-- reads]   (default 5000; about 2–4 minutes)
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE = '1';

const { startTestStack } = await import('../test/support/local-stack');
const { seedGrower, settledMemory, mb, DAY_MS } = await import('./support');
const { forEachLimit } = await import('@shared/concurrency');

const READS = Number(process.argv[2] ?? 5000);
const IN_FLIGHT = 4;
const REPORT_EVERY = 1000;

const stack = await startTestStack({ seed: false });
try {
  const grower = await seedGrower(stack, { sensors: 12, days: 8 });
  const end = Math.floor(Date.now() / 1000);
  const path = `/api/v2/moisture/${grower.fieldId}?start=${end - (7 * DAY_MS) / 1000}&end=${end}`;
  let readings = 0;
  const read = async () => {
    const res = await fetch(`${stack.url}${path}`, { headers: { authorization: `Bearer ${grower.token}` } });
    const body = (await res.json()) as { data?: { moisture: unknown[] }[] };
    if (res.status !== 200 || !body.data) throw new Error(`HTTP ${res.status}`);
    readings = body.data.reduce((n, s) => n + s.moisture.length, 0);
  };
  for (let i = 0; i < 50; i++) await read(); // warm up: modules loaded, caches and pools filled
  const before = await settledMemory();
  console.log(
    `7-day field reads (12 sensors, ${readings} readings an answer), ${IN_FLIGHT} in flight; memory after full GC:`,
  );
  console.log(`  ${'0'.padStart(5)} reads   RSS ${mb(before.rss).padStart(7)}   heap ${mb(before.heap).padStart(6)}`);
  const t0 = performance.now();
  let after = before;
  for (let done = 0; done < READS;) {
    const n = Math.min(REPORT_EVERY, READS - done);
    await forEachLimit(Array.from({ length: n }), IN_FLIGHT, read);
    done += n;
    after = await settledMemory();
    console.log(
      `  ${String(done).padStart(5)} reads   RSS ${mb(after.rss).padStart(7)}   heap ${mb(after.heap).padStart(6)}`,
    );
  }
  const seconds = (performance.now() - t0) / 1000;
  const growth = after.rss - before.rss;
  console.log(
    `RSS growth over ${READS} reads: ${mb(growth)} (${((growth * 1024) / READS).toFixed(1)} KB a read; target ≤ 100 ` +
      `MB); heap growth ${mb(after.heap - before.heap)}; ${(READS / seconds).toFixed(0)} reads/s`,
  );
} finally {
  await stack.close();
}
