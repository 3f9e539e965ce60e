/** Where the local gateway and the CDK stack look for handler modules until lambdas/ is domain-first. */
export { handler, operations } from '../accounts/handlers/api-keys';
