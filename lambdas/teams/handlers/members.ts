/** A farm's members: list, role change, removal and leaving (served by the farms function). */
import type { Operations } from '../../platform/http';
import { ok } from '../../platform/http';
import { changeMemberRole, listMembers, removeMember } from '../services/members';
import { peopleReader } from '../services/people';
import { farmOf } from './farm-of';

export const memberOperations = {
  async listMembers(req) {
    const farm = farmOf(req.caller, req.params.farm_id);
    return ok({ data: await listMembers(farm, peopleReader()) });
  },

  async changeMemberRole(req) {
    const farm = farmOf(req.caller, req.params.farm_id);
    return ok({ data: await changeMemberRole(farm, req.params.member, req.body.role, peopleReader()) });
  },

  async removeMember(req) {
    const farm = farmOf(req.caller, req.params.farm_id);
    return ok({ data: await removeMember(farm, req.params.member) });
  },
} satisfies Partial<Operations<'farms'>>;
