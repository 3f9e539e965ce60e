/** The query keys of the management data (farms and fields: web/src/api/farms.ts and fields.ts). */
export const zoneKeys = { all: ['zones'] as const };
export const sensorKeys = { all: ['sensors'] as const };
export const gatewayKeys = { all: ['gateways'] as const };
export const fieldMoistureKeys = { all: ['field-moisture'] as const };
export const fieldGatewayKeys = { all: ['field-gateways'] as const };
export const gatewaySensorKeys = { all: ['gateway-sensors'] as const };
