/**
 * The profile's field rules (shared/profile/rules) answer in the spec's English, the same words
 * the server uses in its 400s; the form shows them in the person's language. A message this map
 * does not know (a new rule) shows as it came rather than not at all.
 */
import type { MessageKey } from '@shared/i18n/catalogue';
import { identityMessages, profileMessages } from '@shared/messages';
import type { T } from '../../../lib/i18n/use-t';

const RULE_KEYS: Readonly<Record<string, MessageKey>> = {
  [identityMessages.emailStarred]: 'profile.emailInvalid',
  [identityMessages.emailNotNew]: 'profile.emailNotNew',
  [identityMessages.emailTaken]: 'profile.emailTaken',
  [identityMessages.password]: 'profile.passwordRule',
  [identityMessages.passwordInconsistent]: 'profile.passwordMismatch',
  [identityMessages.oldPasswordRequired]: 'profile.oldPasswordRequired',
  [identityMessages.oldPasswordNotNeeded]: 'profile.oldPasswordNotNeeded',
  [identityMessages.codeRequired]: 'profile.codeRequired',
  [profileMessages.phoneInvalid]: 'profile.phoneInvalid',
};

export function ruleText(t: T, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const key = Object.hasOwn(RULE_KEYS, message) ? RULE_KEYS[message] : undefined;
  return key ? t(key) : message;
}
