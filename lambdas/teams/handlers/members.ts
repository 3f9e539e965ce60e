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
    const { member } = req.params;
    const { row, from } = await changeMemberRole(farm, member, req.body.role, peopleReader());
    const summary = `${farm.member} (${farm.role}) changed ${member}'s role from ${from} to ${row.role}.`;
    return { ...ok({ data: row }), audit: from === row.role ? false : { what: 'role', target: member, summary } };
  },

  async removeMember(req) {
    const farm = farmOf(req.caller, req.params.farm_id);
    const { member } = req.params;
    const left = member === farm.member;
    const summary = left
      ? `${member} (${farm.role}) left the farm.`
      : `${farm.member} (${farm.role}) removed ${member}.`;
    return { ...ok({ data: await removeMember(farm, member) }), audit: { what: 'member', target: member, summary } };
  },
} satisfies Partial<Operations<'farms'>>;
