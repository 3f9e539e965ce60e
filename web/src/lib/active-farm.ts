/**
 * The farm the web app acts in. Null: the user's own account (every own farm, as before teams).
 * A farm shared with the user: its requests carry FARM_HEADER (web/src/api/client.ts adds it to the
 * contract's farm routes), and what the page offers follows the role table (`useCan`). The server
 * reads the membership on every request; this is only which farm the user chose.
 */
import { useSyncExternalStore } from 'react';
import { can, type FarmAction, type FarmRole } from '@shared/teams/roles';

export interface ActiveFarm {
  farmId: string;
  name: string;
  owner: string;
  ownerName: string;
  role: FarmRole;
  /** The owner's subscription has lapsed: the farm is read-only for everyone. */
  readOnly: boolean;
}

const STORAGE_KEY = 'fieldwise.activeFarm';
const listeners = new Set<() => void>();
let current: ActiveFarm | null = read();

function read(): ActiveFarm | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as ActiveFarm) : null;
  } catch {
    return null;
  }
}

export const activeFarm = (): ActiveFarm | null => current;

/** Choose a shared farm (or null: the user's own farms). Kept for the tab's session; sign-out clears it. */
export function setActiveFarm(farm: ActiveFarm | null): void {
  current = farm;
  try {
    if (farm) globalThis.sessionStorage?.setItem(STORAGE_KEY, JSON.stringify(farm));
    else globalThis.sessionStorage?.removeItem(STORAGE_KEY);
  } catch {
    // storage refused (private mode): the choice lasts until reload
  }
  for (const l of listeners) l();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export const useActiveFarm = (): ActiveFarm | null => useSyncExternalStore(subscribe, activeFarm, activeFarm);

/**
 * May the user do `action` where they are? On their own account, yes (the server still checks);
 * in a shared farm, what the role table gives their role, and nothing that writes while the farm is
 * read-only.
 */
export function useCan(action: FarmAction): boolean {
  const farm = useActiveFarm();
  if (!farm) return true;
  if (farm.readOnly && !action.endsWith('.read')) return false;
  return can(farm.role, action);
}
