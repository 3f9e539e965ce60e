/** Irrigation zones: inside their field, listed with field and farm names . */
import { DEFAULT_REFILL_SHARE } from '@shared/alerts/kinds';
import { pointInPolygon, polygonInsidePolygon } from '@shared/geo';
import type { ZonePayload } from '@shared/management/schemas';
import type { ZoneRow } from '@shared/management/views';
import { wireLimits } from '@shared/management/zone-limits';
import type { ZoneSystem } from '@shared/irrigation/system';
import { refusal } from '../../platform/refusal';
import { BadRequestError, NotFoundError } from '../../platform/errors';
import { listFieldLabels, type FieldItem, type FieldLabel } from '../adapters/fields';
import { listSensorsOfField } from '../../sensors';
import { getZone, listZones, putZone, type ZoneItem } from '../adapters/zones';
import { ownField } from './fields';
import { newId } from '../../platform/ids';

function toItem(
  id: string,
  fieldId: string,
  p: ZonePayload,
  createdAt: string,
  refillShare: number,
  system: ZoneSystem | undefined,
): ZoneItem {
  return {
    id,
    zonename: p.zoneName,
    field_id: fieldId,
    croptype: p.cropType,
    interest_layer: p.interest_layer,
    points: p.geom,
    soiltype_25: p.soilType25,
    soiltype_75: p.soilType75,
    soiltype_125: p.soilType125,
    // The form's fields keep the spec's depth suffixes: `wiltingPoint50` is the wilting point at 10 cm.
    limits: {
      wiltingPoint: { at10cm: p.wiltingPoint50, at50cm: p.wiltingPoint100, at100cm: p.wiltingPoint150 },
      fieldCapacity: { at10cm: p.fieldCapacity50, at50cm: p.fieldCapacity100, at100cm: p.fieldCapacity150 },
      saturation: { at10cm: p.saturation50, at50cm: p.saturation100, at100cm: p.saturation150 },
    },
    refill_share: refillShare,
    ...(system ? { system } : {}),
    created_at: createdAt,
  };
}

const row = (z: ZoneItem, field: FieldLabel | undefined): ZoneRow => {
  const { created_at: _c, limits, ...rest } = z;
  return {
    ...rest,
    ...wireLimits(limits),
    refill_share: z.refill_share ?? DEFAULT_REFILL_SHARE,
    fieldname: field?.field_name ?? '',
    farmname: field?.farm_name ?? '',
  };
};

function assertInside(p: ZonePayload, field: FieldItem): void {
  if (!polygonInsidePolygon(p.geom.coordinates[0]!, field.points.coordinates[0]!)) {
    throw new BadRequestError(refusal('refusals.zoneOutsideField'));
  }
}

/** `farmName`: only that farm's zones (a shared farm's list, lambdas/platform/farm-access/farm-filter.ts). */
export async function listZoneRows(
  userName: string,
  opts: { fieldId?: string; withSensor?: boolean; farmName?: string | undefined } = {},
) {
  const [zones, fields] = await Promise.all([listZones(userName), listFieldLabels(userName)]);
  const byId = new Map(fields.map((f) => [f.field_id, f]));
  const chosen = zones
    .filter((z) => !opts.fieldId || z.field_id === opts.fieldId)
    .filter((z) => opts.farmName === undefined || byId.get(z.field_id)?.farm_name === opts.farmName)
    .sort((a, b) => a.zonename.localeCompare(b.zonename));
  const rows = chosen.map((z) => row(z, byId.get(z.field_id)));
  if (!opts.withSensor) return rows;
  const sensorsByField = new Map<string, Awaited<ReturnType<typeof listSensorsOfField>>>();
  for (const fieldId of new Set(chosen.map((z) => z.field_id)))
    sensorsByField.set(fieldId, await listSensorsOfField(fieldId));
  return rows.map((r) => ({
    ...r,
    sensors: (sensorsByField.get(r.field_id) ?? [])
      .filter((s) => s.owner === userName && pointInPolygon(s.points.coordinates, r.points.coordinates[0]!))
      .map((s) => ({ sensor_id: s.sensor_id, alias: s.alias, points: s.points })),
  }));
}

export async function createZone(userName: string, fieldId: string, p: ZonePayload): Promise<ZoneRow> {
  const field = await ownField(userName, fieldId);
  assertInside(p, field);
  const zone = toItem(
    newId('zone'),
    fieldId,
    p,
    new Date().toISOString(),
    p.refillShare ?? DEFAULT_REFILL_SHARE,
    p.system ?? undefined,
  );
  await putZone(userName, zone, true);
  return row(zone, field);
}

export async function updateZone(userName: string, zoneId: string, p: ZonePayload): Promise<ZoneRow> {
  const existing = await getZone(userName, zoneId);
  if (!existing) throw new NotFoundError(refusal('refusals.zoneNotFound'));
  const field = await ownField(userName, p.fieldId ?? existing.field_id);
  assertInside(p, field);
  const zone = toItem(
    zoneId,
    field.field_id,
    p,
    existing.created_at,
    p.refillShare ?? existing.refill_share ?? DEFAULT_REFILL_SHARE,
    p.system === null ? undefined : (p.system ?? existing.system),
  );
  // deleted meanwhile
  if (!(await putZone(userName, zone, false))) throw new NotFoundError(refusal('refusals.zoneNotFound'));
  return row(zone, field);
}
