/**
 * The demo gateway's notes, `<dataDir>/demo-gateway.json`: its credential (shown once by the API,
 * so kept here, local only), its sensors as the simulator models them, when the simulation
 * started, how far readings were sent and what history is still to fill. `npm start` writes it
 * when it seeds the demo farm and as the history fills; `npm run simulate` reads it to go on
 * sending as the demo gateway.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SimSensor } from './model';

export interface HistoryRange {
  from: number;
  to: number;
}

export interface DemoGatewayState {
  gatewayId: string;
  credential: string;
  /** The simulation runs from here (epoch ms, on the 2-hour grid), so every run continues smoothly. */
  origin: number;
  /** Readings up to and including this time have been sent (but those in `pending`). */
  sentUntil: number;
  /**
   * Times (inclusive, on the step grid) whose readings are still to be sent, newest range first:
   * the history a first start leaves to the background fill (demo-history.ts), and a long gap a
   * restart found. Each range's `to` moves back as its readings are stored. Absent: nothing (the
   * notes of a stack from before the fill, which sent everything at once).
   */
  pending?: HistoryRange[];
  sensors: SimSensor[];
  /**
   * The demo zones whose irrigations are logged (infra/local/demo-irrigations.ts): each zone and
   * one of its sensors (a zone's sensors are irrigated together), the time up to which its
   * irrigations are logged, and the one left unlogged on purpose. Absent: notes from before the log.
   */
  irrigationLog?: { zones: DemoIrrigatedZone[]; loggedUntil?: number; unlogged?: { zoneId: string; start: number } };
}

export interface DemoIrrigatedZone {
  zoneId: string;
  sensorId: string;
}

export const demoStatePath = (dataDir: string) => join(dataDir, 'demo-gateway.json');

export function readDemoState(dataDir: string): DemoGatewayState | undefined {
  const path = demoStatePath(dataDir);
  if (!existsSync(path)) return undefined;
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as DemoGatewayState;
  } catch {
    return undefined; // unreadable: treated as missing (seedDemoFarm then leaves the farm alone)
  }
}

export function writeDemoState(dataDir: string, state: DemoGatewayState): void {
  const path = demoStatePath(dataDir);
  // A temp file of this process's own: npm start's history fill and npm run simulate both write here.
  const temp = `${path}.${process.pid}.tmp`;
  writeFileSync(temp, JSON.stringify(state, null, 2));
  renameSync(temp, path);
}
