import type { MessageKey } from '@shared/i18n/catalogue';

/**
 * Readable names for path segments in the breadcrumb. Segments not listed are turned into
 * words ("GatewayManagement" → "Gateway Management", "getting-started" → "Getting Started").
 */
export const SEGMENT_LABELS: Readonly<Record<string, MessageKey>> = {
  app: 'shell.crumbApp',
  Home: 'shell.crumbHome',
  Dashboard: 'shell.crumbDashboard',
  Management: 'shell.crumbManagement',
  FieldManagement: 'shell.crumbFieldManagement',
  ZoneManagement: 'shell.crumbZoneManagement',
  SensorManagement: 'shell.crumbSensorManagement',
  GatewayManagement: 'shell.crumbGatewayManagement',
  FarmMembers: 'shell.crumbFarmMembers',
  invitations: 'shell.crumbInvitations',
  invite: 'shell.crumbInvite',
  profile: 'shell.crumbProfile',
  subscription: 'shell.crumbSubscription',
  checkout: 'shell.crumbCheckout',
  notifications: 'shell.crumbNotifications',
  deleted: 'shell.crumbDeleted',
  tables: 'shell.crumbTables',
  components: 'shell.crumbComponents',
  buttons: 'shell.crumbButtons',
  maps: 'shell.crumbMaps',
  charts: 'shell.crumbCharts',
  'fieldwork-admin': 'shell.crumbFieldworkAdmin',
  formula: 'shell.crumbFormula',
  prediction: 'shell.crumbPrediction',
  users: 'shell.crumbUsers',
  documentation: 'shell.crumbDocumentation',
};
