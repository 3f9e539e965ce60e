/** Sensors: list by field, register (two spec forms), read, edit, delete. */
import * as z from 'zod';
import { idSchema } from '@shared/validation/ids';
import { byFieldFormSchema, newSensorSchema, updateSensorSchema } from '@shared/management/schemas';
import { planOf } from '@shared/plan-limits';
import { assertSameUser } from '../../platform/auth';
import { lambdaHandler, ok, parseInput, type Operation, type Operations } from '../../platform/http';
import { deleteSensorToBin, releaseHeldRegistrations } from '../../deleted';
import { editSensor } from '../services/sensor-edit';
import { listFieldSensors, readSensor, registerSensor } from '../services/sensors';

const readQuery = z.object({ username: z.string().max(128).optional(), fieldId: z.string().max(64).optional() });

const register: Operation<'subscriber'> = async (req) => {
  const { caller } = req;
  const input = parseInput(newSensorSchema, req.body);
  assertSameUser(caller, input.username ?? input.userName);
  // Admins are not limited by a plan; a grower by the plan their verified token names.
  const plan = caller.isAdmin ? null : planOf(caller.subscription?.type);
  return ok({ data: await registerSensor(caller.userName, input, plan, releaseHeldRegistrations), err: null }, 201);
};

export const operations = {
  async listByField(req) {
    const { caller } = req;
    const input = parseInput(byFieldFormSchema, req.body);
    assertSameUser(caller, input.userName ?? input.username);
    return ok({ sensor: await listFieldSensors(caller.userName, input.fieldId), error: null });
  },

  /** POST /api/sensor/v2/new (form: sensorId, fieldId, username, geom, sleeping, alias, battery_threshold). */
  registerV2: register,
  /** POST /api/sensor/new (form: sensorId, gatewayId, fieldId, geom). */
  register,

  async getSensor(req) {
    const { caller } = req;
    const q = parseInput(readQuery, req.query);
    assertSameUser(caller, q.username);
    const sensor = await readSensor(caller.userName, parseInput(idSchema, req.params.sensorId));
    return ok({ data: sensor, err: null });
  },

  async updateSensor(req) {
    const { caller } = req;
    const input = parseInput(updateSensorSchema, req.body);
    return ok({ data: await editSensor(caller.userName, parseInput(idSchema, req.params.sensorId), input), err: null });
  },

  async deleteSensor(req) {
    const { caller } = req;
    return ok({ data: await deleteSensorToBin(caller.userName, parseInput(idSchema, req.params.sensorId)), err: null });
  },
} satisfies Operations<'sensors'>;

export const handler = lambdaHandler(operations);
