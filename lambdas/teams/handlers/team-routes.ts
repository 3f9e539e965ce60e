/**
 * The farms function's team operations (lambdas/teams/index.ts): the farm list, members and
 * invitations. Ownership transfers, notes and the audit log answer 501 until built.
 */
import { AppError } from '../../platform/errors';
import { ok, type Operations } from '../../platform/http';
import { listMyFarms } from '../services/farm-list';
import { peopleReader } from '../services/people';
import { invitationOperations } from './invitations';
import { memberOperations } from './members';

const notYet = async (): Promise<never> => {
  throw new AppError(501, 'Not built yet.');
};

export const teamOperations = {
  async listMyFarms(req) {
    // The signed-in user's own list: this route names no farm (the caller is never rewritten here).
    const { caller } = req;
    return ok({ data: await listMyFarms({ userName: caller.userName, isAdmin: caller.isAdmin }, peopleReader()) });
  },
  ...memberOperations,
  ...invitationOperations,
  transferFarm: notYet,
  cancelTransfer: notYet,
  acceptTransfer: notYet,
  listAudit: notYet,
  listNotes: notYet,
  createNote: notYet,
} satisfies Partial<Operations<'farms'>>;
