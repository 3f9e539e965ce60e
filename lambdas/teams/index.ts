/**
 * teams: farms shared with members: memberships, invitations, transfers, notes, the audit log.
 * What other domains may use.
 */
// The farms function answers the team routes (one function of their own would pass CloudFormation's 500 resources).
export { teamOperations } from './handlers/team-routes';
export { userMemberships } from './services/user-memberships';
