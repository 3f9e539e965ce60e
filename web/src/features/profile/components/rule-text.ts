/**
 * The profile's field rules (shared/profile/rules) answer in the spec's English, the same words
 * the server uses in its 400s; the form shows them in the person's language: the identity rules
 * through their shared keys (shared/i18n/labels/identity.ts), the phone's through the profile's.
 * A message neither knows (a new rule) shows as it came rather than not at all.
 */
import { identityMessageKey } from '@shared/i18n/labels/identity';
import { profileMessages } from '@shared/messages';
import type { T } from '../../../lib/i18n/use-t';

export function ruleText(t: T, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  if (message === profileMessages.phoneInvalid) return t('profile.phoneInvalid');
  const key = identityMessageKey(message);
  return key ? t(key) : message;
}
