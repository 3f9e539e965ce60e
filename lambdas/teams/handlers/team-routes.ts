/**
 * GROUNDWORK, replaced by the teams work (issue 26): the farms function's team operations, until
 * each is built they answer 501 so the route table stays complete and type-checked.
 */
import { AppError } from '../../platform/errors';
import type { Operations } from '../../platform/http';
import { auditOperations } from './audit';
import { noteOperations } from './notes';

const notYet = async (): Promise<never> => {
  throw new AppError(501, 'Not built yet.');
};

export const teamOperations = {
  listMyFarms: notYet,
  listMembers: notYet,
  inviteMember: notYet,
  changeMemberRole: notYet,
  removeMember: notYet,
  revokeInvitation: notYet,
  listInvitations: notYet,
  acceptInvitation: notYet,
  transferFarm: notYet,
  cancelTransfer: notYet,
  acceptTransfer: notYet,
  ...auditOperations,
  ...noteOperations,
} satisfies Partial<Operations<'farms'>>;
