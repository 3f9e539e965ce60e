/**
 * The demo gateway's notes, `<dataDir>/demo-gateway.json`: its credential (shown once by the API,
 * so kept here, local only), its sensors as the simulator models them, when the simulation
 * started and how far readings were sent. `npm start` writes it when it seeds the demo farm;
 * `npm run simulate` reads it to go on sending as the demo gateway.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SimSensor } from './model';

export interface DemoGatewayState {
  gatewayId: string;
  credential: string;
  /** The simulation runs from here (epoch ms, on the 2-hour grid), so every run continues smoothly. */
  origin: number;
  /** Readings up to and including this time have been sent. */
  sentUntil: number;
  sensors: SimSensor[];
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
  writeFileSync(`${path}.tmp`, JSON.stringify(state, null, 2));
  renameSync(`${path}.tmp`, path);
}
