/**
 * Recently deleted: deleting into it, restoring, purging, and purging freed readings series.
 * The only file other domains import: what they need of this one, by name.
 */
export {
  deleteFarmToBin,
  deleteFieldToBin,
  deleteSensorToBin,
  deleteZoneToBin,
  releaseHeldRegistrations,
} from './services/recently-deleted';
