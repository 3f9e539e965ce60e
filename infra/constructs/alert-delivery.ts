/**
 * What a function that sends alerts may do, and the settings it reads (lambdas/platform/env.ts):
 * - SMS: `sns:Publish` to phone numbers only. A direct SMS publish has no resource to name, so
 *   the grant is "anything but a topic" (NotResource every SNS ARN): it cannot post to any topic.
 * - E-mail: `ses:SendEmail` from the configured sender (`alertEmail`) only, on its identity and
 *   its domain's (either may be the verified one); none at all without a sender.
 * - Cognito `AdminGetUser` on this pool: the owner's e-mail, phone and plan.
 * - WEATHER_SIMULATED: whether the stack's weather is simulated. Forecast alerts rest on the
 *   weather, and these functions do not hold the weather key, so they are told instead of guessing.
 * `grantOwnerEmail` is the e-mail part alone (SES from the sender, the owner's address, SITE_URL
 * with a custom domain), for a function that only e-mails and sends no SMS (the sensors function:
 * a held sensor id taken by another grower; the farms function: invitations and notes); least
 * privilege, so it gets no `sns:Publish`.
 */
import { Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type { AppConfig } from '../config';
import type { AppFunction } from './function';

type Pool = { userPoolArn: string; userPoolId: string };

export function grantAlertDelivery(fn: AppFunction, config: AppConfig, userPool: Pool): void {
  const stack = Stack.of(fn);
  fn.role.addToPrincipalPolicy(
    new iam.PolicyStatement({ actions: ['sns:Publish'], notResources: [`arn:${stack.partition}:sns:*:*:*`] }),
  );
  grantOwnerEmail(fn, config, userPool);
  if (config.alerts.smsSenderId) fn.fn.addEnvironment('ALERT_SMS_SENDER_ID', config.alerts.smsSenderId);
  fn.fn.addEnvironment('WEATHER_SIMULATED', config.simulatedWeather ? 'true' : 'false');
}

/** E-mail from the configured sender (none without one) and the owner's attributes: no SMS. */
export function grantOwnerEmail(fn: AppFunction, config: AppConfig, userPool: Pool): void {
  const stack = Stack.of(fn);
  const from = config.alerts.email;
  if (from) {
    const identity = (name: string) => stack.formatArn({ service: 'ses', resource: 'identity', resourceName: name });
    fn.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['ses:SendEmail'],
        resources: [identity(from), identity(from.split('@')[1]!)],
        conditions: { StringEquals: { 'ses:FromAddress': from } },
      }),
    );
    fn.fn.addEnvironment('ALERT_EMAIL_FROM', from);
  }
  fn.grantUserPool(userPool, ['cognito-idp:AdminGetUser']);
  // The e-mails link to the site. Without a custom domain an API function cannot name the
  // distribution's (the distribution waits for the API's stage, which waits for these functions).
  if (config.web.domain) fn.fn.addEnvironment('SITE_URL', `https://${config.web.domain}`);
}
