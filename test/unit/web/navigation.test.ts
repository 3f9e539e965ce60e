import { describe, expect, it } from 'vitest';
import { ENGLISH_MESSAGES } from '@shared/i18n/catalogue';
import { isItemActive, NAVIGATION, visibleNavigation, type NavItem } from '../../../web/src/config/navigation';

/** The items' words in English (the menu holds catalogue keys). */
const labels = (items: NavItem[]): string[] =>
  items.flatMap((i) => [ENGLISH_MESSAGES[i.label], ...labels(i.children ?? [])]);
const links = (items: NavItem[]): string[] =>
  items.flatMap((i) => [...(i.to ? [i.to] : []), ...links(i.children ?? [])]);

describe('sidebar navigation', () => {
  it('shows Dashboard and Management to growers, without Fieldwork', () => {
    const groups = visibleNavigation(false);
    expect(groups.map((g) => ENGLISH_MESSAGES[g.title])).toEqual(['Dashboard', 'Management']);
    const all = labels(groups.flatMap((g) => g.items));
    for (const menu of ['Dashboard', 'My Farms and Fields', 'My Irrigation Zones', 'My Sensors', 'My Gateways'])
      expect(all).toContain(menu);
    expect(all).not.toContain('Formula');
  });
  it('adds the Fieldwork group (Formula, Prediction, Users) for admins', () => {
    const fieldwork = visibleNavigation(true).find((g) => ENGLISH_MESSAGES[g.title] === 'Fieldwork');
    expect(fieldwork?.items.map((i) => i.to)).toEqual([
      '/fieldwork-admin/formula',
      '/fieldwork-admin/prediction',
      '/fieldwork-admin/users',
    ]);
  });
  it('links only to routes of the route table', () => {
    const known = [
      '/app/Home',
      '/app/Home/Dashboard',
      '/app/Management/FieldManagement',
      '/app/Management/ZoneManagement',
      '/app/Management/SensorManagement',
      '/app/Management/GatewayManagement',
      '/fieldwork-admin/formula',
      '/fieldwork-admin/prediction',
      '/fieldwork-admin/users',
    ];
    for (const to of links(NAVIGATION.flatMap((g) => g.items))) expect(known).toContain(to);
  });
  it('marks a parent active when one of its children is the current page', () => {
    const dashboard = NAVIGATION[0]!.items[0]!;
    expect(isItemActive(dashboard, '/app/Home/Dashboard')).toBe(true);
    expect(isItemActive(dashboard, '/app/profile')).toBe(false);
  });
});
