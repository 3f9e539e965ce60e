/**
 * bench:load's team mode: one farm (a grower's field, gateway, 12 sensors, 8 days of history) read
 * by USERS members at once, each request carrying the farm header (the server reads the member's
 * membership and checks the role on every one), against the same load by the farm's owner alone
 * (USERS loops, all as the owner, no header). The mix is the reads of a look at the farm: 40 % the
 * field's 7-day moisture, 30 % the field list, 30 % the field's sensors. Runs alternate (owner,
 * team, owner, team) so a drift of the machine falls on both. Target: the team's p95 within 10 %
 * of the owner's (membership costs at most one cached read per request). Printed, never asserted.
 */
import { loadavg } from 'node:os';
import { FARM_HEADER } from '@shared/teams/constants';
import { newGrower, type TestStack } from '../test/support/local-stack';
import { DAY_MS, pcts, quantile, seedGrower } from './support';

const USERS = 10;
const SENSORS = 12;

export interface TeamStack {
  url: string;
  stack: TestStack;
  /** Make these users viewers of the owner's farm; answers its id. */
  team(owner: string, farmName: string, members: string[]): Promise<string>;
}

type Kind = 'moisture' | 'fields' | 'sensors';
const pick = (): Kind => {
  const x = Math.random();
  return x < 0.4 ? 'moisture' : x < 0.7 ? 'fields' : 'sensors';
};

export async function runTeam(s: TeamStack, seconds: number): Promise<void> {
  const started = performance.now();
  const owner = await seedGrower(s.stack, { sensors: SENSORS, days: 8 }, 0);
  const members = await Promise.all(Array.from({ length: USERS }, () => newGrower(s.stack)));
  // buildField's farm (bench/support.ts seeds through it).
  const farmId = await s.team(
    owner.username,
    'Home Farm',
    members.map((m) => m.username),
  );
  console.log(
    `seeded one farm (${SENSORS} sensors × 8 days) and ${USERS} members (viewers) in ` +
      `${((performance.now() - started) / 1000).toFixed(0)} s; ${seconds} s a run; mix: 40 % 7-day field ` +
      `moisture, 30 % fields, 30 % the field's sensors`,
  );
  const end = Math.floor(Date.now() / 1000);
  const week = `start=${end - (7 * DAY_MS) / 1000}&end=${end}`;

  const request = (kind: Kind, token: string, farm?: string): [string, RequestInit] => {
    const headers: Record<string, string> = {
      authorization: `Bearer ${token}`,
      ...(farm ? { [FARM_HEADER]: farm } : {}),
    };
    switch (kind) {
      case 'moisture':
        return [`/api/v2/moisture/${owner.fieldId}?${week}`, { headers }];
      case 'fields':
        return ['/api/v2/field', { headers }];
      case 'sensors':
        return [
          '/api/sensor/field',
          {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ fieldId: owner.fieldId }).toString(),
          },
        ];
    }
  };

  let failed = 0;
  const run = async (label: string, who: (u: number) => { token: string; farm?: string }) => {
    const times: number[] = [];
    const errors = new Map<string, number>();
    const stopAt = performance.now() + seconds * 1000;
    const loop = async (u: number) => {
      const { token, farm } = who(u);
      while (performance.now() < stopAt) {
        const kind = pick();
        const [path, init] = request(kind, token, farm);
        const t0 = performance.now();
        let failure: string | undefined;
        try {
          const res = await fetch(`${s.url}${path}`, init);
          const body = await res.text();
          if (res.status !== 200) failure = `${kind} HTTP ${res.status} ${body.slice(0, 80)}`;
        } catch (err) {
          failure = `${kind}: ${(err as Error).message}`;
        }
        times.push(performance.now() - t0);
        if (failure) errors.set(failure, (errors.get(failure) ?? 0) + 1);
      }
    };
    const t0 = performance.now();
    await Promise.all(Array.from({ length: USERS }, (_, u) => loop(u)));
    const secs = (performance.now() - t0) / 1000;
    const errorCount = [...errors.values()].reduce((a, b) => a + b, 0);
    failed += errorCount;
    console.log(
      `${label.padEnd(34)} ${String(times.length).padStart(6)} requests = ` +
        `${(times.length / secs).toFixed(1)} req/s   ` +
        `${pcts(times)}   errors ${errorCount}`,
    );
    for (const [what, n] of errors) console.log(`     ${n} × ${what}`);
    return times;
  };

  const asOwner = (): { token: string; farm?: string } => ({ token: owner.token });
  const asMember = (u: number) => ({ token: members[u]!.tokens.IdToken!, farm: farmId });
  // Warm-up, not counted: the first requests of each caller fill the stack's caches (the first
  // round would otherwise pay them for whichever side runs first).
  const warm = Math.min(5, seconds);
  const warmStop = performance.now() + warm * 1000;
  await Promise.all(
    Array.from({ length: USERS }, async (_, u) => {
      while (performance.now() < warmStop)
        for (const who of [asOwner(), asMember(u)]) {
          const [path, init] = request(pick(), who.token, who.farm);
          await (await fetch(`${s.url}${path}`, init)).text();
        }
    }),
  );
  console.log(
    `warmed up ${warm} s; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const ownerTimes: number[] = [];
  const teamTimes: number[] = [];
  for (const round of [1, 2]) {
    ownerTimes.push(...(await run(`owner alone, ${USERS} loops (round ${round})`, asOwner)));
    teamTimes.push(...(await run(`${USERS} members, farm header (round ${round})`, asMember)));
  }
  const p95 = (t: number[]) => quantile(t, 0.95);
  console.log(`owner, both rounds:  ${pcts(ownerTimes)}`);
  console.log(`team, both rounds:   ${pcts(teamTimes)}`);
  const ratio = p95(teamTimes) / p95(ownerTimes);
  if (failed) {
    console.log(`team p95 / owner p95: not comparable (${failed} requests failed: see above)`);
    return;
  }
  console.log(
    `team p95 / owner p95: ${ratio.toFixed(3)} (${((ratio - 1) * 100).toFixed(1)} %; target within 10 %: ` +
      `${ratio <= 1.1 ? 'met' : 'NOT met'})`,
  );
}
