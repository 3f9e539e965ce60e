/**
 * Faults injected into the app's own DynamoDB client (the one the in-process handlers use), at
 * the SDK's middleware level, to put the table in the states a crash or DynamoDB's eventual
 * consistency can produce: a write that fails half-way through an operation, an index that has
 * not caught up yet. Each returns a function that removes the fault.
 */
import { documentClient } from '../../lambdas/platform/aws/clients';

/** The un-marshalled input of a DynamoDB document command (Item, Key, IndexName …). */
export type CommandInput = Record<string, any>;
/** A command as the fault sees it: the SDK's command name (GetItemCommand …) and its input. */
export interface Seen {
  command: string;
  input: CommandInput;
}

let n = 0;

/**
 * Run `before` ahead of every command whose input matches; it may throw (the command then fails
 * as if the process had died before it) or return an output to answer instead of DynamoDB.
 */
export function intercept(
  matches: (input: CommandInput, command: string) => boolean,
  before: (input: CommandInput, command: string) => Promise<unknown> | unknown,
): () => void {
  const name = `fault${n++}`;
  documentClient().middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as CommandInput;
      if (!matches(input, String(context.commandName))) return next(args);
      const answer = await before(input, String(context.commandName));
      return answer === undefined ? next(args) : { output: { $metadata: {}, ...(answer as object) }, response: {} };
    },
    { step: 'initialize', name },
  );
  return () => void documentClient().middlewareStack.remove(name);
}

/** Fail (throw) every command whose input matches, as a crash between two writes would. */
export const failWhen = (matches: (input: CommandInput, command: string) => boolean) =>
  intercept(matches, () => {
    throw new Error('injected fault: the process died here');
  });

/** Every index query answers as an index that has not caught up with the last writes: empty. */
export const indexLagging = () =>
  intercept(
    (input) => typeof input.IndexName === 'string',
    () => ({ Items: [], Count: 0 }),
  );

/** Record the input of every command (to check how reads were made). */
export function recordCommands(): { seen: Seen[]; stop: () => void } {
  const seen: Seen[] = [];
  const stop = intercept(
    () => true,
    (input, command) => void seen.push({ command, input }),
  );
  return { seen, stop };
}
