/**
 * The identity rules' messages (shared/messages: sign-up, login, reset, profile) as catalogue keys.
 * The rules themselves (shared/validation/identity) carry the English text, which the server also
 * answers with; a form shows that text in the person's language through `identityMessageKey`.
 */
import { identityMessages, identityNotices } from '../../messages';
import type { MessageKey } from '../catalogue';

export const IDENTITY_MESSAGE_KEYS: Record<keyof typeof identityMessages, MessageKey> = {
  username: 'auth.ruleUsername',
  email: 'auth.ruleEmail',
  emailStarred: 'auth.ruleEmailStarred',
  password: 'auth.rulePassword',
  passwordMismatch: 'auth.rulePasswordMismatch',
  passwordInconsistent: 'auth.rulePasswordInconsistent',
  codeRequired: 'auth.ruleCodeRequired',
  emailNotNew: 'auth.ruleEmailNotNew',
  emailTaken: 'auth.ruleEmailTaken',
  oldPasswordRequired: 'auth.ruleOldPasswordRequired',
  oldPasswordNotNeeded: 'auth.ruleOldPasswordNotNeeded',
};

export const IDENTITY_NOTICE_KEYS: Record<keyof typeof identityNotices, MessageKey> = {
  accountVerified: 'auth.accountVerified',
  codeResent: 'auth.codeResent',
  signUpSuccess: 'auth.signUpSuccess',
  resetCodeSent: 'auth.resetCodeSent',
  resetDone: 'auth.resetDone',
};

const BY_TEXT = new Map<string, MessageKey>(
  (Object.keys(identityMessages) as (keyof typeof identityMessages)[]).map((k) => [
    identityMessages[k],
    IDENTITY_MESSAGE_KEYS[k],
  ]),
);

/** The key of a rule's English message (a zod error's text), or undefined for any other text. */
export const identityMessageKey = (text: string): MessageKey | undefined => BY_TEXT.get(text);
