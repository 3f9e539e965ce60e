/**
 * Figures for the PDF field report (issue 13 targets, in Chromium here: 12 sensors × 7 days
 * < 2 s and 12 × 365 days < 5 s from 'Download' to the file saved), printed, never asserted.
 *
 * The report's builder (web/src/features/report/pdf/build-report.ts, with
 * jsPDF, autotable and chart.js) is bundled with esbuild into a bench page in Debian's Chromium.
 * Its input is what the dialog holds when Download is pressed: the field moisture answer for the
 * range (7 days: every 2-hourly reading; 365 days: the API's 750 averaged points per sensor), two
 * zones and their summaries, and daily evaporation. Each figure is the median of 5 runs, from the
 * call to the download written to disk; the first run of each case is a warm-up and not counted.
 * The machine is shared, so beside the wall time it prints the CPU time the browser and this
 * process spent (from /proc, all threads and child processes), which other load does not inflate
 * as much, and the load average.
 *
 * Run: npm run bench:report
 */
import { build } from 'esbuild';
import { createServer } from 'node:http';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { ZoneParams } from '@shared/management/views';
import type { MoistureReading, SensorMoisture } from '@shared/readings/views';

const root = join(import.meta.dirname, '..');
const DAY_MS = 86_400_000;
const two = (n: number) => String(n).padStart(2, '0');
const RUNS = 5;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const ring = (w: number, n: number, e: number, s: number): [number, number][] => [
  [w, n],
  [e, n],
  [e, s],
  [w, s],
  [w, n],
];
const zone = (id: string, name: string, outline: [number, number][]): ZoneParams => ({
  id,
  zonename: name,
  field_id: 'bench',
  croptype: 'Corn',
  interest_layer: 50,
  points: { type: 'Polygon', coordinates: [outline] },
  soiltype_25: 'Loam',
  soiltype_75: 'Loam',
  soiltype_125: 'Clay-Loam',
  wpoint_50: 17,
  wpoint_100: 17,
  wpoint_150: 18,
  fcapacity_50: 30,
  fcapacity_100: 30,
  fcapacity_150: 31,
  saturation_50: 40,
  saturation_100: 40,
  saturation_150: 41,
});
const ZONES = [
  zone('z1', 'North Block East', ring(146.0342, -34.2703, 146.0377, -34.2757)),
  zone('z2', 'North Block West', ring(146.0303, -34.2703, 146.0338, -34.2757)),
];

/**
 * What GET /api/v2/moisture/{field}?start&end answers for `sensors` sensors: 2-hourly readings, or 750 means per sensor
 * beyond that.
 */
function moisture(sensors: number, fromMs: number, toMs: number): SensorMoisture[] {
  const points = Math.min(750, Math.floor((toMs - fromMs) / 7_200_000) + 1);
  const step = (toMs - fromMs) / (points - 1);
  return Array.from({ length: sensors }, (_, i) => {
    const z = ZONES[i % 2]!;
    const readings: MoistureReading[] = Array.from({ length: points }, (_, k) => {
      const t = fromMs + k * step;
      const wave = Math.sin((t / DAY_MS) * 2 * Math.PI) + Math.sin(t / (9 * DAY_MS) + i);
      return {
        time: Math.round(t),
        cap50_percent: 24 + 3 * wave,
        cap100_percent: 27 + 2 * wave,
        cap150_percent: 30 + wave,
        temperature: 18 + 4 * wave,
        battery_vol: 3.9,
      };
    });
    const [w, n] = z.points.coordinates[0]![0]!;
    return {
      sensor_id: `FWSBENCH${String(i + 1).padStart(4, '0')}`,
      alias: `Sensor ${i + 1}`,
      points: { type: 'Point', coordinates: [w + 0.0008 * (1 + (i % 3)), n - 0.001 * (1 + Math.floor(i / 6))] },
      moisture: readings,
      resolution_s: points < 750 ? null : Math.round(step / 1000),
      prediction: [],
      pastPrediction: [],
      skill: [],
      zone: { ...z, sensors: [] },
    };
  });
}

function input(sensors: number, days: number) {
  const toMs = Date.now();
  const fromMs = toMs - days * DAY_MS;
  const data = moisture(sensors, fromMs, toMs);
  const summary = {
    depthCm: 10,
    daysWithData: days,
    daysBelowWiltingPoint: 1,
    daysAboveFieldCapacity: 2,
    totalRainMm: 12.4,
    totalEt0Mm: 4.1 * days,
    latestMoisture: 25.1,
    refillPoint: 23.5,
    aboveRefillBy: 1.6,
  };
  return {
    farmName: 'Riverbend Farm',
    fieldName: 'North Block',
    fieldOutline: { type: 'Polygon', coordinates: [ring(146.03, -34.27, 146.038, -34.276)] },
    startMs: fromMs,
    endMs: toMs,
    fromMs,
    toMs,
    userName: 'demo',
    zones: ZONES.map((z) => ({ zone: z, summary })),
    mapZones: ZONES.map((z) => ({ name: z.zonename, polygon: z.points })),
    mapSensors: data.map((s) => ({ id: s.sensor_id, label: s.alias, position: s.points.coordinates, selected: true })),
    evaporation: Array.from({ length: days + 1 }, (_, d) => {
      const day = new Date(fromMs + d * DAY_MS);
      return {
        date: `${two(day.getDate())}-${two(day.getMonth() + 1)}-${day.getFullYear()}`,
        evaporation: 3 + 2 * Math.sin(d / 5),
      };
    }),
    sensors: data,
  };
}

/** CPU seconds (user + system) used so far by a process and all its descendants, from /proc (100 ticks a second). */
function treeCpuSeconds(pid: number): number {
  const children = new Map<number, number[]>();
  const ticks = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(fields[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
      ticks.set(Number(entry), Number(fields[11]) + Number(fields[12]));
    } catch {
      /* exited meanwhile */
    }
  }
  let total = 0;
  const stack = [pid];
  while (stack.length) {
    const p = stack.pop()!;
    total += ticks.get(p) ?? 0;
    stack.push(...(children.get(p) ?? []));
  }
  return total / 100;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  const bundle = await build({
    entryPoints: [join(root, 'bench/report-page.mjs')],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    alias: { '@shared': join(root, 'shared') },
    logLevel: 'error',
  });
  const script = bundle.outputFiles[0]!.text;
  const server = createServer((req, res) => {
    if (req.url === '/bench.js') res.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
    else
      res
        .writeHead(200, { 'content-type': 'text/html' })
        .end(
          '<!doctype html><meta charset="utf-8"><title>report bench</title><script type="module" ' +
            'src="/bench.js"></script>',
        );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const context = await browser.newContext({ acceptDownloads: true, viewport: { width: 1280, height: 820 } });
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForFunction(() => Boolean((globalThis as any).__report));
    console.log(
      `PDF field report in Chromium (${CHROMIUM}), median of ${RUNS} runs after a warm-up, 'Download' → file on disk`,
    );
    console.log(
      `load average before: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} on a machine of 2 cores`,
    );
    console.log('case                      median   min      max      CPU (median)  pages  PDF size');
    for (const [sensors, days] of [
      [1, 7],
      [6, 7],
      [12, 7],
      [12, 365],
    ] as const) {
      const data = input(sensors, days);
      const times: number[] = [];
      const cpu: number[] = [];
      let size = 0;
      let pages = 0;
      for (let run = 0; run <= RUNS; run++) {
        const began = performance.now();
        const cpuBefore = treeCpuSeconds(process.pid);
        const [download, made] = await Promise.all([
          page.waitForEvent('download'),
          page.evaluate(async (raw) => {
            const r = (globalThis as any).__report;
            const file = await r.buildReportPdf({
              ...raw,
              startDate: new Date(raw.startMs),
              endDate: new Date(raw.endMs),
              generatedAt: new Date(),
            });
            r.saveFile(file.blob, file.fileName);
            return { pages: file.pages as number };
          }, data),
        ]);
        const path = await download.path();
        const ms = performance.now() - began;
        if (run > 0) {
          times.push(ms);
          cpu.push(treeCpuSeconds(process.pid) - cpuBefore);
        }
        size = statSync(path).size;
        pages = made.pages;
        await download.delete();
      }
      const f = (ms: number) => `${(ms / 1000).toFixed(2)} s`.padEnd(9);
      const label = `${sensors} sensor${sensors > 1 ? 's' : ''} × ${days} days`.padEnd(26);
      const cpuSeconds = `${median(cpu).toFixed(2)} s`.padEnd(14);
      console.log(
        `${label}${f(median(times))}${f(Math.min(...times))}${f(Math.max(...times))}${cpuSeconds}` +
          `${String(pages).padEnd(7)}${(size / 1024).toFixed(0)} kB`,
      );
    }
    console.log(
      `load average after: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
  } finally {
    await browser.close();
    server.close();
  }
}

await main();
