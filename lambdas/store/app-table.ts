/**
 * The app table (single-table design). Key layout:
 *   farm      PK USER#<user>        SK FARM#<farmName>
 *   field     PK USER#<user>        SK FIELD#<fieldId>       (sensor_ids: its sensors, read by a field delete)
 *   zone      PK USER#<user>        SK ZONE#<zoneId>
 *   gateway   PK USER#<user>        SK GATEWAY#<gatewayId>   (the owner's view: name, fields, pairing)
 *             PK GATEWAY#<id>       SK OWNER                 (global: one owner per id, credential hash)
 *   sensor    PK SENSOR#<sensorId>  SK SENSOR                (global: one registration per id)
 *             GSI1PK FIELD#<fieldId> GSI1SK SENSOR#<sensorId> (the sensors of a field, for lists only)
 *   formula   PK FORMULAS           SK <formulaId>           (the admin table)
 *             PK FORMULA_OF#<sensorId> SK <formulaId>        (its copy under its sensor, read at ingest)
 * Base-table reads are consistent; index reads are not, so no decision rests on one (README).
 * Entity stores: farms.ts, fields.ts, zones.ts, gateways.ts, sensors.ts; helpers in items.ts.
 */
export { keys } from './items';
export { listFarms, type FarmItem } from './farms';
