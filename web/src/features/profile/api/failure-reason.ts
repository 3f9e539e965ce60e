/**
 * The reason in 'Update {field} failed because {reason}.': the server's message without the
 * field it names ("phone: not a valid phone number" → "not a valid phone number"); `fallback`
 * (in the person's language) when there is none.
 */
export function failureReason(err: unknown, fallback = 'something went wrong'): string {
  const message = err instanceof Error && err.message ? err.message : fallback;
  return (
    message
      .replace(/^\*?\s*[A-Za-z]+:\s+/, '')
      .replace(/^\*\s*/, '')
      .trim() || fallback
  );
}
