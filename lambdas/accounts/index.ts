/**
 * Accounts: the profile, sign-ins, the admin users page, plan grants and the Cognito triggers.
 * The only file other domains import: what they need of this one, by name.
 */
export { getPoolUser, getUserAttributes, listPoolUsers, setUserAttributes } from './adapters/users';
