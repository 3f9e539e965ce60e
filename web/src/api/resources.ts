/**
 * Every query key starts with the resource it reads (the contract's `resource` of its route), so
 * a change is made visible everywhere by invalidating the resources it touched, whichever page
 * shows them.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Contract, RouteId } from '@shared/contract';

export type Resource = Contract[RouteId]['resource'];

export const invalidateResources = (client: QueryClient, resources: readonly Resource[]) =>
  Promise.all(resources.map((resource) => client.invalidateQueries({ queryKey: [resource] })));

/**
 * What lives in a field and goes or comes back with it: its zones and sensors, the gateways that
 * serve it, their readings, events, irrigations and advice, the alert settings that name it, the
 * notifications about it, and Recently deleted.
 */
export const FIELD_CONTENTS: readonly Resource[] = [
  'fields',
  'zones',
  'sensors',
  'gateways',
  'readings',
  'events',
  'irrigations',
  'advice',
  'weather',
  'predictions',
  'alert-preferences',
  'notifications',
  'deleted',
];
