/**
 * Farms, fields and zones: the places a grower farms.
 * The only file other domains import: what they need of this one, by name.
 */
export { createFarm, deleteFarm, type FarmItem, getFarm, listFarms } from './adapters/farms';
export {
  addFieldSensor,
  deleteField,
  dropFieldSensor,
  type FieldItem,
  getField,
  listFieldLabels,
  listFields,
  listFieldSensorIds,
  markFieldDeleting,
} from './adapters/fields';
export {
  deleteZone,
  getZone,
  listZones,
  storedZone,
  zoneFromStored,
  type StoredZone,
  type ZoneItem,
} from './adapters/zones';
export { ownField } from './services/fields';
// The farm-teams memberships store: teams changes it, alerts and teams read it.
export {
  deleteMember,
  deleteMembershipCopy,
  getFarmMeta,
  getMember,
  listMemberItems,
  listMembershipCopies,
  putFarmMeta,
  putMember,
  putMemberIfNew,
  putMembershipCopy,
  updateMemberRole,
  type FarmMeta,
  type MemberItem,
  type MembershipCopy,
} from './adapters/memberships';
export {
  currentMembership,
  currentMemberships,
  farmStillIs,
  membersOf,
  type CurrentMembership,
} from './services/memberships';
