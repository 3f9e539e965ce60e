/** gateways. */
import { defineRoute, notYetDescribed } from './define';

export const gatewaysRoutes = {
  gatewaysOfField: defineRoute({
    method: 'POST',
    path: '/api/gateway/field',
    access: 'subscriber',
    resource: 'gateways',
    summary: 'TODO',
    answer: notYetDescribed,
  }),
  setupGateway: defineRoute({
    method: 'POST',
    path: '/api/gateway/setup',
    access: 'subscriber',
    resource: 'gateways',
    summary: 'TODO',
    answer: notYetDescribed,
  }),
  gatewaySensors: defineRoute({
    method: 'POST',
    path: '/api/gateway/sensors',
    access: 'subscriber',
    resource: 'gateways',
    summary: 'TODO',
    answer: notYetDescribed,
  }),
  registerGateway: defineRoute({
    method: 'POST',
    path: '/api/v2/gateway',
    access: 'subscriber',
    resource: 'gateways',
    summary: 'TODO',
    answer: notYetDescribed,
  }),
  listGateways: defineRoute({
    method: 'GET',
    path: '/api/v2/gateway',
    access: 'subscriber',
    resource: 'gateways',
    summary: 'TODO',
    answer: notYetDescribed,
  }),
  updateGateway: defineRoute({
    method: 'PUT',
    path: '/api/v2/gateway/{gatewayId}',
    access: 'subscriber',
    resource: 'gateways',
    summary: 'TODO',
    answer: notYetDescribed,
  }),
  removeGateway: defineRoute({
    method: 'DELETE',
    path: '/api/v2/gateway/{gatewayId}',
    access: 'subscriber',
    resource: 'gateways',
    summary: 'TODO',
    answer: notYetDescribed,
  }),
  rotateGatewayCredential: defineRoute({
    method: 'POST',
    path: '/api/v2/gateway/{gatewayId}/credential',
    access: 'subscriber',
    resource: 'gateways',
    summary: 'TODO',
    answer: notYetDescribed,
  }),
} as const;
