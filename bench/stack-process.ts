/**
 * The local stack alone in a child process, so a bench's own clients do not share its CPU and its
 * RSS is the stack's: started by bench/load.ts (fork with an IPC channel). Sends `{ ready, … }`
 * once up; answers `memory` with RSS and heap after full GCs, `settled` once the local forecast
 * queue is empty (with the process's CPU time so far); `{ team }` makes users members of a farm
 * (as the teams store lays memberships out) and answers the farm's id; `stop` closes it and exits.
 */
import { runInNewContext } from 'node:vm';
import { setFlagsFromString } from 'node:v8';
import type { FarmRole } from '@shared/teams/roles';
import { forecastsSettled } from '../lambdas/ingest/services/forecast-queue';
import { putItem } from '../lambdas/platform/aws/items';
import { teamKeys } from '../lambdas/platform/aws/table-schema';
import { ensureFarmId } from '../lambdas/platform/farm-access/farm-ids';
import { startTestStack } from '../test/support/local-stack';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const stack = await startTestStack({ seed: false });
process.send!({
  ready: true,
  url: stack.url,
  cognitoEndpoint: stack.cognitoEndpoint,
  userPoolClientId: stack.userPoolClientId,
  userPoolId: stack.userPoolId,
  cognitoCredentials: stack.cognitoCredentials,
});
interface TeamRequest {
  team: { owner: string; farmName: string; members: string[]; role: FarmRole };
}

process.on('message', async (msg: string | TeamRequest) => {
  if (typeof msg === 'object') {
    const { owner, farmName, members, role } = msg.team;
    const farmId = await ensureFarmId(owner, farmName);
    const since = new Date().toISOString();
    for (const member of members) {
      await putItem({ ...teamKeys.member(farmId, member), member, role, owner, farm_name: farmName, since });
      await putItem({ ...teamKeys.membershipOf(member, farmId), farm_id: farmId, role, owner, farm_name: farmName });
    }
    process.send!({ farmId });
  } else if (msg === 'memory') {
    for (let i = 0; i < 3; i++) {
      gc();
      await new Promise((r) => setTimeout(r, 50));
    }
    const m = process.memoryUsage();
    process.send!({ rss: m.rss / 2 ** 20, heap: m.heapUsed / 2 ** 20 });
  } else if (msg === 'settled') {
    await forecastsSettled();
    const cpu = process.cpuUsage();
    process.send!({ settled: true, cpuMs: (cpu.user + cpu.system) / 1000 });
  } else if (msg === 'cpu') {
    const cpu = process.cpuUsage();
    process.send!({ cpuMs: (cpu.user + cpu.system) / 1000 });
  } else if (msg === 'stop') {
    await stack.close();
    process.exit(0);
  }
});
