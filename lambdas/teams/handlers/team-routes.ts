/**
 * The farms function's team operations (lambdas/teams/index.ts): the farm list, members,
 * invitations, ownership transfers (handlers/transfers.ts), notes (handlers/notes.ts) and the
 * audit log (handlers/audit.ts).
 */
import { ok, type Operations } from '../../platform/http';
import { listMyFarms } from '../services/farm-list';
import { peopleReader } from '../services/people';
import { auditOperations } from './audit';
import { invitationOperations } from './invitations';
import { memberOperations } from './members';
import { noteOperations } from './notes';
import { transferOperations } from './transfers';

export const teamOperations = {
  async listMyFarms(req) {
    // The signed-in user's own list: this route names no farm (the caller is never rewritten here).
    const { caller } = req;
    return ok({ data: await listMyFarms({ userName: caller.userName, isAdmin: caller.isAdmin }, peopleReader()) });
  },
  ...memberOperations,
  ...invitationOperations,
  ...transferOperations,
  ...auditOperations,
  ...noteOperations,
} satisfies Partial<Operations<'farms'>>;
