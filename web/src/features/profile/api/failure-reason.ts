/**
 * The reason in 'Update {field} failed because {reason}.': the server's message without the
 * field it names ("phone: not a valid phone number" → "not a valid phone number").
 */
export function failureReason(err: unknown): string {
  const message = err instanceof Error && err.message ? err.message : 'something went wrong';
  return (
    message
      .replace(/^\*?\s*[A-Za-z]+:\s+/, '')
      .replace(/^\*\s*/, '')
      .trim() || 'something went wrong'
  );
}
