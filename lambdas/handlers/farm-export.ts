/** Where the local gateway and the CDK stack look for handler modules until lambdas/ is domain-first. */
export { handler, operations } from '../reports/handlers/farm-export';
