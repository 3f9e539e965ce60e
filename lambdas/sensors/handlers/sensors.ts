/** Sensors: list by field, register (two spec forms), read, edit, delete. */
import { planOf } from '@shared/plan-limits';
import { assertSameUser } from '../../platform/auth';
import { lambdaHandler, ok, type Operations } from '../../platform/http';
import { deleteSensorToBin, releaseHeldRegistrations } from '../../deleted';
import { editSensor } from '../services/sensor-edit';
import { listFieldSensors, readSensor } from '../services/sensors';
import { registerSensorWithDevices } from '../../lorawan';
import { vendorLinkOperations } from './vendor-links';

/** Both spec forms of registration (the routes share their body and answer). */
const register: Operations<'sensors'>['register'] = async (req) => {
  const { caller, body: input } = req;
  assertSameUser(caller, input.username ?? input.userName);
  // Admins are not limited by a plan; a grower by the plan their verified token names.
  const plan = caller.isAdmin ? null : planOf(caller.subscription?.type);
  // Through a LoRaWAN connection the sensor is made of devices, claimed for the caller first.
  const sensor = await registerSensorWithDevices(caller.userName, input, plan, releaseHeldRegistrations);
  return ok({ data: sensor, err: null }, 201);
};

export const operations = {
  async listByField(req) {
    const { caller, body: input } = req;
    assertSameUser(caller, input.userName ?? input.username);
    return ok({ sensor: await listFieldSensors(caller.userName, input.fieldId), error: null });
  },

  /** POST /api/sensor/v2/new (form: sensorId, fieldId, username, geom, sleeping, alias, battery_threshold). */
  registerV2: register,
  /** POST /api/sensor/new (form: sensorId, gatewayId, fieldId, geom). */
  register,

  async getSensor(req) {
    const { caller } = req;
    assertSameUser(caller, req.query.username);
    const sensor = await readSensor(caller.userName, req.params.sensorId);
    return ok({ data: sensor, err: null });
  },

  async updateSensor(req) {
    const { caller } = req;
    return ok({ data: await editSensor(caller.userName, req.params.sensorId, req.body), err: null });
  },

  async deleteSensor(req) {
    const { caller } = req;
    return ok({ data: await deleteSensorToBin(caller.userName, req.params.sensorId), err: null });
  },
  ...vendorLinkOperations,
} satisfies Operations<'sensors'>;

export const handler = lambdaHandler(operations);
