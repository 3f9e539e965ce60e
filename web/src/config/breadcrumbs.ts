/**
 * Readable names for path segments in the breadcrumb. Segments not listed are turned into
 * words ("GatewayManagement" → "Gateway Management", "getting-started" → "Getting Started").
 */
export const SEGMENT_LABELS: Readonly<Record<string, string>> = {
  app: 'Fieldwise',
  Home: 'Home',
  Dashboard: 'Dashboard',
  Management: 'Management',
  FieldManagement: 'Farms and Fields',
  ZoneManagement: 'Irrigation Zones',
  SensorManagement: 'Sensors',
  GatewayManagement: 'Gateways',
  FarmMembers: 'Members',
  invitations: 'Invitations',
  invite: 'Invitation',
  profile: 'Profile',
  subscription: 'Subscription',
  checkout: 'Checkout',
  notifications: 'Notifications',
  deleted: 'Recently deleted',
  tables: 'Tables',
  components: 'Components',
  buttons: 'Buttons',
  maps: 'Maps',
  charts: 'Charts',
  'fieldwork-admin': 'Fieldwork',
  formula: 'Formula',
  prediction: 'Prediction',
  users: 'Users',
  documentation: 'Documentation',
};
