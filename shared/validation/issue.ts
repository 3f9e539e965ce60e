/**
 * How a refused input is told, on both sides: "field: message" for the first problem ("body"
 * when it concerns the whole input), so a form shows the same words the API answers with.
 */
import type { z } from 'zod';

export function issueText(error: z.ZodError): string {
  const issue = error.issues[0];
  const field = issue && issue.path.length ? issue.path.join('.') : 'body';
  return `${field}: ${issue?.message ?? 'invalid value'}`;
}
