/**
 * THE sidebar menu: one configuration, items with optional children. Dashboard
 * and Management are for everyone; the Fieldwork group is added for admins only. Icons are
 * named here and drawn by the shell.
 */
import type { MessageKey } from '@shared/i18n/catalogue';
import type { FarmAction } from '@shared/teams/roles';

export type NavIcon = 'dashboard' | 'field' | 'zone' | 'sensor' | 'gateway' | 'formula' | 'prediction' | 'users';

export interface NavItem {
  /** Its words, in the person's language. */
  label: MessageKey;
  /** A leaf links somewhere; an item with children is a group that opens and closes. */
  to?: string;
  icon?: NavIcon;
  children?: NavItem[];
  /** In a shared farm, shown only to roles that may do this (a viewer sees no setup pages). */
  action?: FarmAction;
}

export interface NavGroup {
  id: string;
  title: MessageKey;
  adminOnly?: boolean;
  items: NavItem[];
}

export const NAVIGATION: readonly NavGroup[] = [
  {
    id: 'dashboard',
    title: 'shell.navDashboardGroup',
    items: [
      {
        label: 'shell.navDashboard',
        icon: 'dashboard',
        children: [
          { label: 'shell.navFieldOverview', to: '/app/Home' },
          { label: 'shell.navSensorDetails', to: '/app/Home/Dashboard' },
        ],
      },
    ],
  },
  {
    id: 'management',
    title: 'shell.navManagement',
    items: [
      { label: 'shell.navMyFarmsAndFields', to: '/app/Management/FieldManagement', icon: 'field' },
      { label: 'shell.navMyZones', to: '/app/Management/ZoneManagement', icon: 'zone' },
      { label: 'shell.navMySensors', to: '/app/Management/SensorManagement', icon: 'sensor' },
      { label: 'shell.navMyGateways', to: '/app/Management/GatewayManagement', icon: 'gateway', action: 'setup.read' },
    ],
  },
  {
    id: 'fieldwork',
    title: 'shell.navFieldwork',
    adminOnly: true,
    items: [
      { label: 'shell.navFormula', to: '/fieldwork-admin/formula', icon: 'formula' },
      { label: 'shell.navPrediction', to: '/fieldwork-admin/prediction', icon: 'prediction' },
      { label: 'shell.navUsers', to: '/fieldwork-admin/users', icon: 'users' },
    ],
  },
];

/** The groups this user sees. */
export function visibleNavigation(isAdmin: boolean, groups: readonly NavGroup[] = NAVIGATION): NavGroup[] {
  return groups.filter((g) => !g.adminOnly || isAdmin);
}

/** The groups without the items the user's role on the active farm may not use. */
export function navigationFor(groups: readonly NavGroup[], may: (action: FarmAction) => boolean): NavGroup[] {
  return groups.map((g) => ({ ...g, items: g.items.filter((i) => !i.action || may(i.action)) }));
}

/** True when `pathname` is this item's page or one of its children's. */
export function isItemActive(item: NavItem, pathname: string): boolean {
  if (item.to && item.to === pathname) return true;
  return (item.children ?? []).some((c) => isItemActive(c, pathname));
}

/** Where the open/closed state of the sidebar is remembered. */
export const SIDEBAR_STORAGE_KEY = 'fieldwise.sidebarOpen';
