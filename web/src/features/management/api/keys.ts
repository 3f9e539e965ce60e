/** The query keys of the management data, and what a farm or field change makes stale. */
export const farmKeys = { all: ['farms'] as const };
export const fieldKeys = { all: ['fields'] as const };
export const zoneKeys = { all: ['zones'] as const };
export const sensorKeys = { all: ['sensors'] as const };
export const gatewayKeys = { all: ['gateways'] as const };
export const fieldMoistureKeys = { all: ['field-moisture'] as const };
export const fieldGatewayKeys = { all: ['field-gateways'] as const };
export const gatewaySensorKeys = { all: ['gateway-sensors'] as const };

/**
 * Saving or deleting a field or a farm reaches everything beneath it: the farm list (a new farm),
 * the fields, their zones (which show field and farm names), their sensors (inside or outside the
 * outline, deleted with the field), the readings of those sensors and the gateways' field lists.
 */
export const farmDataKeys = [
  farmKeys.all,
  fieldKeys.all,
  zoneKeys.all,
  sensorKeys.all,
  fieldMoistureKeys.all,
  gatewayKeys.all,
  fieldGatewayKeys.all,
] as const;
