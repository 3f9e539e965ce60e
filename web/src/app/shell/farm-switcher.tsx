/**
 * The top bar's farm choice, on every page: "Your farms" (the user's own account: every farm they
 * own, as before teams), then "Shared with you: <owner>" per owner with the user's role on each.
 * Shown once something is shared with the user. It also keeps the active farm true to the server's
 * list: a membership removed (or the farm gone) drops it; a changed role or plan updates it.
 */
import { useEffect, useId } from 'react';
import { FARM_ROLE_LABELS } from '@shared/teams/roles';
import type { FarmAccessRow } from '@shared/teams/schemas';
import { useMyFarms } from '../../api/teams';
import { setActiveFarm, useActiveFarm, type ActiveFarm } from '../../lib/active-farm';
import { useT } from '../../lib/i18n/use-t';
import { activeFarmOf, useSwitchFarm } from '../../lib/switch-farm';

const OWN = '';

export interface OwnerGroup {
  owner: string;
  ownerName: string;
  farms: FarmAccessRow[];
}

/** The farms shared with `me`, by owner (owners by display name, farms by name). */
export function sharedByOwner(rows: readonly FarmAccessRow[], me: string): OwnerGroup[] {
  const groups = new Map<string, FarmAccessRow[]>();
  for (const r of rows) {
    if (r.owner === me) continue;
    groups.set(r.owner, [...(groups.get(r.owner) ?? []), r]);
  }
  return [...groups.entries()]
    .map(([owner, farms]) => ({
      owner,
      ownerName: farms[0]!.owner_name,
      farms: farms.sort((a, b) => a.name.localeCompare(b.name)),
    }))
    .sort((a, b) => a.ownerName.localeCompare(b.ownerName) || a.owner.localeCompare(b.owner));
}

const sameFarm = (a: ActiveFarm, b: ActiveFarm) =>
  a.name === b.name && a.role === b.role && a.readOnly === b.readOnly && a.ownerName === b.ownerName;

export function FarmSwitcher({ userName }: { userName: string }) {
  const farms = useMyFarms();
  const active = useActiveFarm();
  const switchFarm = useSwitchFarm();
  const id = useId();
  const t = useT();
  // The shell is on every page: an answer not shaped as the contract's (an old server) hides the chooser.
  const rows = Array.isArray(farms.data) ? farms.data : [];

  useEffect(() => {
    if (!active || !farms.isSuccess || !Array.isArray(farms.data)) return;
    const row = farms.data.find((r) => r.farm_id === active.farmId);
    const fresh = activeFarmOf(row ?? null, userName);
    if (!fresh) switchFarm(null);
    else if (!sameFarm(fresh, active)) setActiveFarm(fresh);
  }, [active, farms.isSuccess, farms.data, userName, switchFarm]);

  const shared = sharedByOwner(rows, userName);
  if (shared.length === 0 && !active) return null;
  const own = rows.filter((r) => r.owner === userName).map((r) => r.name);

  return (
    <div className="farm-switcher">
      <label className="visually-hidden" htmlFor={id}>
        {t('shell.activeFarm')}
      </label>
      <select
        id={id}
        className="farm-switcher__select"
        value={active?.farmId ?? OWN}
        onChange={(e) => {
          const row = rows.find((r) => r.farm_id === e.target.value) ?? null;
          switchFarm(activeFarmOf(row, userName));
        }}
      >
        <optgroup label={t('shell.yourFarms')}>
          <option value={OWN}>
            {own.length ? t('shell.yourFarmsNamed', { farms: own.join(', ') }) : t('shell.yourAccount')}
          </option>
        </optgroup>
        {shared.map((g) => (
          <optgroup key={g.owner} label={t('shell.sharedWithYou', { owner: g.ownerName })}>
            {g.farms.map((r) => (
              <option key={r.farm_id} value={r.farm_id}>
                {r.name} · {g.ownerName} · {FARM_ROLE_LABELS[r.role]}
                {r.read_only ? ` · ${t('shell.readOnly')}` : ''}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}
