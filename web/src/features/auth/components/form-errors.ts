import type { FieldPath, FieldValues, FormState } from 'react-hook-form';

/**
 * A field's message once the person has typed in it or left it: checking as they type
 * without greeting them with red text on fields they have not reached yet.
 */
export function visibleError<T extends FieldValues>(
  state: Pick<FormState<T>, 'errors' | 'touchedFields' | 'dirtyFields' | 'isSubmitted'>,
  name: FieldPath<T>,
): string | undefined {
  const key = name as string;
  const touched =
    (state.touchedFields as Record<string, unknown>)[key] ||
    (state.dirtyFields as Record<string, unknown>)[key] ||
    state.isSubmitted;
  const error = (state.errors as Record<string, { message?: unknown } | undefined>)[key];
  return touched && typeof error?.message === 'string' ? error.message : undefined;
}
