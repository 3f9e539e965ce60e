/**
 * Accounts: the profile, sign-ins, the admin users page, plan grants and the Cognito triggers.
 * The only file other domains import: what they need of this one, by name.
 */
export { getPoolUser, getUserAttributes, listPoolUsers, setUserAttributes } from './adapters/users';
/** A person's units and locale, for texts written to them outside the web app (e-mail, SMS). */
export { displaySettingsOf } from './services/display-settings';
