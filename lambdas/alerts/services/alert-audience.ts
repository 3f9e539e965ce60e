/**
 * Who an evaluation of one owner's alerts may reach: the owner, and the members of each of the
 * owner's farms, read from THE memberships the first time an alert of that farm is to be sent in
 * this evaluation (so a quiet evaluation reads nothing, and a member removed a moment ago is not
 * among them). Each member comes with their own preferences and contact details.
 */
import type { AlertPreferences } from '@shared/alerts/preferences';
import type { FarmRole } from '@shared/teams/roles';
import { logger } from '../../platform/telemetry/logger';
import { recipientOf, type Recipient } from './alert-engine';
import { preferencesFor } from './alert-preferences';
import { membersOfFarm } from './shared-farms';

export interface AudienceMember {
  recipient: Recipient;
  farmId: string;
  role: FarmRole;
  prefs: AlertPreferences;
}

export interface Audience {
  /** The owner: contact details, and whether their plan is current (nothing goes out when not). */
  owner(): Promise<Recipient>;
  /** The farm's members other than its owner (none for a farm never shared, or no farm named). */
  members(farmName: string | undefined): Promise<AudienceMember[]>;
  /** Anyone this owner's notifications are written for: the owner, or a member of one of their farms. */
  recipient(userName: string): Promise<Recipient>;
}

export function audienceOf(owner: string, now: number): Audience {
  const recipients = new Map<string, Promise<Recipient>>();
  const farms = new Map<string, Promise<AudienceMember[]>>();
  const recipient = (userName: string) => {
    let p = recipients.get(userName);
    if (!p) recipients.set(userName, (p = recipientOf(userName, now, userName === owner ? undefined : owner)));
    return p;
  };
  const membersOf = async (farmName: string): Promise<AudienceMember[]> => {
    try {
      const farm = await membersOfFarm(owner, farmName);
      if (!farm) return [];
      return await Promise.all(
        farm.members.map(async (m) => {
          const [to, prefs] = await Promise.all([recipient(m.user), preferencesFor(m.user)]);
          return { recipient: to, farmId: farm.farmId, role: m.role, prefs };
        }),
      );
    } catch (err) {
      // The owner's alert still goes out; the members' copies wait for no retry (logged).
      logger.error('alert members not read (only the owner is told)', { owner, farmName, error: String(err) });
      return [];
    }
  };
  return {
    owner: () => recipient(owner),
    members(farmName) {
      if (farmName === undefined) return Promise.resolve([]);
      let p = farms.get(farmName);
      if (!p) farms.set(farmName, (p = membersOf(farmName)));
      return p;
    },
    recipient,
  };
}
