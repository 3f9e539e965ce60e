/**
 * Vendor clouds: growers' IrriMAX Live and ZENTRA Cloud accounts feeding their sensors (links,
 * their sealed keys, the scheduled pull through the ingest path). The only file other domains
 * import: the links' service, which the sensors function serves.
 */
export { createLink, listLinks, removeLink } from './services/links';
