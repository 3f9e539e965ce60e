/**
 * The Cognito triggers of the CDK stack, run in-process by the embedded cognito-local: it
 * "invokes" a function through an AWS SDK v2 Lambda client, so we hand it one that calls our
 * handlers directly and answers in Lambda's invoke shape (errors as FunctionError 'Unhandled').
 */
import { handler as postConfirmation } from '../../lambdas/accounts/triggers/post-confirmation';
import { handler as preSignUp } from '../../lambdas/accounts/triggers/pre-sign-up';

type TriggerHandler = (event: never) => Promise<unknown>;

const handlers: Record<string, TriggerHandler> = {
  'pre-sign-up': preSignUp as TriggerHandler,
  'post-confirmation': postConfirmation as TriggerHandler,
};

export const localTriggers = {
  /** cognito-local's TriggerFunctions: trigger name → function name. */
  functionNames: { PreSignUp: 'pre-sign-up', PostConfirmation: 'post-confirmation' },
  client: {
    invoke(params: { FunctionName: string; Payload: string }) {
      return {
        async promise() {
          const handler = handlers[params.FunctionName];
          if (!handler)
            return {
              StatusCode: 404,
              FunctionError: 'Unhandled',
              Payload: JSON.stringify({ errorMessage: 'no such function' }),
            };
          try {
            const result = await handler(JSON.parse(params.Payload) as never);
            return { StatusCode: 200, Payload: JSON.stringify(result) };
          } catch (err) {
            const message = err instanceof Error ? err.message : String(err);
            return { StatusCode: 200, FunctionError: 'Unhandled', Payload: JSON.stringify({ errorMessage: message }) };
          }
        },
      };
    },
  },
};
