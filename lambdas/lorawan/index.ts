/**
 * LoRaWAN: uplinks pushed by network servers (The Things Stack, ChirpStack, AWS IoT Core for
 * LoRaWAN), decoded for the soil probes we know and stored as readings exactly once.
 * The only file other domains import.
 */
export type { AcceptOptions, DeviceStatus, LorawanConnection, UplinkOutcome } from './services/outcome';
export { acceptStatus, acceptUplink } from './services/uplinks';
export { registerSensorWithDevices } from './services/pairing';
