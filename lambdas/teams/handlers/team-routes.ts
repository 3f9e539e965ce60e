/**
 * The farms function's team operations (lambdas/teams/index.ts): the farm list, members and
 * invitations. Notes and the audit log answer 501 until built.
 *
 * Ownership transfers are not offered yet (501): accepting one must move every item keyed under
 * the owner (fields, zones, irrigation logs, the sensors' owner and quota, gateways, LoRaWAN
 * devices, vendor links) into the new owner's partition as a resumable sequence that a crash
 * anywhere and a retry complete; until that sequence exists with its crash tests, no transfer is
 * offered rather than a move that could leave a farm half in each account. So none is ever under
 * way: there is none to withdraw, and none offered to anyone (404).
 */
import { AppError, NotFoundError } from '../../platform/errors';
import { ok, type Operations } from '../../platform/http';
import { listMyFarms } from '../services/farm-list';
import { peopleReader } from '../services/people';
import { invitationOperations } from './invitations';
import { memberOperations } from './members';

const notYet = async (): Promise<never> => {
  throw new AppError(501, 'Not built yet.');
};

const noTransfers = async (): Promise<never> => {
  throw new AppError(
    501,
    'Ownership transfers are not available yet. The owner can invite the new owner as a manager meanwhile.',
  );
};

export const teamOperations = {
  async listMyFarms(req) {
    // The signed-in user's own list: this route names no farm (the caller is never rewritten here).
    const { caller } = req;
    return ok({ data: await listMyFarms({ userName: caller.userName, isAdmin: caller.isAdmin }, peopleReader()) });
  },
  ...memberOperations,
  ...invitationOperations,
  transferFarm: noTransfers,
  async cancelTransfer() {
    return { ...ok({ data: { cancelled: false } }), audit: false };
  },
  async acceptTransfer() {
    throw new NotFoundError('No transfer of this farm is offered to you.');
  },
  listAudit: notYet,
  listNotes: notYet,
  createNote: notYet,
} satisfies Partial<Operations<'farms'>>;
