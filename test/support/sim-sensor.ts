/**
 * The simulated sensor the simulator's tests and the demo log's share: one test farm's weather, a loam's limits at
 * every depth.
 */
import type { SimSensor } from '../../infra/local/simulator/model';

export const testSimSensor = (sensorId: string, irrigationSeed: string, more: Partial<SimSensor> = {}): SimSensor => ({
  sensorId,
  weatherSeed: 'Test Farm',
  irrigationSeed,
  latitude: -34.3,
  soil: { wiltingPoint: [17, 17, 17], fieldCapacity: [30, 30, 30], saturation: [40, 40, 40] },
  ...more,
});
