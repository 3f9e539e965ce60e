import type { FieldPath, FieldValues, FormState } from 'react-hook-form';
import { identityMessageKey } from '@shared/i18n/labels/identity';
import type { T } from '../../../lib/i18n/use-t';

/**
 * A field's message once the person has typed in it or left it: checking as they type
 * without greeting them with red text on fields they have not reached yet. With `t`, a rule's
 * message (shared/validation, in English) is shown in the person's language.
 */
export function visibleError<T2 extends FieldValues>(
  state: Pick<FormState<T2>, 'errors' | 'touchedFields' | 'dirtyFields' | 'isSubmitted'>,
  name: FieldPath<T2>,
  t?: T,
): string | undefined {
  const key = name as string;
  const touched =
    (state.touchedFields as Record<string, unknown>)[key] ||
    (state.dirtyFields as Record<string, unknown>)[key] ||
    state.isSubmitted;
  const error = (state.errors as Record<string, { message?: unknown } | undefined>)[key];
  if (!touched || typeof error?.message !== 'string') return undefined;
  return translatedRule(error.message, t);
}

/** A rule's English message in the person's language; any other text as it came. */
export function translatedRule(message: string, t?: T): string {
  const known = t ? identityMessageKey(message) : undefined;
  return known && t ? t(known) : message;
}

/** The red banner for an identity-provider error: '* {message} Please try again.' in the language. */
export const errorBanner = (t: T, message: string): string =>
  t('auth.errorBanner', { message: message.trim().replace(/\.*$/, '.') });
