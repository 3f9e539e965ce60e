/**
 * THE contract: every route of the API, by a unique id. The server's route table (which handler
 * module answers it), the CDK API, the local gateway, the handlers' input and answer types, the
 * web app's client and the OpenAPI document (npm run openapi) all come from this object.
 */
import { accountsRoutes } from './accounts';
import { paymentsRoutes } from './payments';
import { farmsRoutes } from './farms';
import { fieldsRoutes } from './fields';
import { sensorsRoutes } from './sensors';
import { gatewaysRoutes } from './gateways';
import { lorawanDevicesRoutes } from './lorawan-devices';
import { readingsRoutes } from './readings';
import { weatherRoutes } from './weather';
import { ingestRoutes } from './ingest';
import { zonesRoutes } from './zones';
import { adviceRoutes } from './advice';
import { irrigationsRoutes } from './irrigations';
import { eventsRoutes } from './events';
import { deletedRoutes } from './deleted';
import { alertsRoutes } from './alerts';
import { adminRoutes } from './admin';
import { formulasRoutes } from './formulas';
import { apiKeysRoutes } from './api-keys';
import { exportsRoutes } from './exports';
import { lorawanRoutes } from './lorawan';
import { vendorLinksRoutes } from './vendor-links';
import { teamsRoutes } from './teams';
import { settingsRoutes } from './settings';
import type { RouteContract } from './define';

export const contract = {
  ...accountsRoutes,
  ...paymentsRoutes,
  ...farmsRoutes,
  ...fieldsRoutes,
  ...sensorsRoutes,
  ...gatewaysRoutes,
  ...lorawanDevicesRoutes,
  ...readingsRoutes,
  ...weatherRoutes,
  ...ingestRoutes,
  ...zonesRoutes,
  ...adviceRoutes,
  ...irrigationsRoutes,
  ...eventsRoutes,
  ...deletedRoutes,
  ...alertsRoutes,
  ...adminRoutes,
  ...formulasRoutes,
  ...apiKeysRoutes,
  ...exportsRoutes,
  ...lorawanRoutes,
  ...vendorLinksRoutes,
  ...teamsRoutes,
  ...settingsRoutes,
} as const satisfies Record<string, RouteContract>;

export type Contract = typeof contract;
export type RouteId = keyof Contract;

export * from './define';
